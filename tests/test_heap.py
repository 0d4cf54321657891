"""A long-running process gives the memory it freed back to the system."""

import ctypes
import threading

import pytest

from graphmem.heap import HeapTrimmer, rss_mb, trim


def test_freed_memory_goes_back_to_the_system():
    """Holes freed inside malloc's heap (as an import's embedding buffers leave) stay with the
    process until trimmed. Blocks of one size, every other one freed: each hole sits between
    two kept blocks wherever malloc placed them, so free() alone cannot return it."""
    libc = ctypes.CDLL("libc.so.6")
    libc.malloc.restype = ctypes.c_void_p
    libc.malloc.argtypes = [ctypes.c_size_t]
    libc.free.argtypes = [ctypes.c_void_p]
    size = 64 * 1024  # below malloc's mmap threshold: from its heap
    blocks = [libc.malloc(size) for _ in range(8000)]
    for block in blocks:
        ctypes.memset(block, 1, size)  # touched: resident
    before = rss_mb()
    for block in blocks[::2]:
        libc.free(block)
    held = rss_mb()
    try:
        if not trim():
            pytest.skip("not glibc: nothing to trim")
        after = rss_mb()
        assert held > before - 50, (before, held)  # free() alone gave little back
        assert held - after > 150, (before, held, after)  # 250 MB of holes
    finally:
        for block in blocks[1::2]:
            libc.free(block)


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
