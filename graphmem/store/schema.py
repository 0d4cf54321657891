"""Apply cypher/schema.cypher idempotently; safe when several workers start at once."""

from __future__ import annotations

import logging

from neo4j.exceptions import ClientError

from graphmem.store.driver import Store
from graphmem.store.queries import query, statements

log = logging.getLogger(__name__)

# Two workers racing on a fresh database can both pass `IF NOT EXISTS`; the loser gets one of these.
_ALREADY = ("EquivalentSchemaRuleAlreadyExists", "IndexAlreadyExists", "ConstraintAlreadyExists")


def apply_schema(store: Store) -> int:
    applied = 0
    for stmt in statements("schema"):
        try:
            with store.driver.session(database=store.database) as session:
                session.run(stmt).consume()
            applied += 1
        except ClientError as exc:
            if not any(code in (exc.code or "") for code in _ALREADY):
                raise
            log.debug("schema statement already applied by another worker: %s", exc.code)
    with store.driver.session(database=store.database) as session:
        session.run(query("admin/await_indexes"), timeout_s=300).consume()
    return applied
