"""Giving the memory a long-running process freed back to the system.

glibc's malloc keeps what a process frees for its next allocations, and hands back only what
sits at the top of its heaps. The embedder's buffers for a batch of long texts come and go in
tens of megabytes each, so after an import of documents malloc held ~430 MB free inside a
process that used ~110 (docs/DEVELOPING.md, "Memory of a long-running process").
`malloc_trim(0)` returns every free page; it took 14-24 ms here, so a serving process calls it
once a minute on a thread of its own. Elsewhere than glibc it does nothing.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import functools
import logging
import threading

log = logging.getLogger(__name__)


@functools.lru_cache(maxsize=1)
def _malloc_trim():
    """glibc's malloc_trim, or None (musl, macOS, Windows)."""
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        trim = libc.malloc_trim
    except (OSError, AttributeError):
        return None
    trim.argtypes = [ctypes.c_size_t]
    trim.restype = ctypes.c_int
    return trim


def trim() -> bool:
    """Hand malloc's free pages back to the system; whether this platform can."""
    fn = _malloc_trim()
    if fn is None:
        return False
    fn(0)
    return True


class HeapTrimmer:
    """Calls `trim` every `every_s` seconds on a daemon thread until closed."""

    def __init__(self, every_s: float):
        self.every_s = every_s
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self) -> HeapTrimmer:
        if self.every_s > 0 and _malloc_trim() is not None and self._thread is None:
            self._thread = threading.Thread(target=self._loop, name="graphmem-heap-trim",
                                            daemon=True)
            self._thread.start()
        return self

    def _loop(self) -> None:
        while not self._stop.wait(self.every_s):
            try:
                trim()
            except Exception:  # never worth a crash: memory stays as it was
                log.warning("malloc_trim failed", exc_info=True)

    def close(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=5)
            self._thread = None
