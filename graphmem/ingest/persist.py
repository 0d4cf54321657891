"""Persist what a batch of new records derives, inside the writer's transaction.

Order matters: documents first (a re-sent document reuses unchanged chunks and supersedes the
rest), then memories, entities and their edges, then supersede chains, FOLLOWS and thread order.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from graphmem.curate import decisions
from graphmem.ingest.derive import (
    DECAY_CLASS,
    MemoryDraft,
    PreparedRecord,
    entity_id,
    memory_id,
)
from graphmem.ingest.linking import link_batch
from graphmem.models import RecordType
from graphmem.store.driver import run_named
from neo4j import ManagedTransaction


def persist_derived(tx: ManagedTransaction, user_id: str, prepared: list[PreparedRecord],
                    rows: list[dict[str, Any]]) -> dict[int, list[str]]:
    params = {"user_id": user_id}
    memory_ids: dict[int, list[str]] = {}
    new_memories: list[dict[str, Any]] = []
    created: list[tuple[PreparedRecord, MemoryDraft]] = []
    for p, row in zip(prepared, rows, strict=True):
        drafts = p.memories
        if p.record.type == RecordType.document and p.record.source_path:
            drafts, replaced = _reconcile_document(tx, user_id, p, row)
            # Versions of a document in this same batch must see each other: its chunks are
            # written, and the chunks they replace closed, before the next version is read.
            _create_memories(tx, params, [_memory_row(p, d, row) for d in drafts])
            if replaced:
                run_named(tx, "memories/supersede", {**params, "rows": replaced})
        else:
            new_memories.extend(_memory_row(p, d, row) for d in drafts)
        created.extend((p, d) for d in drafts)
        memory_ids[p.index] = [d.id for d in p.memories]
    _create_memories(tx, params, new_memories)
    link_batch(tx, user_id, prepared)
    _persist_entities(tx, params, prepared, created, rows)
    _persist_chains(tx, params, prepared, rows)
    return memory_ids


def _create_memories(tx, params, memory_rows) -> None:
    if memory_rows:
        run_named(tx, "memories/create", {**params, "rows": memory_rows})


def _reconcile_document(tx, user_id: str, p: PreparedRecord, row: dict
                        ) -> tuple[list[MemoryDraft], list[dict[str, Any]]]:
    """Keep unchanged chunks, create changed ones, supersede the ones that went away. Returns
    the chunks to create and the supersede rows for the chunks they replace."""
    following = run_named(tx, "memories/next_version_chunks", {
        "user_id": user_id, "source_path": p.record.source_path,
        "at": row["occurred_at"], "record_id": row["id"]})
    if following:
        return _late_version(tx, user_id, p, row, following)
    current = run_named(tx, "memories/current_chunks_at_path",
                        {"user_id": user_id, "source_path": p.record.source_path})
    fresh, kept_ids = _keep_unchanged(tx, user_id, p, row, current, newest=True)
    # A chunk that went away is closed when this version begins, changed (its successor the
    # new chunk at its place) or removed (then the current chunk nearest its place)
    successors = fresh or p.memories
    return fresh, [
        {"old_id": old["id"], "reason": "document_changed", "at": row["occurred_at"],
         "new_id": _nearest(successors, old["chunk_index"]).id}
        for old in current if old["id"] not in kept_ids]


def _keep_unchanged(tx, user_id: str, p: PreparedRecord, row: dict, chunks: list[dict],
                    newest: bool) -> tuple[list[MemoryDraft], set[str]]:
    """The drafts whose text none of `chunks` has (to create), and the ids of the chunks this
    version repeats: each draft that repeats one takes its id, and the version is evidence for
    it. The newest version also moves a kept chunk to its place in that version (a section
    added above it had left it at its old index, beside the new section's chunk)."""
    by_text: dict[str, list[str]] = {}  # a text may repeat: each copy is kept once
    for c in chunks:
        by_text.setdefault(c["text"], []).append(c["id"])
    kept, fresh = [], []
    for draft in p.memories:
        if by_text.get(draft.text):
            draft.id = by_text[draft.text].pop(0)
            kept.append({"memory_id": draft.id, "record_id": row["id"],
                         "chunk_index": draft.chunk_index if newest else None})
        else:
            fresh.append(draft)
    if kept:
        run_named(tx, "memories/add_evidence", {"user_id": user_id, "rows": kept})
    return fresh, {k["memory_id"] for k in kept}


def _late_version(tx, user_id: str, p: PreparedRecord, row: dict, following: list[dict]
                  ) -> tuple[list[MemoryDraft], list[dict[str, Any]]]:
    """A version dated before one already stored (a history sent late, in any order) takes its
    place in the chain, as a state value does: as of any date, search shows what the version
    current then said. Its chunks are matched against what held at its date (not against the
    current chunks: one made by a later version had kept its later start, and a version equal
    to the current one had changed nothing in time). A chunk it changes closes at its date;
    one that ran on unchanged through the next version is split there (`_split_continuing`).
    Its own chunks hold until the next version began, each superseded then by that version's
    chunk of the same text, else the one at its place."""
    at, next_at = row["occurred_at"], following[0]["at"]
    held = run_named(tx, "memories/chunks_held_at_path", {
        "user_id": user_id, "source_path": p.record.source_path, "at": at, "next_at": next_at})
    fresh, kept_ids = _keep_unchanged(tx, user_id, p, row, held, newest=False)
    gone = [h for h in held if h["id"] not in kept_ids]
    copies = _split_continuing(tx, user_id, following[0]["record_id"], next_at, gone)
    nxt = [SimpleNamespace(id=copies.get(c["id"], c["id"]), text=c["text"],
                           chunk_index=c["chunk_index"]) for c in following]
    successors = fresh or p.memories
    return fresh, [
        {"old_id": d.id, "reason": "document_changed", "at": next_at,
         "new_id": _same_text(nxt, d.text) or _nearest(nxt, d.chunk_index).id}
        for d in fresh] + [
        {"old_id": old["id"], "reason": "document_changed", "at": at,
         "new_id": _nearest(successors, old["chunk_index"]).id} for old in gone]


def _split_continuing(tx, user_id: str, next_record: str, next_at: str, gone: list[dict]
                      ) -> dict[str, str]:
    """The chunks a late version changed that ran on through the next version: each gets a copy
    that holds from that version on (memories/split_chunk), so that between the two dates only
    the late version's chunk shows. Returns each such chunk's id -> its copy's id."""
    copies = {h["id"]: memory_id(next_record, f"chunk-split:{h['id']}", 0)
              for h in gone if h["continues"]}
    if copies:
        split = run_named(tx, "memories/split_chunk", {"user_id": user_id, "rows": [
            {"old_id": old, "new_id": new, "record_id": next_record, "at": next_at}
            for old, new in copies.items()]})
        for row in split:  # a pinned chunk stays in core memory: its current copy is pinned
            if row["pinned_at"]:
                for name, params in decisions.statements(user_id, row["id"], "pin", "pin",
                                                         row["pinned_at"]):
                    run_named(tx, name, params)
    return copies


def _link_siblings(tx, params, batch: list[dict]) -> None:
    """memories/supersede_siblings until it links nothing new: a link it makes (Globex ->
    Hooli, both correcting Acme) makes Hooli a sibling of what already corrected Globex
    (Umbrella), which arrival order alone had left current beside it. Bounded as the chains."""
    for _ in range(50):
        found = run_named(tx, "memories/supersede_siblings", {**params, "rows": batch})
        if not found or not found[0]["linked"]:
            return


def _same_text(chunks: list, text: str) -> str | None:
    return next((c.id for c in chunks if c.text == text), None)


def _nearest(chunks: list, index: int):
    return min(chunks, key=lambda c: abs(c.chunk_index - index))


def _memory_row(p: PreparedRecord, draft: MemoryDraft, row: dict) -> dict[str, Any]:
    r = p.record
    props = {
        "id": draft.id, "user_id": row["user_id"], "kind": draft.kind, "text": draft.text,
        "embedding": draft.embedding, "record_id": row["id"], "record_type": row["type"],
        "seq": row["seq"], "source_ref": r.source_ref, "thread_id": r.thread_id,
        "topic_id": r.topic_id, "sender": r.sender, "role": row["role"],
        "occurred_at": row["occurred_at"], "recorded_at": row["recorded_at"],
        "valid_from": row["occurred_at"], "superseded": False, "archived": False,
        "decay_class": DECAY_CLASS.get(draft.kind, "medium"), "pinned": False,
        "importance": 0.5, "access_count": 0, "chunk_index": draft.chunk_index,
        "state_kind": row["kind"], "state_key": row["key"], "source_path": r.source_path,
        "flags": p.flags,
    }
    return {"props": {k: v for k, v in props.items() if v is not None},
            "facets": {f"facet_{i}": v for i, v in enumerate(draft.facets)},
            "record_ids": [row["id"]]}


def _persist_entities(tx, params, prepared, created, rows) -> None:
    at_by_record = {p.index: row["occurred_at"] for p, row in zip(prepared, rows, strict=True)}
    entities: dict[str, dict[str, Any]] = {}
    linked: dict[str, list[str]] = {}  # surfaces fuzzy linking gave each key, in any record
    for p in prepared:
        at = at_by_record[p.index]
        for key, ent in p.entities.items():
            seen = entities.get(key)
            if seen is None or at < seen["at"]:  # the earliest mention names it (upsert)
                entities[key] = {"key": key, "id": entity_id(params["user_id"], key),
                                 "name": ent.name, "type": ent.type, "alias": ent.surface,
                                 "at": at, "last_at": max(at, seen["last_at"]) if seen else at}
            else:
                seen["last_at"] = max(at, seen["last_at"])
            linked.setdefault(key, []).extend(ent.aliases)
    if not entities:
        return
    for key, row in entities.items():
        row["aliases"] = list(dict.fromkeys(linked[key]))
    run_named(tx, "entities/upsert", {**params, "rows": list(entities.values())})
    mentions = [{"memory_id": d.id, "key": key, "surface": surface, "sender": False}
                for _, d in created for key, surface in d.mentions]
    mentions += [{"memory_id": d.id, "key": d.sender_key, "surface": p.record.sender,
                  "sender": True} for p, d in created if d.sender_key]
    if mentions:
        run_named(tx, "entities/mention", {**params, "rows": mentions})
    relations = _relation_rows(prepared, at_by_record)
    if relations:
        run_named(tx, "entities/relate", {**params, "rows": relations})


def _relation_rows(prepared, at_by_record) -> list[dict[str, Any]]:
    """One row per (source, target, type) of the batch with its memories in order, sorted so
    that concurrent imports lock the edges in the same order."""
    rows: dict[tuple[str, str, str], dict[str, Any]] = {}
    for p in prepared:
        at = at_by_record[p.index]
        for source, target, kind, mem in p.relations:
            row = rows.setdefault((source, target, kind), {
                "source": source, "target": target, "type": kind, "memory_ids": [],
                "first_seen": at, "last_seen": at})
            row["memory_ids"].append(mem)
            row["first_seen"] = min(row["first_seen"], at)
            row["last_seen"] = max(row["last_seen"], at)
    return [rows[k] for k in sorted(rows)]


def _persist_chains(tx, params, prepared, rows) -> None:
    claims = [{"record_id": row["id"], "supersedes": p.record.supersedes}
              for p, row in zip(prepared, rows, strict=True) if p.record.supersedes]
    # The new records' own claims first, in a statement of their own: an earlier claim that
    # names one of them and would close a cycle with its own claim must see it to stand back.
    for batch in (claims, _waiting_claims(tx, params, rows)):
        if batch:
            found = run_named(tx, "memories/supersede_claims", {**params, "rows": batch})
            _link_siblings(tx, params, batch)
            run_named(tx, "memories/supersede_predecessors", {**params, "rows": batch})
            for pin in found[0]["pins_follow"] if found else []:
                for name, decided in decisions.statements(params["user_id"], pin["id"], "pin",
                                                          "pin", pin["at"]):
                    run_named(tx, name, decided)
    since: dict[tuple[str, str], str] = {}  # each touched key: its earliest new value's time
    for row in rows:
        if row["type"] == "state_object":
            key = (row["kind"], row["key"])
            since[key] = min(since.get(key, row["occurred_at"]), row["occurred_at"])
    if since:
        run_named(tx, "memories/state_chain", {**params, "keys": [
            {"kind": k, "key": v, "since": at} for (k, v), at in sorted(since.items())]})
    linked = [row["id"] for row in rows if row["source_ref"] or row["prev_source_ref"]]
    if linked:
        run_named(tx, "memories/link_follows", {**params, "record_ids": linked})
    _order_threads(tx, params, rows)


def _waiting_claims(tx, params, rows) -> list[dict[str, str]]:
    """Earlier records' `supersedes` naming one of these new records, which did not exist
    when they were written (supersede_claims found nothing for them then)."""
    keys = [k for row in rows if row["source_ref"] for k in (row["id"], row["source_ref"])]
    if not keys:
        return []
    new = {row["id"] for row in rows}  # their own claims are made above
    found = run_named(tx, "memories/supersede_waiting", {**params, "keys": keys})
    return [{"record_id": r["record_id"], "supersedes": r["supersedes"]}
            for r in found if r["record_id"] not in new]


def _order_threads(tx, params, rows) -> None:
    new_by_thread: dict[str, list[dict]] = {}
    for row in rows:
        if row["thread_id"] and row["type"] in ("conversation", "observation"):
            new_by_thread.setdefault(row["thread_id"], []).append(row)
    if not new_by_thread:
        return
    new_ids = [r["id"] for rs in new_by_thread.values() for r in rs]
    exclude = [memory_id(rid, kind, 0) for rid in new_ids for kind in ("turn", "observation")]
    tails = {t["thread_id"]: t for t in run_named(
        tx, "threads/tails", {**params, "thread_ids": list(new_by_thread), "exclude": exclude})}
    append, relink = [], []
    for tid, thread_rows in new_by_thread.items():
        ordered = sorted(thread_rows, key=lambda r: (r["occurred_at"], r["seq"]))
        tail = tails.get(tid) or {}
        if tail.get("tail_id") and (tail["occurred_at"], tail["seq"]) > (
                ordered[0]["occurred_at"], ordered[0]["seq"]):
            relink.append({"thread_id": tid, "since": ordered[0]["occurred_at"]})
            continue
        kind = {"conversation": "turn", "observation": "observation"}
        append.append({"tail_id": tail.get("tail_id"),
                       "ids": [memory_id(r["id"], kind[r["type"]], 0) for r in ordered]})
    if append:
        run_named(tx, "threads/append", {**params, "rows": append})
    if relink:
        run_named(tx, "threads/relink", {**params, "rows": relink})
