"""A long-running process gives the memory it freed back to the system."""

import threading

import pytest

from graphmem.heap import HeapTrimmer, trim


def rss_mb() -> float:
    with open("/proc/self/status") as f:
        return next(int(line.split()[1]) for line in f if line.startswith("VmRSS")) / 1024


def test_freed_memory_goes_back_to_the_system():
    """Holes freed inside malloc's heap (as an import's embedding buffers leave) stay with the
    process until trimmed."""
    kept, freed = [], []
    for i in range(4000):
        freed.append(b"x" * 65536 + bytes([i % 256]))  # 64 kB written, below mmap's threshold
        kept.append(bytes([i % 256]) * 600)  # a block after each: the holes are not at the top
    before = rss_mb()
    freed.clear()
    held = rss_mb()
    if not trim():
        pytest.skip("not glibc: nothing to trim")
    after = rss_mb()
    assert held > before - 100  # free() alone gave little back
    assert held - after > 150, (before, held, after)
    assert len(kept) == 4000


def test_a_serving_process_trims_on_a_thread_of_its_own():
    trimmer = HeapTrimmer(every_s=0.01).start()
    try:
        names = [t.name for t in threading.enumerate()]
        assert "graphmem-heap-trim" in names
    finally:
        trimmer.close()
    assert "graphmem-heap-trim" not in [t.name for t in threading.enumerate()]
    off = HeapTrimmer(every_s=0).start()
    assert "graphmem-heap-trim" not in [t.name for t in threading.enumerate()]
    off.close()
