"""The routing gate: does the user have anything retrievable yet?

Every model call asks it before anything is forwarded, so its answer is kept where that is safe:

- "has memory" is kept for good (memory is not taken away by a model call);
- "nothing yet" is kept for `empty_ttl_s` only, and dropped as soon as a write for the user
  finishes in this process (the proxy persisting a call's turns), so the call after a user's
  first one is not passed through on a stale answer. Writes made elsewhere (the API, another
  worker) are seen once the short lifetime is over.

The read itself runs on the gate's own small pool: it must not queue behind the server's other
blocking work (FastAPI runs sync routes on the shared thread limiter).
"""

from __future__ import annotations

import asyncio
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

EMPTY_TTL_S = 2.0
USERS_KEPT = 100_000


class Gate:
    def __init__(self, read: Callable[[str], bool], timeout_s: float,
                 empty_ttl_s: float = EMPTY_TTL_S, clock: Callable[[], float] = time.monotonic):
        self.read = read
        self.timeout_s = timeout_s
        self.empty_ttl_s = empty_ttl_s
        self.clock = clock
        self.lock = threading.Lock()
        self.known: OrderedDict[str, None] = OrderedDict()  # users known to have memory
        self.empty: OrderedDict[str, float] = OrderedDict()  # user -> "nothing yet" expires at
        self.writes = 0  # finished writes: a read that overlapped one keeps no "nothing yet"
        self.pool = ThreadPoolExecutor(max_workers=4, thread_name_prefix="graphmem-gate")

    def cached(self, user_id: str) -> bool | None:
        """The kept answer, or None when Neo4j must be asked."""
        with self.lock:
            if user_id in self.known:
                return True
            until = self.empty.get(user_id)
            if until is None:
                return None
            if until > self.clock():
                return False
            del self.empty[user_id]
            return None

    async def check(self, user_id: str) -> bool:
        """Raises what the read raises (Neo4j down) or TimeoutError after `timeout_s`."""
        kept = self.cached(user_id)
        if kept is not None:
            return kept
        writes = self.writes
        loop = asyncio.get_running_loop()
        found = await asyncio.wait_for(loop.run_in_executor(self.pool, self.read, user_id),
                                       self.timeout_s)
        with self.lock:
            if found:
                self._known(user_id)
            elif writes == self.writes:
                self.empty[user_id] = self.clock() + self.empty_ttl_s
                _bound(self.empty)
        return found

    def written(self, user_id: str, stored: bool) -> None:
        """A write for the user finished (called from the worker that made it)."""
        with self.lock:
            self.writes += 1
            self.empty.pop(user_id, None)
            if stored:
                self._known(user_id)

    def close(self) -> None:
        self.pool.shutdown(wait=False, cancel_futures=True)

    def _known(self, user_id: str) -> None:
        self.empty.pop(user_id, None)
        self.known[user_id] = None
        _bound(self.known)


def _bound(kept: OrderedDict) -> None:
    if len(kept) > USERS_KEPT:
        kept.popitem(last=False)
