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
def _glibc():
    """The C library when it is glibc (it has malloc_trim and mallinfo2), else None (musl,
    macOS, Windows)."""
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        libc.malloc_trim.argtypes = [ctypes.c_size_t]
        libc.malloc_trim.restype = ctypes.c_int
        libc.mallinfo2.restype = _MallInfo2
    except (OSError, AttributeError):
        return None
    return libc


class _MallInfo2(ctypes.Structure):
    _fields_ = [(name, ctypes.c_size_t) for name in (
        "arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks", "uordblks",
        "fordblks", "keepcost")]


def trim() -> bool:
    """Hand malloc's free pages back to the system; whether this platform can."""
    libc = _glibc()
    if libc is None:
        return False
    libc.malloc_trim(0)
    return True


def malloc_mb() -> dict[str, float] | None:
    """glibc's view of its heaps, in MB: in use, held free, mapped; None elsewhere."""
    libc = _glibc()
    if libc is None:
        return None
    info = libc.mallinfo2()
    return {"in_use": info.uordblks / 2**20, "free": info.fordblks / 2**20,
            "mapped": info.hblkhd / 2**20}


def rss_mb() -> float:
    """This process's resident memory (Linux), in MB; 0.0 where /proc is not."""
    try:
        with open("/proc/self/status") as f:
            return next(int(line.split()[1]) for line in f if line.startswith("VmRSS")) / 1024
    except (OSError, StopIteration):
        return 0.0


class HeapTrimmer:
    """Calls `trim` every `every_s` seconds on a daemon thread until closed."""

    def __init__(self, every_s: float):
        self.every_s = every_s
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self) -> HeapTrimmer:
        if self.every_s > 0 and _glibc() is not None and self._thread is None:
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
