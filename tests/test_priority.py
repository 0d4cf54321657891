"""Background work (deriving and writing records, refreshing episodes, curation, recording
accesses, re-reading a search's per-user values, building users' vector indexes) runs behind
searches: its threads lower their own priority, the threads that serve requests keep theirs."""

import os
import sys
import threading
import time

import pytest

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"),
                                reason="a thread's own priority is Linux's")

LOWERED = ("graphmem-derive", "graphmem-encode", "graphmem-commit", "graphmem-episodes",
           "graphmem-job", "graphmem-access", "search-refresh", "own-index")


@pytest.fixture
def live(services):
    """Services with the write path's episode refresh on (the suite's default is off)."""
    from graphmem.service import Services

    svc = Services(services.settings.model_copy(update={"episodes_on_write": True}))
    yield svc
    svc.close()


def test_the_threads_that_write_run_behind_the_ones_that_search(live, user):
    from graphmem.models import RecordIn

    services = live
    services.writer.append_many(user, [
        RecordIn(type="conversation", content=f"Nina moved the cron job to Kubernetes ({i})",
                 source_ref=f"p{i}", thread_id="t1", sender="Nina") for i in range(3)])
    assert services.episodes.flush(60)
    job = services.curator.runner.submit("noop", user, dict)
    deadline = time.monotonic() + 30
    while services.curator.runner.get(job, user)["status"] == "running":
        assert time.monotonic() < deadline
        time.sleep(0.05)

    # a search records its hits' accesses on a background thread; the searcher re-reads stale
    # per-user values and builds users' own vector indexes on others (started as they would be)
    assert services.searcher.search(user, _query("cron job")).results
    services.searcher._refresher.submit(int).result()
    services.searcher.own_indexes._builder.submit(int).result()

    own = os.getpriority(os.PRIO_PROCESS, os.getpid())
    lowered = min(19, own + services.settings.background_nice)
    assert services.settings.background_nice > 0 and lowered > own
    seen = {}
    for t in threading.enumerate():
        name = t.name.rsplit("_", 1)[0]  # a pool's threads are <prefix>_<n>
        if name in LOWERED:
            seen[name] = os.getpriority(os.PRIO_PROCESS, t.native_id)
    assert set(seen) == set(LOWERED), seen
    assert set(seen.values()) == {lowered}
    # the caller's thread (a request's, which serves searches too) keeps its priority
    assert os.getpriority(os.PRIO_PROCESS, threading.get_native_id()) == own
    assert len(services.searcher.search(user, _query("cron job"),
                                        record_access=False).results) == 3


def _query(text):
    from graphmem.models import SearchIn

    return SearchIn(query=text, kinds=["turn"])
