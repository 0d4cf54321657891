"""A user's records as the JSONL that `graphmem import` (and POST /records/import) reads back.

Each record as its writer sent it (after scrubbing: the raw layer holds nothing else), oldest
first, with only the fields a writer may send. What the store derived is left out: the id, seq,
hash and recorded_at are the importing store's, and it derives memories, entities and chains
again. Imported into another user or store, the records are the same: a `supersedes` that names
a record id is written as that record's source_ref, since ids are made from the user and the
source_ref (ingest/derive.py record_id). A record without a source_ref gets a new random id, so
a `supersedes` naming one cannot be carried over; the export counts those.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from graphmem.ingest.verify import chain_records
from graphmem.store.driver import Store

# RecordIn's fields, in its order (graphmem/models.py)
FIELDS = ("type", "content", "source_ref", "prev_source_ref", "supersedes", "thread_id",
          "topic_id", "sender", "role", "occurred_at", "kind", "key", "source_path")


@dataclass
class Exported:
    records: int = 0
    unportable: int = 0  # supersedes naming a record without a source_ref


def export_records(store: Store, user_id: str, counts: Exported | None = None
                   ) -> Iterator[dict[str, Any]]:
    """The user's records in seq order, as import records. `counts` is complete once the
    iterator is."""
    counts = counts if counts is not None else Exported()
    refs = {r["id"]: r["source_ref"] for r in store.read("records/source_refs", user_id=user_id)}
    named = set(refs.values())
    ids: set[str] = set()
    targets: list[str] = []  # supersedes that name neither a source_ref nor a record that has one
    for stored in chain_records(store, user_id):
        record = as_import(stored, refs)
        ids.add(stored["id"])
        if record.get("supersedes") is not None and record["supersedes"] not in named:
            targets.append(record["supersedes"])
        counts.records += 1
        yield record
    counts.unportable = sum(1 for target in targets if target in ids)


def jsonl(records: Iterable[dict[str, Any]]) -> Iterator[str]:
    """One JSON line per record (what `graphmem import` and GET /records/export speak)."""
    for record in records:
        yield json.dumps(record, ensure_ascii=False) + "\n"


def as_import(stored: dict[str, Any], refs: dict[str, str]) -> dict[str, Any]:
    """One stored record as the writer's record: the fields it may send that are set."""
    record = {name: stored.get(name) for name in FIELDS if stored.get(name) is not None}
    if record.get("supersedes") in refs:
        record["supersedes"] = refs[record["supersedes"]]
    metadata = json.loads(stored.get("metadata") or "{}")
    if metadata:
        record["metadata"] = metadata
    return record
