"""Reads that refresh what a search keeps per user, run off the search's path."""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Hashable
from concurrent.futures import Executor
from typing import Any

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
