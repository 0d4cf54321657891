"""Decay: classes by kind (none/slow/medium/fast, half-lives in retrieve.signals), pinning, and
auto-archive of memories that decayed away unread. Decay re-ranks; nothing is ever deleted."""

from __future__ import annotations

from graphmem.curate import decisions, lease
from graphmem.curate.common import KIND_DECAY, Clock, system_clock
from graphmem.models import iso
from graphmem.retrieve.signals import HALF_LIFE_DAYS

# Kinds with a lifecycle of their own: documents and states are superseded, not decayed; tasks and
# working memory expire by their TTL.
ARCHIVE_EXEMPT = ["chunk", "state", "task", "working"]


def run(services, user_id: str, clock: Clock) -> dict[str, int]:
    """The daily job: re-assign decay classes, then archive what decayed away unread."""
    changed, archived = lease.write_many(services.store, [
        ("curate/assign_decay", {"user_id": user_id, "kind_decay": KIND_DECAY}),
        ("curate/auto_archive", {
            "user_id": user_id, "now": iso(clock()), "exempt": ARCHIVE_EXEMPT,
            "threshold": services.settings.archive_threshold,
            "half_lives": {k: v for k, v in HALF_LIFE_DAYS.items() if v is not None},
        }),
    ])
    return {"decay_changed": changed[0]["changed"], "archived": archived[0]["archived"]}


def pin(store, user_id: str, memory_id: str, clock: Clock = system_clock) -> dict | None:
    return decisions.decide(store, user_id, memory_id, "pin", "pin", clock)


def unpin(store, user_id: str, memory_id: str, clock: Clock = system_clock) -> dict | None:
    return decisions.decide(store, user_id, memory_id, "pin", "unpin", clock)
