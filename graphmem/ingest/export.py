"""A user's records as the JSONL that `graphmem import` (and POST /records/import) reads back.

Each record as its writer sent it (after scrubbing: the raw layer holds nothing else), oldest
first, with only the fields a writer may send. What the store derived is left out: the id, seq,
hash and recorded_at are the importing store's, and it derives memories, entities and chains
again. Imported into another user or store, the records are the same: ids are made from the user
and the source_ref (ingest/derive.py record_id), so every record is written with one, a `supersedes`
naming a record id as that record's. A record sent without one is named `graphmem:<its id>`
(OWN_REF): imported again, it is `existing` like any other, wherever the file goes, and in its
own user too (records/existing_by_source_ref finds the record by that id).

After the records come the user's decisions, one a line (`{"decision": "pin", "memory": {...}}`,
`{"decision": "merge", "entities": [...]}`: models.DecisionIn), which an import applies once the
records are in (curate/decisions.py import_decisions).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from graphmem.ingest.verify import chain_records, check_record
from graphmem.store.driver import Store

# RecordIn's fields, in its order (graphmem/models.py)
OWN_REF = "graphmem:"  # the source_ref an export gives a record sent without one

FIELDS = ("type", "content", "source_ref", "prev_source_ref", "supersedes", "thread_id",
          "topic_id", "sender", "role", "occurred_at", "kind", "key", "source_path")


@dataclass
class Exported:
    records: int = 0
    decisions: int = 0
    conversations: int = 0


class AlteredRecord(ValueError):
    """A record fails the chain's check: exported, it would come back in the copy as a record
    with a fresh, valid chain of its own (as a rebuild, an export refuses altered records)."""

    def __init__(self, seq: int, problem: str):
        super().__init__(f"record {seq} fails the hash chain ({problem}); nothing after it is "
                         "exported. `graphmem verify` says more")
        self.seq, self.problem = seq, problem


def export_user(store: Store, user_id: str, counts: Exported | None = None
                ) -> Iterator[dict[str, Any]]:
    """The user's records in seq order, as import records, each checked against the chain as
    verify does (AlteredRecord at the first that fails); then the user's decisions (pins,
    confirmations and dismissals, entity merges and splits), as `import` applies them after the
    records. `counts` is complete once the iterator is."""
    counts = counts if counts is not None else Exported()
    refs = {r["id"]: r["source_ref"] or OWN_REF + r["id"]
            for r in store.read("records/source_refs", user_id=user_id)}
    yield from _records(store, user_id, refs, counts)
    for decision in _decisions(store, user_id, refs):
        counts.decisions += 1
        yield decision
    for conversation in store.read("conversations/export", user_id=user_id):
        counts.conversations += 1
        yield _conversation(conversation)


def _conversation(row: dict[str, Any]) -> dict[str, Any]:
    """A host conversation's line (models.ConversationIn): its alias, bookkeeping and turns by
    source_ref; the fields left unset are left out."""
    line = {k: v for k, v in row.items() if v is not None and k != "turns"}
    line["turns"] = [{k: v for k, v in t.items() if v is not None} for t in row["turns"]]
    return line


def _decisions(store: Store, user_id: str, refs: dict[str, str]) -> Iterator[dict[str, Any]]:
    """A decision about a memory names it by its kind, its records' source_refs and its text
    (another store gives it another id); one about entities by their linking keys."""
    for row in store.read("curate/export_decisions", user_id=user_id):
        records = [refs[rid] for rid in row["record_ids"] if rid in refs]
        if records:
            memory = {"kind": row["kind"], "records": records}
            for name in ("text", "summary_of"):
                if row[name] is not None:
                    memory[name] = row[name]
            yield {"decision": row["action"], "memory": memory, "at": row["at"]}
    for row in store.read("resolve/decisions", user_id=user_id):
        yield {"decision": row["decision"], "entities": [row["a"], row["b"]], "at": row["at"]}


def _records(store: Store, user_id: str, refs: dict[str, str], counts: Exported
             ) -> Iterator[dict[str, Any]]:
    prev_hash = ""
    for seq, stored in enumerate(chain_records(store, user_id), 1):
        problem = check_record(stored, seq, prev_hash)
        if problem:
            raise AlteredRecord(seq, problem)
        prev_hash = stored["record_hash"]
        counts.records += 1
        yield as_import(stored, refs)


def jsonl(records: Iterable[dict[str, Any]]) -> Iterator[str]:
    """One JSON line per record or decision (what `graphmem import` and GET /records/export
    speak)."""
    for record in records:
        yield json.dumps(record, ensure_ascii=False) + "\n"


def as_import(stored: dict[str, Any], refs: dict[str, str]) -> dict[str, Any]:
    """One stored record as the writer's record: the fields it may send that are set, its
    source_ref always (`refs`: each record's id to the source_ref it is exported with)."""
    sent = {**stored, "source_ref": stored.get("source_ref") or OWN_REF + stored["id"]}
    record = {name: sent[name] for name in FIELDS if sent.get(name) is not None}
    if record.get("supersedes") in refs:
        record["supersedes"] = refs[record["supersedes"]]
    metadata = json.loads(stored.get("metadata") or "{}")
    if metadata:
        record["metadata"] = metadata
    return record
