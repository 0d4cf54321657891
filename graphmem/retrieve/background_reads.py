"""Reads that refresh what a search (or the map) keeps per user, run off the request's path."""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Hashable
from concurrent.futures import Executor
from typing import Any

from graphmem.lru import LRU

log = logging.getLogger(__name__)


class BackgroundReads:
    """At most one read per key at a time, on `executor`; what a read returns goes to its
    `keep`. A failed read is logged and keeps nothing, so the old value serves until the next
    caller asks again. Once the executor is shut down, nothing more is read."""

    def __init__(self, executor: Executor, what: str):
        self._executor = executor
        self._what = what  # for the log: "counting keyword statistics"
        self._running: set[Hashable] = set()
        self._lock = threading.Lock()

    def busy(self, key: Hashable) -> bool:
        with self._lock:
            return key in self._running

    def start(self, key: Hashable, read: Callable[[], Any], keep: Callable[[Any], Any]) -> None:
        with self._lock:
            if key in self._running:
                return
            self._running.add(key)
        try:
            self._executor.submit(self._run, key, read, keep)
        except RuntimeError:  # shut down: the searcher is closing
            self._done(key)

    def _run(self, key: Hashable, read: Callable[[], Any], keep: Callable[[Any], Any]) -> None:
        try:
            keep(read())
        except Exception:
            log.warning("%s for %s failed", self._what, key, exc_info=True)
        finally:
            self._done(key)

    def _done(self, key: Hashable) -> None:
        with self._lock:
            self._running.discard(key)


class PerUser:
    """A per-user value (search's pool sizes and sender names, the map's facets), read on the
    user's first request. Once it is `ttl` seconds old it is read again in the background after
    the request that found it so (`refresh_due`), which uses the old value: counting a 100k
    user's memories takes 20-50 ms, and a user who searches less often than every `ttl` seconds
    (an assistant, once a turn) would otherwise pay that in every search. At most `max_users`
    are kept, the least recently asked for dropped first."""

    def __init__(self, ttl: float, refresher: Executor, max_users: int = 4096,
                 what: str = "reading a search cache entry"):
        self.ttl = ttl
        self._items: LRU[str, tuple[float, Any]] = LRU(max_users)  # user -> (read at, value)
        self._reads = BackgroundReads(refresher, what)
        self._due: dict[str, Callable[[], Any]] = {}  # stale, to read after the request
        self._first: dict[str, threading.Lock] = {}  # users whose first read is under way
        self._lock = threading.Lock()  # for _due and _first

    def get(self, user_id: str, read: Callable[[], Any]) -> Any:
        hit = self._items.get(user_id)
        if hit is None:
            return self._read_first(user_id, read)
        if time.monotonic() - hit[0] >= self.ttl and not self._reads.busy(user_id):
            with self._lock:
                self._due[user_id] = read
        return hit[1]

    def _read_first(self, user_id: str, read: Callable[[], Any]) -> Any:
        """One read for callers that find no value at once: a search's threads all ask for the
        pool size at its start (a count of a 100k user's memories: 20-50 ms warm, 0.4 s on a
        Neo4j just started), and the others wait for the first one's."""
        with self._lock:
            lock = self._first.setdefault(user_id, threading.Lock())
        try:
            with lock:
                hit = self._items.get(user_id)
                return hit[1] if hit is not None else self.put(user_id, read())
        finally:
            with self._lock:
                if self._first.get(user_id) is lock:
                    del self._first[user_id]

    def refresh_due(self) -> None:
        """Read again, in the background, the values a request found stale."""
        with self._lock:
            due, self._due = self._due, {}
        for user_id, read in due.items():
            self._reads.start(user_id, read, lambda value, u=user_id: self.put(u, value))

    def put(self, user_id: str, value: Any) -> Any:
        self._items.put(user_id, (time.monotonic(), value))
        return value
