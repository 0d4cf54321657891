"""Leases in Neo4j, with fencing tokens, so two workers never curate one user at once.

A `:Lease {name, holder, token, expires_at}` is granted to one holder at a time; every grant bumps
`token`. A job's writes go through `write` / `write_many`, which open each transaction with the
`curate/lease_fence` statement: it locks the lease and checks holder, token and expiry, so a worker
whose lease expired (and was taken by another) aborts instead of writing.
"""

from __future__ import annotations

import contextvars
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from graphmem.curate.common import Clock, shift, system_clock
from graphmem.models import iso, now_iso
from graphmem.store.driver import Store, run_named


class LeaseLost(RuntimeError):
    """This worker no longer holds the lease it was writing under: nothing was written."""


@dataclass
class Lease:
    store: Store
    name: str
    holder: str
    token: int
    ttl_s: float
    clock: Clock
    renewed_at: datetime

    def renew(self) -> None:
        now = self.clock()
        rows = self.store.write("curate/lease_renew", lease=self.name, holder=self.holder,
                                token=self.token, now=iso(now),
                                until=shift(now, seconds=self.ttl_s))
        if not rows:
            raise LeaseLost(f"lease {self.name!r} was lost (token {self.token})")
        self.renewed_at = now

    def renew_if_due(self) -> None:
        # Long jobs keep their lease alive: renew once half of it has gone.
        if (self.clock() - self.renewed_at).total_seconds() > self.ttl_s / 2:
            self.renew()

    def release(self) -> None:
        self.store.write("curate/lease_release", lease=self.name, holder=self.holder,
                         token=self.token, now=iso(self.clock()))

    def fence_params(self) -> dict[str, Any]:
        return {"lease": self.name, "holder": self.holder, "token": self.token,
                "now": iso(self.clock())}


def new_holder(worker: str = "worker") -> str:
    return f"{worker}/{uuid.uuid4().hex[:12]}"


def acquire(store: Store, name: str, holder: str, ttl_s: float,
            clock: Clock = system_clock) -> Lease | None:
    """The lease, or None when another holder has it and it has not expired."""
    now = clock()
    row = store.write("curate/lease_acquire", lease=name, holder=holder, now=iso(now),
                      until=shift(now, seconds=ttl_s))[0]
    if not row["acquired"]:
        return None
    return Lease(store, name, holder, row["token"], ttl_s, clock, now)


# -- the fence of the job running in this thread ----------------------------------------------
_current: contextvars.ContextVar[Lease | None] = contextvars.ContextVar("lease", default=None)


@contextmanager
def holding(lease: Lease | None) -> Iterator[Lease | None]:
    """Jobs run inside this: their writes are fenced by `lease` (None: unfenced, e.g. tests)."""
    token = _current.set(lease)
    try:
        yield lease
    finally:
        _current.reset(token)


def current() -> Lease | None:
    return _current.get()


def write(store: Store, name: str, **params: Any) -> list[dict[str, Any]]:
    return write_many(store, [(name, params)])[-1]


def write_many(store: Store, statements: list[tuple[str, dict[str, Any]]]
               ) -> list[list[dict[str, Any]]]:
    """Run the statements in one transaction, fenced by the current lease when there is one."""
    lease = current()
    if lease is not None:
        lease.renew_if_due()
    return store.write_tx(_run_fenced, lease, statements)


def check_fence(tx, lease: Lease | None) -> None:
    """The first statement of a fenced transaction (also used by the rebuild's replay)."""
    if lease is None:
        return
    if not run_named(tx, "curate/lease_fence", lease.fence_params()):
        raise LeaseLost(f"lease {lease.name!r} is no longer held under token {lease.token}")


# Statements that create memories take their user's append lock first. The label each memory
# gets depends on whether its user has joined the shared vector index (memories/owner_label),
# which an append decides under that lock, so a join waits for this transaction instead of
# labelling around memories it is still writing (retrieve/shared_index.py); and they link
# memories to entities, as an import's next slice does, which locks the head first too: taken
# in the same order, the later one waits instead of deadlocking.
CREATES_MEMORIES = ("curate/upsert_memories", "gds/write_summaries")


def _run_fenced(tx, lease: Lease | None, statements) -> list[list[dict[str, Any]]]:
    check_fence(tx, lease)
    for user_id in sorted({p["user_id"] for name, p in statements if name in CREATES_MEMORIES}):
        run_named(tx, "curate/lock_user_writes", {"user_id": user_id, "now": now_iso()})
    return [run_named(tx, name, params) for name, params in statements]
