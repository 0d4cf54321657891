"""A person's decisions about their memories: pin/unpin, confirm/dismiss a task or a discovered
procedure. They are the user's own acts, not conclusions, so they live on `:Decision` nodes that a
rebuild keeps; curated memories have deterministic ids, so a decision finds its memory again."""

from __future__ import annotations

from graphmem.curate import lease
from graphmem.curate.common import KIND_DECAY, Clock, system_clock
from graphmem.models import MEMORY_KINDS, iso
from graphmem.store.driver import Store

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
        ("curate/apply_decisions", _apply_params(user_id, memory_id)),
    ]


def reapply(store: Store, user_id: str) -> int:
    """Apply every decision again (after a rebuild re-derived the memories they name), a pin
    first following its memory to a new id where the rebuild gave it one."""
    return lease.write_many(store, [
        ("curate/relink_decisions", {"user_id": user_id}),
        ("curate/apply_decisions", _apply_params(user_id, None)),
    ])[1][0]["applied"]


def read(store: Store, user_id: str, subject: str | None = None) -> dict[str, str]:
    """memory id -> latest action, for one subject (or all)."""
    rows = store.read("curate/decisions", user_id=user_id, subject=subject)
    return {r["memory_id"]: r["action"] for r in rows}


def _apply_params(user_id: str, memory_id: str | None) -> dict:
    return {"user_id": user_id, "memory_id": memory_id, "kind_decay": KIND_DECAY}
