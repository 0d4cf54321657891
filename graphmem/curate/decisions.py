"""A person's decisions about their memories: pin/unpin, confirm/dismiss a task or a discovered
procedure. They are the user's own acts, not conclusions, so they live on `:Decision` nodes that a
rebuild keeps; curated memories have deterministic ids, so a decision finds its memory again."""

from __future__ import annotations

import hashlib

from graphmem.curate import lease
from graphmem.curate.common import KIND_DECAY, Clock, system_clock
from graphmem.models import MEMORY_KINDS, DecisionIn, DecisionsImported, iso
from graphmem.store.driver import Store, run_named

SUBJECTS = {
    "pin": ({"pin", "unpin"}, sorted(MEMORY_KINDS)),
    "task": ({"confirm", "dismiss"}, ["task"]),
    "procedure": ({"confirm", "dismiss"}, ["procedure"]),
}


def decide(store: Store, user_id: str, memory_id: str, subject: str, action: str,
           clock: Clock = system_clock) -> dict | None:
    """Record the decision and apply it in one transaction; None when the user has no such
    memory (of a kind the decision can apply to)."""
    found, _ = lease.write_many(store, statements(user_id, memory_id, subject, action,
                                                  iso(clock())))
    return found[0] if found else None


def statements(user_id: str, memory_id: str, subject: str, action: str,
               now: str) -> list[tuple[str, dict]]:
    """Record a decision and apply it, as one transaction runs them (`decide`; a writer's
    correction of a pinned memory passes the pin on inside its own, ingest/persist.py)."""
    actions, kinds = SUBJECTS[subject]
    if action not in actions:
        raise ValueError(f"{subject} decisions are {sorted(actions)}, not {action!r}")
    return [
        ("curate/decide", {"user_id": user_id, "memory_id": memory_id, "subject": subject,
                           "action": action, "kinds": kinds, "now": now}),
        ("curate/apply_decisions", _apply_params(user_id, [memory_id])),
    ]


def reapply(store: Store, user_id: str) -> int:
    """Apply every decision again (after a rebuild re-derived the memories they name), a pin
    first following its memory to a new id where the rebuild gave it one."""
    return lease.write_many(store, [
        ("curate/relink_decisions", {"user_id": user_id}),
        ("curate/apply_decisions", _apply_params(user_id, None)),
    ])[1][0]["applied"]


def settle(services, user_id: str, clock: Clock = system_clock) -> dict[str, int]:
    """The curation job: decisions whose memory is not there (an import's, before curation here
    had derived the fact or task they name) follow it once it is, and are applied to it."""
    return {"settled": services.store.write_tx(_settle, user_id, lease.current())}


def _settle(tx, user_id: str, held) -> int:
    lease.check_fence(tx, held)
    moved = run_named(tx, "curate/relink_decisions", {"user_id": user_id})[0]["memory_ids"]
    if moved:
        run_named(tx, "curate/apply_decisions", _apply_params(user_id, moved))
    return len(moved)


def import_decisions(services, user_id: str, items: list[DecisionIn],
                     now: str) -> DecisionsImported:
    """Decisions an export carried (`DecisionIn`), applied to this user's memories, after the
    file's records: a memory is named by its kind, its records' source_refs and its text, an
    entity by its linking key. A memory not derived here yet (a fact before consolidation has
    run) gets its decision when it is (`settle`); merges and splits are applied by running
    entity resolution, as a merge through the API is."""
    store = services.store
    counts = DecisionsImported()
    rows = _memory_rows(store, user_id, [d for d in items if d.memory is not None], now, counts)
    if rows:
        for outcome in store.write_tx(_import_memory_decisions, user_id, rows):
            setattr(counts, outcome, getattr(counts, outcome) + 1)
    pairs = [{"a": min(d.entities), "b": max(d.entities), "decision": d.decision,
              "at": iso(d.at) if d.at else now} for d in items if d.entities is not None]
    if pairs:
        found = store.write("resolve/import_decisions", user_id=user_id, rows=pairs)[0]
        counts.applied += found["applied"]
        counts.unchanged += found["unchanged"]
        counts.unmatched += found["unmatched"]
        counts.superseded += (len(pairs) - found["applied"] - found["unchanged"]
                              - found["unmatched"])
        if found["applied"]:
            services.resolver.run(user_id)
    return counts


def _memory_rows(store: Store, user_id: str, items: list[DecisionIn], now: str,
                 counts: DecisionsImported) -> list[dict]:
    refs = sorted({ref for d in items for ref in d.memory.records})
    ids = {r["source_ref"]: r["id"] for r in
           store.read("records/existing_by_source_ref", user_id=user_id, source_refs=refs)}
    rows = []
    for d in items:
        record_ids = sorted({ids[ref] for ref in d.memory.records if ref in ids})
        if not record_ids:
            counts.unmatched += 1
            continue
        kind, text = d.memory.kind, d.memory.text
        named = "\n".join([kind, d.memory.summary_of or "", *record_ids, text or ""])
        rows.append({"subject": "pin" if d.decision in ("pin", "unpin") else kind,
                     "action": d.decision, "at": iso(d.at) if d.at else now, "kind": kind,
                     "record_ids": record_ids, "text": text, "summary_of": d.memory.summary_of,
                     "pending": "pending:" + hashlib.sha256(named.encode()).hexdigest()[:32]})
    return rows


def _import_memory_decisions(tx, user_id: str, rows: list[dict]) -> list[str]:
    """Each row's outcome (a DecisionsImported field), the decisions applied to their memories
    in the same transaction."""
    found = run_named(tx, "curate/import_decisions", {"user_id": user_id, "rows": rows})
    applied = [r["memory_id"] for r in found if r["outcome"] == "applied"]
    if applied:
        run_named(tx, "curate/apply_decisions", _apply_params(user_id, applied))
    return [r["outcome"] for r in found]


def read(store: Store, user_id: str, subject: str | None = None) -> dict[str, str]:
    """memory id -> latest action, for one subject (or all)."""
    rows = store.read("curate/decisions", user_id=user_id, subject=subject)
    return {r["memory_id"]: r["action"] for r in rows}


def _apply_params(user_id: str, memory_ids: list[str] | None) -> dict:
    return {"user_id": user_id, "memory_ids": memory_ids, "kind_decay": KIND_DECAY}
