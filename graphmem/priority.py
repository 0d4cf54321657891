"""Background work yields the cores to searches.

On two cores an import keeps both busy (the encoder, spaCy, Neo4j), and a search that arrives
meanwhile waited for them: `bench/search.py --during-import 3000` p50 57 ms, p95 114 against
29 / 41 alone. The threads that derive and write records, refresh episodes and run curation,
and the search's own background threads (the access log's writer, the re-reads of stale
per-user values, the builds of users' own vector indexes), lower their scheduling priority
(Linux's `nice`, which is per thread there) by `Settings.background_nice`, so a search's
threads run first and the background work takes what they leave; alone, it runs as fast as
before (an idle core goes to whoever wants it). Elsewhere, or with 0, nothing changes. Only
ever lowered: an unprivileged process cannot raise a thread's priority again, so only threads
that do nothing else are lowered.
"""

from __future__ import annotations

import logging
import os
import sys
import threading
from concurrent.futures import ThreadPoolExecutor

log = logging.getLogger(__name__)

MAX_NICE = 19


def lower_this_thread(nice: int) -> None:
    """Lower the calling thread's priority to the process's own plus `nice` (never raise it)."""
    if nice <= 0 or not sys.platform.startswith("linux"):
        return
    try:
        # On Linux PRIO_PROCESS takes a thread id and sets that thread alone; the process's
        # id names its main thread, whose priority a thread started anywhere is measured from.
        tid = threading.get_native_id()
        target = min(MAX_NICE, os.getpriority(os.PRIO_PROCESS, os.getpid()) + nice)
        if os.getpriority(os.PRIO_PROCESS, tid) < target:
            os.setpriority(os.PRIO_PROCESS, tid, target)
    except OSError as exc:  # a sandbox that forbids it: the work runs at normal priority
        log.debug("could not lower a background thread's priority: %s", exc)


def background_pool(workers: int, name: str, nice: int) -> ThreadPoolExecutor:
    """A thread pool for background work: each of its threads lowers its own priority by
    `nice` as it starts (`lower_this_thread`)."""
    return ThreadPoolExecutor(max_workers=workers, thread_name_prefix=name,
                              initializer=lower_this_thread, initargs=(nice,))
