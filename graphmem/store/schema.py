"""Apply cypher/schema.cypher idempotently; safe when several workers start at once."""

from __future__ import annotations

import logging

from neo4j.exceptions import ClientError

from graphmem.models import now_iso
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
SHARED_INDEX = "memory_embedding"
INDEX_CONFIG = {SHARED_INDEX: {"vector.quantization.enabled": False}}

# The shared vector index holds the memories labelled so (retrieve/shared_index.py). One that
# older graphmem made over every :Memory is replaced: its memories labelled and their users
# joined first (a start-up interrupted after that only labels again what is left), then dropped,
# so schema.cypher makes it on the label and Neo4j populates it.
VECTOR_LABEL = "Vectored"


def apply_schema(store: Store) -> int:
    with store.driver.session(database=store.database) as session:
        shown = list(session.run("SHOW INDEXES YIELD name, options, labelsOrTypes"))
    indexes = {r["name"]: r["options"] or {} for r in shown}
    _backfill(store, indexes)
    _label_vectored(store, {r["name"]: r["labelsOrTypes"] or [] for r in shown})
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


def _label_vectored(store: Store, labels: dict[str, list[str]]) -> None:
    if labels.get(SHARED_INDEX, [VECTOR_LABEL]) == [VECTOR_LABEL]:
        return
    log.warning("the shared vector index covers every memory, as older graphmem made it; "
                "labelling its memories %s and making it again on that label (start-up waits "
                "until it is online)", VECTOR_LABEL)
    with store.driver.session(database=store.database) as session:
        labelled = session.run(query("admin/backfill_vectored")).single()["labelled"]
        session.run(query("admin/backfill_vectored_heads"), now=now_iso()).consume()
        session.run(f"DROP INDEX `{SHARED_INDEX}` IF EXISTS").consume()
    log.info("%d memories labelled %s", labelled, VECTOR_LABEL)


def _drop_outdated(store: Store, indexes: dict[str, dict]) -> None:
    for name, wanted in INDEX_CONFIG.items():
        config = indexes.get(name, {}).get("indexConfig") or {}
        if name in indexes and any(config.get(k, v) != v for k, v in wanted.items()):
            log.warning("index %s has outdated settings %s; dropping it to build it again with "
                        "%s (start-up waits until it is online)", name,
                        {k: config.get(k) for k in wanted}, wanted)
            with store.driver.session(database=store.database) as session:
                session.run(f"DROP INDEX `{name}` IF EXISTS").consume()
