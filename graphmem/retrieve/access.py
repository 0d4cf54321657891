"""`AccessLog`: search hits update `access_count` and `last_accessed_at`, off the request path.

An access restarts a memory's decay clock (for the recipes whose `recency_clock` is "access",
auto-archive and the map; retrieve/signals.py `decay_factor`) and marks working
memory worth keeping (curate/working.py). Writing that on every search would put a write
transaction on the hot path, so the searcher only queues the ids of the results it returned; one
background worker writes them every `interval_s`, one `search/touch` per user. A failed write is
retried by the store and, if Neo4j stays away, kept for the next flush (up to `max_pending` ids;
beyond that the oldest are dropped with a warning: they are statistics, not memories).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Iterable

from graphmem.models import now_iso
from graphmem.priority import lower_this_thread
from graphmem.store.driver import Store

log = logging.getLogger(__name__)

INTERVAL_S = 2.0
MAX_PENDING = 100_000


class AccessLog:
    def __init__(self, store: Store, interval_s: float = INTERVAL_S, clock=now_iso,
                 max_pending: int = MAX_PENDING, nice: int = 0):
        self.store = store
        self.nice = nice  # the writer thread runs behind searches (graphmem/priority.py)
        self.interval_s = interval_s
        self.clock = clock
        self.max_pending = max_pending
        self._cond = threading.Condition()
        self._pending: dict[str, list[str]] = {}  # user -> ids, one per hit (repeats count)
        self._size = 0
        self._closed = False
        self._worker: threading.Thread | None = None
        self._write_lock = threading.Lock()  # one flush at a time (worker, flush(), close())

    def record(self, user_id: str, ids: Iterable[str]) -> None:
        """Queue one access for each id; returns at once."""
        ids = list(ids)
        if not ids:
            return
        with self._cond:
            if self._closed:
                return
            self._pending.setdefault(user_id, []).extend(ids)
            self._size += len(ids)
            if self._size > self.max_pending:
                self._drop_oldest()
            if self._worker is None:
                self._worker = threading.Thread(target=self._run, name="graphmem-access",
                                                daemon=True)
                self._worker.start()

    def flush(self) -> int:
        """Write everything queued now; the number of accesses written."""
        with self._write_lock:
            with self._cond:
                batch, self._pending, self._size = self._pending, {}, 0
            written = 0
            for user_id, ids in batch.items():
                try:
                    self.store.write("search/touch", user_id=user_id, ids=ids, now=self.clock())
                    written += len(ids)
                except Exception:
                    log.warning("could not record %d accesses of %s; kept for the next flush",
                                len(ids), user_id, exc_info=True)
                    self._requeue(user_id, ids)
            return written

    def close(self) -> None:
        with self._cond:
            self._closed = True
            self._cond.notify_all()
        if self._worker is not None:
            self._worker.join(timeout=10)
        self.flush()

    # -- the worker ----------------------------------------------------------------------------
    def _run(self) -> None:
        lower_this_thread(self.nice)
        while True:
            with self._cond:
                self._cond.wait(self.interval_s)
                if self._closed:
                    return
            self.flush()

    def _requeue(self, user_id: str, ids: list[str]) -> None:
        with self._cond:
            self._pending[user_id] = ids + self._pending.get(user_id, [])
            self._size += len(ids)
            if self._size > self.max_pending:
                self._drop_oldest()

    def _drop_oldest(self) -> None:
        """Called with the lock held: trim the queue back to max_pending, oldest first."""
        excess = self._size - self.max_pending
        log.warning("access log over %d pending ids: dropping the %d oldest", self.max_pending,
                    excess)
        for user_id in list(self._pending):
            ids = self._pending[user_id]
            cut = min(excess, len(ids))
            self._pending[user_id] = ids[cut:]
            excess -= cut
            self._size -= cut
            if not self._pending[user_id]:
                del self._pending[user_id]
            if excess <= 0:
                break
