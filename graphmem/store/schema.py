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
BACKFILLS = {"entity_user_sender": "admin/backfill_entity_sender",
             "pinned_user": "admin/backfill_pinned"}

# Index settings a store made by an older graphmem may lack. An index whose config differs is
# dropped before schema.cypher runs, which creates it again as it should be; Neo4j populates it
# in the background (~40 s per 100k memories) and `apply_schema` waits for that.
INDEX_CONFIG = {"memory_embedding": {"vector.quantization.enabled": False}}


def apply_schema(store: Store) -> int:
    with store.driver.session(database=store.database) as session:
        indexes = {r["name"]: r["options"] or {} for r in session.run(
            "SHOW INDEXES YIELD name, options")}
    _backfill(store, indexes)
    _drop_outdated(store, indexes)
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


def _backfill(store: Store, indexes: dict[str, dict]) -> None:
    with store.driver.session(database=store.database) as session:
        for index, name in BACKFILLS.items():
            if index not in indexes:
                session.run(query(name)).consume()


def _drop_outdated(store: Store, indexes: dict[str, dict]) -> None:
    for name, wanted in INDEX_CONFIG.items():
        config = indexes.get(name, {}).get("indexConfig") or {}
        if name in indexes and any(config.get(k, v) != v for k, v in wanted.items()):
            log.warning("index %s has outdated settings %s; dropping it to build it again with "
                        "%s (start-up waits until it is online)", name,
                        {k: config.get(k) for k in wanted}, wanted)
            with store.driver.session(database=store.database) as session:
                session.run(f"DROP INDEX `{name}` IF EXISTS").consume()
