"""`EpisodeRefresher`: thread episodes kept up to date as turns arrive, off the request path.

The writer hands over the (user, thread) pairs a committed write touched; one background worker
refreshes their episodes (`episodes.update_episodes`), coalescing a burst of writes to one thread
into one refresh. A user's refresh also waits while the writer has a write of theirs in hand
(`writing`) and for `coalesce_s` after it: an import sent as requests back to back refreshes each
thread once at its end (or every `MAX_HOLD_S`), not once a request. A refresh reads every turn
of its thread, so a long thread is refreshed at most once per a time that grows with its length
(docs/DEVELOPING.md, "Writes to long threads").
The writer also hands over the vectors of the turns it has just written, which the refresh then
does not read back (docs/DEVELOPING.md, "Where import time goes").
It writes under the user's curation lease, like a job, so it never races a rebuild or a job of
that user: when the lease is taken it tries again a little later. A failure is logged and
dropped: the periodic episodes job finds stale episodes (turn count, last seq) and catches up.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager

from graphmem.curate import episodes, lease
from graphmem.curate.common import Clock, system_clock
from graphmem.curate.registry import lease_name
from graphmem.priority import lower_this_thread
from graphmem.store.driver import Store

log = logging.getLogger(__name__)

COALESCE_S = 0.2  # a burst of writes to one thread within this becomes one refresh
LEASE_TTL_S = 60.0
BUSY_RETRY_S = 2.0  # the user's lease is held (a job, a rebuild): try again after this
BUSY_ATTEMPTS = 30  # then leave it to the periodic job
# A thread of more turns than LONG_THREAD_TURNS waits turns / DEFER_TURNS_PER_S seconds (at most
# MAX_DEFER_S) after a refresh before the next: 4,000 turns, 20 s. A refresh costs ~0.08 ms a
# turn, so a thread written to without pause takes at most ~2% of a core for its episode.
LONG_THREAD_TURNS = 200
DEFER_TURNS_PER_S = 200.0
MAX_DEFER_S = 60.0
# Handed-over vectors held per user until its next refresh (~1.5 kB each); past this the refresh
# reads the rest from Neo4j, as it does for turns written before.
MAX_HANDED_VECTORS = 20_000
# A user written to without a pause still gets their episodes refreshed this often.
MAX_HOLD_S = 30.0


class EpisodeRefresher:
    def __init__(self, store: Store, embedder, clock: Clock = system_clock,
                 coalesce_s: float = COALESCE_S, long_thread_turns: int = LONG_THREAD_TURNS,
                 defer_turns_per_s: float = DEFER_TURNS_PER_S, nice: int = 0):
        self.nice = nice  # the refresh thread's lowered priority (graphmem/priority.py)
        self.store = store
        self.embedder = embedder
        self.clock = clock
        self.coalesce_s = coalesce_s
        self.long_thread_turns = long_thread_turns
        self.defer_turns_per_s = defer_turns_per_s
        self._cond = threading.Condition()
        self._pending: dict[str, set[str]] = {}
        self._vectors: dict[str, dict[str, list[float]]] = {}  # user -> {memory id: vector}
        # (user, thread) of long threads refreshed lately: monotonic time of their next refresh
        self._due: dict[tuple[str, str], float] = {}
        self._busy_tries: dict[str, int] = {}  # users whose lease was taken, and how often
        self._writing: dict[str, int] = {}  # users with writes in the writer's hands: how many
        self._active: dict[str, float] = {}  # user -> monotonic time of their last write's end
        self._since: dict[str, float] = {}  # user -> when their oldest pending refresh queued
        self._not_before = 0.0  # monotonic time before which a lease retry does not run
        self._working = False
        self._flushing = 0
        self._closed = False
        self._worker: threading.Thread | None = None

    # -- for the writer ------------------------------------------------------------------------
    def submit(self, user_id: str, thread_ids,
               vectors: dict[str, list[float]] | None = None) -> None:
        """Queue these threads' episodes for a refresh; returns at once. `vectors`: the
        embeddings of turns just written ({memory id: vector}), so the refresh need not read
        them back."""
        threads = {t for t in thread_ids if t}
        if not threads:
            return
        with self._cond:
            if self._closed:
                return
            self._pending.setdefault(user_id, set()).update(threads)
            self._since.setdefault(user_id, time.monotonic())
            if vectors:
                held = self._vectors.setdefault(user_id, {})
                if len(held) + len(vectors) <= MAX_HANDED_VECTORS:
                    held.update(vectors)
            if self._worker is None:
                self._worker = threading.Thread(target=self._run, name="graphmem-episodes",
                                                daemon=True)
                self._worker.start()
            self._cond.notify_all()

    @contextmanager
    def writing(self, user_id: str) -> Iterator[None]:
        """Around a write of the user's (RecordWriter.append_many): their refresh waits until
        it ends and `coalesce_s` more pass without another, so that the refresh of an import's
        threads (each reads its whole thread) runs once, not after each of its requests."""
        with self._cond:
            self._writing[user_id] = self._writing.get(user_id, 0) + 1
        try:
            yield
        finally:
            with self._cond:
                left = self._writing.pop(user_id) - 1
                if left:
                    self._writing[user_id] = left
                if user_id in self._pending:  # else nothing waits (and nothing would prune it)
                    self._active[user_id] = time.monotonic()
                self._cond.notify_all()

    # -- for tests and callers that need the episodes now ---------------------------------------
    def flush(self, timeout: float = 30.0) -> bool:
        """Wait until every refresh queued so far is done; False if `timeout` passed first."""
        deadline = time.monotonic() + timeout
        with self._cond:
            self._flushing += 1
            self._cond.notify_all()
            try:
                while self._pending or self._working:
                    left = deadline - time.monotonic()
                    if left <= 0:
                        return False
                    self._cond.wait(left)
                return True
            finally:
                self._flushing -= 1

    def close(self, timeout: float = 10.0) -> None:
        """Refresh what is queued (up to `timeout`), then stop the worker."""
        with self._cond:
            self._closed = True
            self._cond.notify_all()
            worker = self._worker
        if worker is None:
            return
        worker.join(timeout)
        if worker.is_alive():
            with self._cond:
                dropped = sum(len(t) for t in self._pending.values())
                self._pending.clear()
                self._vectors.clear()
            log.warning("episode refresher closed with work under way; %d queued threads are "
                        "left to the episodes job", dropped)

    # -- the worker ----------------------------------------------------------------------------
    def _run(self) -> None:
        lower_this_thread(self.nice)
        while True:
            with self._cond:
                work = self._next()
                if work is None:
                    return
            try:
                for user_id, threads in work.items():
                    try:
                        self._refresh(user_id, threads)
                    except Exception:  # Neo4j away, the lease lost: the job catches up
                        log.exception("episode refresh failed for %d thread(s) of user %r",
                                      len(threads), user_id)
            finally:
                with self._cond:
                    self._working = False
                    self._cond.notify_all()

    def _next(self) -> dict[str, set[str]] | None:
        """Under the lock: wait for work (and let a burst settle), take what is due: all of it
        on a flush or at close, else all but the long threads refreshed too lately. None:
        closed."""
        while True:
            while not self._pending:
                if self._closed:
                    return None
                self._cond.wait()
            settle = time.monotonic() + self.coalesce_s
            while not self._closed:
                # A flush skips the settling, not the pause before a busy user's retry.
                until = self._not_before if self._flushing else max(settle, self._not_before)
                left = until - time.monotonic()
                if left <= 0:
                    break
                self._cond.wait(left)
            work, wait = self._take_due()
            if work:
                self._working = True
                return work
            self._cond.wait(wait)  # until the first deferred one is due, or a flush or a write

    def _take_due(self) -> tuple[dict[str, set[str]], float]:
        """Split the pending threads into those due now (taken) and those held or deferred
        (left pending); and how long until the first of those is due."""
        now = time.monotonic()
        self._due = {key: at for key, at in self._due.items() if at > now}
        self._active = {u: at for u, at in self._active.items() if at + self.coalesce_s > now}
        if self._flushing or self._closed:
            work, self._pending = self._pending, {}
            self._since.clear()
            return work, 0.0
        work: dict[str, set[str]] = {}
        wakes = [now + self.coalesce_s]
        for user_id, threads in list(self._pending.items()):
            held_until = self._held_until(user_id, now)
            if held_until is not None:
                wakes.append(held_until)
                continue
            due = {t for t in threads if (user_id, t) not in self._due}
            if due:
                work[user_id] = due
                threads -= due
            if not threads:
                del self._pending[user_id]
                self._since.pop(user_id, None)
        wakes += [at for (u, t), at in self._due.items() if t in self._pending.get(u, ())]
        return work, max(min(wakes) - now, 0.01)

    def _held_until(self, user_id: str, now: float) -> float | None:
        """When a user with writes in hand, or a write ended less than `coalesce_s` ago, is
        refreshed at the latest (MAX_HOLD_S after their oldest pending refresh); None: not
        held. A write's end wakes the worker sooner."""
        latest = self._since.get(user_id, now) + MAX_HOLD_S
        if now >= latest:
            return None
        if user_id in self._writing:
            return latest
        if user_id in self._active:
            return min(latest, self._active[user_id] + self.coalesce_s)
        return None

    def _refresh(self, user_id: str, threads: set[str]) -> None:
        held = lease.acquire(self.store, lease_name(user_id), lease.new_holder("episodes"),
                             LEASE_TTL_S, self.clock)
        if held is None:
            self._busy(user_id, threads)
            return
        self._busy_tries.pop(user_id, None)
        sizes: dict[str, int] = {}
        with self._cond:  # vectors handed over later wait for the next refresh
            vectors = self._vectors.pop(user_id, None)
        try:
            with lease.holding(held):
                episodes.update_episodes(self.store, self.embedder, user_id, sorted(threads),
                                         self.clock, sizes, vectors)
        finally:
            held.release()
            self._defer_long(user_id, sizes)

    def _defer_long(self, user_id: str, sizes: dict[str, int]) -> None:
        """Set when the long threads just refreshed may be refreshed again."""
        now = time.monotonic()
        with self._cond:
            for thread, turns in sizes.items():
                if turns > self.long_thread_turns:
                    self._due[(user_id, thread)] = now + min(
                        MAX_DEFER_S, turns / self.defer_turns_per_s)

    def _busy(self, user_id: str, threads: set[str]) -> None:
        with self._cond:  # a job or a rebuild holds the user: what it writes is read afresh
            self._vectors.pop(user_id, None)
        tries = self._busy_tries.get(user_id, 0) + 1
        if tries > BUSY_ATTEMPTS or self._closed:
            self._busy_tries.pop(user_id, None)
            log.info("user %r stayed busy; %d episode refresh(es) left to the episodes job",
                     user_id, len(threads))
            return
        self._busy_tries[user_id] = tries
        with self._cond:
            self._pending.setdefault(user_id, set()).update(threads)
            self._not_before = time.monotonic() + BUSY_RETRY_S
