"""Which users' memories the shared vector index holds.

The shared index (`memory_embedding`, on the label `Vectored`) cannot filter by user, so a user
with few memories in a big store is searched by an exact scan of their own vectors instead
(search._vector_plans). Their memories gain nothing from the index, and each one costs Neo4j
an HNSW insert and, as Lucene merges segments, the same again more than once: an import of
3000 turns beside a 102k-memory user took Neo4j 6.1-8.0 CPU-seconds with the index over them,
3.9-4.4 without (docs/DEVELOPING.md, session 54).

So a user joins the index when their search would ask it (`due`): more memories than an exact
scan handles, or a quarter of the store or more (the one user of a store joins with their first
write). The append that makes them so sets `UserHead.vectored` under the user's append lock
(memories/vector_join), and it and every later write label their memories `Vectored`
(memories/owner_label). The memories written before are labelled here, in the background;
then `vectored_ready` is set and the user's searches may ask the index. Until then they scan
exactly, as before they joined. A user never leaves the index.
"""

from __future__ import annotations

import logging
import threading
import time

from graphmem.lru import LRU
from graphmem.models import now_iso
from graphmem.priority import background_pool
from graphmem.store.driver import Store, run_named
from neo4j import ManagedTransaction

log = logging.getLogger(__name__)

EXACT_SCAN_MAX = 3000  # memories of one user that a flat cosine scan handles in ~30 ms
# With the process's copy of their vectors (retrieve/user_vectors.py) a search reads only the
# ids and stamps, so larger users are scanned exactly too: beside 102-114k memories of another
# user, a user of 4,000 memories searched in 43.0 ms p50 this way against 78.8 through an ANN
# request of ~5,300, one of 8,000 in 52.4 against 62.8 (docs/DEVELOPING.md, session 45).
COPIED_SCAN_MAX = 10_000
LABEL_BATCH = 5000
ENSURE_EVERY_S = 60.0
READY_TRIES = 3  # a backfill that still finds memories without the label labels them again


def exact_scan_max(copy_max: int) -> int:
    """The most memories a user may have to be scanned exactly: more when the process keeps a
    copy of their vectors (`vector_copy_max`) that they fit in."""
    if copy_max <= 0:
        return EXACT_SCAN_MAX
    return max(EXACT_SCAN_MAX, min(COPIED_SCAN_MAX, copy_max))


def due(mine: int, total: int, exact_max: int) -> bool:
    """Whether a user of `mine` memories in a store of `total` belongs in the shared index: too
    many to scan exactly, or a quarter of the store or more (then their share of the index is
    large enough for an ANN request of at most four times `vector_k` to reach it). The share is
    of the whole store, not of the index: in a store of many small users none joins, where
    counting the index would let the first few in while it is still small
    (memories/vector_join asks the same)."""
    return mine > exact_max or 4 * mine >= total


class SharedIndex:
    """Joins users to the shared vector index and labels their older memories."""

    def __init__(self, store: Store, copy_max: int, nice: int = 0):
        self.store = store
        self.exact_max = exact_scan_max(copy_max)
        self._labeller = background_pool(1, "shared-index", nice)
        self._labelling: set[str] = set()
        self._lock = threading.Condition()
        self._closing = threading.Event()
        self._ensured: LRU[str, float] = LRU(4096)  # user -> when a search last asked

    def close(self) -> None:
        """Stop between batches of a backfill under way (the user's next search resumes it)."""
        with self._lock:
            self._closing.set()
        self._labeller.shutdown(wait=True, cancel_futures=True)

    def flush(self, timeout: float = 60.0) -> bool:
        """Wait until the backfills under way are done; False if `timeout` passed first."""
        with self._lock:
            return self._lock.wait_for(lambda: not self._labelling, timeout)

    def join_in(self, tx: ManagedTransaction, user_id: str, incoming: int, now: str) -> bool:
        """In an append's transaction, after its lock: whether the user joins with it."""
        return bool(run_named(tx, "memories/vector_join", {
            "user_id": user_id, "incoming": incoming, "exact_max": self.exact_max, "now": now}))

    def ensure(self, user_id: str) -> None:
        """For a user whose search would ask the index but who is not in it yet (their share
        grew as others' memories went, an earlier backfill was stopped): join them and label
        their memories, in the background. Each search of theirs asks until their memories
        are in; the work is started at most once a minute."""
        now = time.monotonic()
        with self._lock:
            last = self._ensured.get(user_id)
            if last is not None and last > now - ENSURE_EVERY_S:
                return
            self._ensured.put(user_id, now)
        self._submit(user_id, join=True)

    def label(self, user_id: str) -> None:
        """Label the joined user's older memories in the background, then mark them ready."""
        self._submit(user_id, join=False)

    def _submit(self, user_id: str, join: bool) -> None:
        with self._lock:
            if user_id in self._labelling or self._closing.is_set():
                return
            self._labelling.add(user_id)
            self._labeller.submit(self._label, user_id, join)

    def _label(self, user_id: str, join: bool) -> None:
        try:
            if join:  # takes the append lock as an append's join does; no row if joined before
                self.store.write("memories/vector_join", user_id=user_id, incoming=0,
                                 exact_max=0, now=now_iso())
            for _ in range(READY_TRIES):
                while self.store.write("search/vector_backfill", user_id=user_id,
                                       batch=LABEL_BATCH)[0]["labelled"]:
                    if self._closing.is_set():
                        return
                if self._ready(user_id):
                    log.info("user %s joined the shared vector index", user_id)
                    return
        except Exception:  # a search never fails for it: the user is scanned exactly meanwhile
            log.exception("labelling the memories of user %s for the shared vector index",
                          user_id)
        finally:
            with self._lock:
                self._labelling.discard(user_id)
                self._lock.notify_all()

    def _ready(self, user_id: str) -> bool:
        now = now_iso()

        def work(tx: ManagedTransaction) -> bool:
            # under the append lock: no append of the user is half written meanwhile
            run_named(tx, "curate/lock_user_writes", {"user_id": user_id, "now": now})
            return bool(run_named(tx, "search/vector_ready",
                                  {"user_id": user_id, "now": now})[0]["ready"])
        return self.store.write_tx(work)
