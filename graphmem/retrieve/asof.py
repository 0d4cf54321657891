"""Time in two dimensions over the raw records: state values as of an event time and as known
at a record time, supersede lineage, what a record derived, and structured record reads.

`/records/state` is a projection over state_object Records, not a second store: the version
current at T (as known at K) is recomputed from the records with `recorded_at <= K`, so a value
that arrived late for an earlier date changes the answers for that period from its arrival on,
while a `known_at` before its arrival still gets the old answer.
"""

from __future__ import annotations

import heapq
import json
from datetime import UTC, datetime
from typing import Any

from graphmem.graph_models import RecordQueryIn
from graphmem.models import iso
from graphmem.store.driver import Store, still_there

STATE_FIELDS = ("kind", "key", "value", "record_id", "valid_from", "valid_to", "recorded_at",
                "source_ref")
# Records known by a request's known_at that records/query reads and sorts whole, at most
# (~2-3 ms of index entries to count, ~12 ms to read and sort; more are walked in event-time
# order, as without known_at).
KNOWN_SEEK_MAX = 5000


class NotFound(LookupError):
    """Nothing there for this user (a foreign id looks exactly like a missing one)."""


def opt_iso(value: datetime | None) -> str | None:
    return iso(value) if value is not None else None


def state_view(row: dict[str, Any]) -> dict[str, Any]:
    return {name: row.get(name) for name in STATE_FIELDS}


class TimeReader:
    def __init__(self, store: Store, clock=lambda: datetime.now(UTC)):
        self.store = store
        self.clock = clock

    # -- state ---------------------------------------------------------------------------------
    def state_at(self, user_id: str, kind: str, key: str, as_of: datetime | None = None,
                 known_at: datetime | None = None) -> dict[str, Any]:
        at = iso(as_of or self.clock())
        rows = self.store.read("state/versions", user_id=user_id, kind=kind, key=key,
                               as_of=at, known_at=opt_iso(known_at))
        if not rows:
            raise NotFound(self._no_value_message(user_id, kind, key, at, known_at))
        return state_view(rows[-1])

    def _no_value_message(self, user_id, kind, key, at, known_at) -> str:
        first = self.store.read("state/first_known", user_id=user_id, kind=kind, key=key,
                                known_at=opt_iso(known_at))[0]
        known = f" as known at {iso(known_at)}" if known_at else ""
        if not first["versions"]:
            return f"no state {kind}/{key}{known}"
        return f"state {kind}/{key} has no value at {at}{known}; its first value is from " \
               f"{first['first_at']}"

    def history(self, user_id: str, kind: str, key: str,
                known_at: datetime | None = None) -> list[dict[str, Any]]:
        rows = self.store.read("state/versions", user_id=user_id, kind=kind, key=key,
                               as_of=None, known_at=opt_iso(known_at))
        if not rows:
            raise NotFound(f"no state {kind}/{key}")
        return [state_view(r) for r in rows]

    def kind_at(self, user_id: str, kind: str, as_of: datetime | None = None,
                known_at: datetime | None = None) -> list[dict[str, Any]]:
        rows = self.store.read("state/kind_at", user_id=user_id, kind=kind,
                               as_of=iso(as_of or self.clock()), known_at=opt_iso(known_at))
        return [state_view(r) for r in rows]

    # -- lineage and derivations ---------------------------------------------------------------
    def lineage(self, user_id: str, record_id: str) -> dict[str, Any]:
        rows = self.store.read("records/lineage", id=record_id, user_id=user_id)
        if not rows:
            raise NotFound(f"no record {record_id!r}")
        records = {row["record"]["id"]: row["record"] for row in rows}
        edges = [(old, new) for old, new in rows[0]["edges"] if old in records and new in records]
        chain = _chain_order(records, edges)
        return {"chain": [record_out(records[rid]) for rid in chain],
                "current": _current(records, edges, chain)}

    def derivations(self, user_id: str, record_id: str) -> dict[str, Any]:
        rows = self.store.read("records/derivations", id=record_id, user_id=user_id)
        if not rows:
            raise NotFound(f"no record {record_id!r}")
        row = rows[0]
        # A memory, an entity or a relation that a rebuild deletes while this runs reads back
        # without its properties: left off before anything is built from it (a null name in
        # the sort key was a 500).
        entities = []
        for e in sorted(still_there(row["entities"], "id"), key=lambda e: e["name"] or ""):
            surfaces = [s for group in e.pop("surfaces") for s in (group or [])]
            entities.append({**e, "mentioned_as": list(dict.fromkeys(surfaces))})
        relations = [r for r in row["relations"]
                     if None not in (r["from_name"], r["to_name"], r["type"])]
        relations.sort(key=lambda r: (r["from_name"], r["to_name"], r["type"]))
        return {"record_id": row["record_id"],
                "memories": still_there(row["memories"], "memory_id"),
                "entities": entities, "relations": relations}

    # -- structured read -----------------------------------------------------------------------
    def query(self, user_id: str, req: RecordQueryIn) -> list[dict[str, Any]]:
        """The records that match, in event-time order. A thread, a document or state keys are
        found through their indexes (records/query_seek); a sender's or some types' records
        by walking those alone in time order until `limit` match (records/query_sender,
        records/query_types); anything else by walking all the user's records so
        (records/query, records/query_desc)."""
        if req.thread_id or req.source_path or (req.kinds and req.keys):
            name = "records/query_seek"
        elif req.known_at is not None and self._few_known(user_id, req.known_at):
            name = "records/query_known"
        else:
            walk = ("_sender" if req.sender is not None else "_types" if req.types else "")
            name = f"records/query{walk}" + ("_desc" if req.order == "desc" else "")
        rows = self.store.read(
            name, user_id=user_id,
            types=[t.value for t in req.types] or None, kinds=req.kinds or None,
            keys=req.keys or None, thread_id=req.thread_id, topic_id=req.topic_id,
            sender=req.sender, source_path=req.source_path, since=opt_iso(req.since),
            until=opt_iso(req.until), known_at=opt_iso(req.known_at), limit=req.limit,
            descending=req.order == "desc")
        rows.sort(key=lambda r: (r["record"]["occurred_at"], r["record"]["seq"]),
                  reverse=req.order == "desc")
        return [record_out(r["record"], r["memory_ids"], r["superseded_by"]) for r in rows]

    def _few_known(self, user_id: str, known_at: datetime) -> bool:
        """Whether at most KNOWN_SEEK_MAX of the user's records had arrived by `known_at`: then
        they are read and sorted (records/query_known), since walking the records in event
        time may pass all the later ones first."""
        row = self.store.read_values("records/known_count", user_id=user_id,
                                     known_at=iso(known_at), known_max=KNOWN_SEEK_MAX)[0]
        return row["known"] <= KNOWN_SEEK_MAX


def record_out(record: dict[str, Any], memory_ids=None, superseded_by=None) -> dict[str, Any]:
    """A raw record as API.md's GET /records/{id} shows it."""
    out = dict(record)
    out["metadata"] = json.loads(out.get("metadata") or "{}")
    out.setdefault("flags", [])
    for name in ("source_ref", "prev_source_ref", "supersedes", "thread_id", "topic_id",
                 "sender", "role", "kind", "key", "source_path"):
        out.setdefault(name, None)
    if memory_ids is not None:
        out["memory_ids"] = sorted(memory_ids)
    if superseded_by is not None:
        out["superseded_by"] = sorted(superseded_by)
    return out


def _chain_order(records: dict[str, dict], edges: list[tuple[str, str]]) -> list[str]:
    """Oldest first: an older record always before the one that supersedes it (topological),
    ties by event time then arrival."""
    def rank(rid: str):
        r = records[rid]
        return (r.get("occurred_at") or "", r.get("seq") or 0, rid)

    incoming = {rid: 0 for rid in records}
    after: dict[str, list[str]] = {rid: [] for rid in records}
    for old, new in set(edges):
        after[old].append(new)
        incoming[new] += 1
    ready = [rank(rid) for rid, n in incoming.items() if n == 0]
    heapq.heapify(ready)
    order: list[str] = []
    while ready:
        rid = heapq.heappop(ready)[2]
        order.append(rid)
        for new in after[rid]:
            incoming[new] -= 1
            if incoming[new] == 0:
                heapq.heappush(ready, rank(new))
    # A cycle (never written by graphmem, but a chain must still answer): append what is left.
    order += sorted((rid for rid in records if rid not in set(order)), key=rank)
    return order


def _current(records, edges, chain: list[str]) -> str:
    """The terminal record: superseded by nothing; the newest such when a chain branches."""
    superseded = {old for old, _ in edges}
    terminals = [rid for rid in chain if rid not in superseded]
    return (terminals or chain)[-1]
