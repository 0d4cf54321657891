"""The bounded caches a long-running process keeps."""

from graphmem.lru import LRU


def test_the_least_recently_used_entry_goes_first():
    cache = LRU(2)
    cache.put("a", 1)
    cache.put("b", 2)
    assert cache.get("a") == 1  # "b" is now the least recently used
    cache.put("c", 3)
    assert cache.get("b") is None and cache.get("a") == 1 and cache.get("c") == 3


def test_entries_of_uneven_size_are_bounded_by_their_weight():
    cache = LRU(100, weigh=len, max_weight=10)
    cache.put("a", "xxxx")
    cache.put("b", "yyyy")
    assert cache.weight == 8
    cache.put("c", "zzzz")  # 12 > 10: "a" goes
    assert cache.get("a") is None and cache.weight == 8
    cache.put("b", "y")  # a value replaced is weighed again
    assert cache.weight == 5
    cache.put("d", "w" * 30)  # heavier than the bound alone: it stays, the others go
    assert list(cache) == ["d"] and cache.weight == 30
    cache.clear()
    assert cache.weight == 0 and cache.get("d") is None
