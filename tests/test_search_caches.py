"""What a search keeps per user between searches (how many memories the user holds, who speaks
in them) is read again after the search that finds it stale, never inside it: a user who
searches once a turn must not pay a count of all their memories in every search."""

import threading
import time
from concurrent.futures import ThreadPoolExecutor

import pytest

from graphmem.retrieve.background_reads import PerUser
from graphmem.retrieve.search import POOL_SIZE_TTL_S


class Reads:
    """A read that returns the values it is given, one per call, and counts its calls."""

    def __init__(self, *values):
        self.values = list(values)
        self.calls = 0

    def __call__(self):
        self.calls += 1
        value = self.values.pop(0)
        if isinstance(value, Exception):
            raise value
        return value


@pytest.fixture
def refresher():
    pool = ThreadPoolExecutor(max_workers=1)
    yield pool
    pool.shutdown(wait=True)


def _age(cache: PerUser, user: str, seconds: float) -> None:
    at, value = cache._items.get(user)
    cache._items.put(user, (at - seconds, value))


def _settle(refresher: ThreadPoolExecutor) -> None:
    refresher.submit(lambda: None).result(timeout=10)


def test_a_first_read_is_inline_and_a_fresh_value_is_not_read_again(refresher):
    cache, read = PerUser(5.0, refresher), Reads(3, 4)
    assert cache.get("u", read) == 3
    assert cache.get("u", read) == 3
    cache.refresh_due()
    _settle(refresher)
    assert read.calls == 1


def test_callers_that_find_no_value_together_share_one_read(refresher):
    """A search's threads all ask for a new user's pool size at its start: one count, not one
    per thread; a read that fails is tried again by the next caller."""
    cache, gate = PerUser(5.0, refresher), threading.Event()

    class SlowReads(Reads):
        def __call__(self):
            gate.wait(10)
            return super().__call__()

    read = SlowReads(ValueError("Neo4j went away"), 42)
    with ThreadPoolExecutor(max_workers=4) as callers:
        asked = [callers.submit(cache.get, "u", read) for _ in range(4)]
        time.sleep(0.2)  # all four are asking before the first read ends
        gate.set()
        outcomes = [f.exception() or f.result() for f in asked]
    assert sorted(map(str, outcomes)) == ["42", "42", "42", "Neo4j went away"]
    assert read.calls == 2


def test_a_stale_value_serves_its_search_and_is_read_after_it(refresher):
    cache, read = PerUser(5.0, refresher), Reads(3, 7)
    cache.get("u", read)
    _age(cache, "u", 6)
    assert cache.get("u", read) == 3  # the search that finds it stale does not wait
    assert read.calls == 1
    cache.refresh_due()  # the end of that search
    _settle(refresher)
    assert read.calls == 2 and cache.get("u", read) == 7


def test_a_failed_read_keeps_the_old_value_and_the_next_search_tries_again(refresher):
    cache, read = PerUser(5.0, refresher), Reads(3, RuntimeError("neo4j went away"), 9)
    cache.get("u", read)
    _age(cache, "u", 6)
    cache.get("u", read)
    cache.refresh_due()
    _settle(refresher)
    assert cache.get("u", read) == 3 and read.calls == 2
    cache.refresh_due()
    _settle(refresher)
    assert cache.get("u", read) == 9 and read.calls == 3


def test_a_value_being_read_is_not_read_twice(refresher):
    cache, release = PerUser(5.0, refresher), threading.Event()
    read = Reads(1, 2)

    def slow():
        release.wait(10)
        return read()

    cache.get("u", read)
    _age(cache, "u", 6)
    cache.get("u", slow)
    cache.refresh_due()
    cache.get("u", slow)  # stale still: its read has not come back
    cache.refresh_due()
    release.set()
    _settle(refresher)
    assert read.calls == 2 and cache.get("u", read) == 2


def test_the_least_recently_searched_users_are_dropped_past_the_limit(refresher):
    cache = PerUser(5.0, refresher, max_users=2)
    for user in ("a", "b"):
        cache.get(user, Reads(user))
    cache.get("a", Reads())  # a searched again: b is now the oldest
    cache.get("c", Reads("c"))
    assert list(cache._items) == ["a", "c"]


def test_a_search_uses_the_counts_it_has_and_refreshes_them_after(services, user):
    """The real searcher: a user's pool size is read on the first search; once stale, the next
    search still finds the memory written since (the hydrate reads the store), and the count is
    read again after it."""
    from graphmem.models import RecordIn, SearchIn

    services.writer.append(user, RecordIn(type="conversation", source_ref="a",
                                          content="The staging cluster lives in eu-west-1"))
    searcher = services.searcher
    searcher.search(user, SearchIn(query="staging cluster"))
    assert searcher._pool_size(user)[0] == 1
    services.writer.append(user, RecordIn(type="conversation", source_ref="b",
                                          content="Production moved to ap-southeast-2 in May"))
    _age(searcher._sizes, user, POOL_SIZE_TTL_S + 1)
    started = time.monotonic()
    out = searcher.search(user, SearchIn(query="where does production run?"))
    assert out.results[0].source_refs == ["b"]
    while searcher._sizes._items.get(user)[0] < started:  # the read after the search
        assert time.monotonic() - started < 10
        time.sleep(0.01)
    assert searcher._pool_size(user)[0] == 2
