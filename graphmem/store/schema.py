"""Apply cypher/schema.cypher idempotently; safe when several workers start at once."""

from __future__ import annotations

import logging

from neo4j.exceptions import ClientError

from graphmem.store.driver import Store
from graphmem.store.queries import query, statements

log = logging.getLogger(__name__)

# Two workers racing on a fresh database can both pass `IF NOT EXISTS`; the loser gets one of these.
_ALREADY = ("EquivalentSchemaRuleAlreadyExists", "IndexAlreadyExists", "ConstraintAlreadyExists")


# Data an index needs before it is created: each query runs while its index does not exist, so an
# interrupted start-up runs it again and the ones after it never do.
BACKFILLS = {"entity_user_sender": "admin/backfill_entity_sender"}


def apply_schema(store: Store) -> int:
    _backfill(store)
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


def _backfill(store: Store) -> None:
    with store.driver.session(database=store.database) as session:
        indexes = {r["name"] for r in session.run("SHOW INDEXES YIELD name")}
        for index, name in BACKFILLS.items():
            if index not in indexes:
                session.run(query(name)).consume()
