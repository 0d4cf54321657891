"""The routing gate: does the user have anything retrievable yet?

Every model call asks it before anything is forwarded, so its answer is kept where that is safe:

- "has memory" is kept for good (memory is not taken away by a model call);
- "nothing yet" is kept for `empty_ttl_s` only, and dropped as soon as a write for the user
  finishes in this process (the proxy persisting a call's turns), so the call after a user's
  first one is not passed through on a stale answer. Writes made elsewhere (the API, another
  worker) are seen once the short lifetime is over.

The read itself runs on the gate's own small pool: it must not queue behind the server's other
blocking work (FastAPI runs sync routes on the shared thread limiter).

A user nobody has written for yet needs no read at all: the `Roster` keeps, per process, the users
that have a chain head (every write takes one): told at once of this process's commits, polled
from Neo4j twice a second for the others'. A user absent from a roster polled within
`empty_ttl_s` has nothing retrievable: the same staleness the "nothing yet" answer already allows
for writes made elsewhere. Present users are read as before.
"""

from __future__ import annotations

import asyncio
import logging
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime, timedelta

from graphmem.models import iso

log = logging.getLogger(__name__)

EMPTY_TTL_S = 2.0
USERS_KEPT = 100_000
ROSTER_POLL_S = 0.5
ROSTER_MAX_USERS = 200_000  # beyond this the roster is not kept: every unknown user is read
# A head's `touched_at` is the writing process's clock when its transaction began; that commits
# within the query timeout (30 s). The poll looks back this far to see it, clock skew included.
ROSTER_LOOKBACK_S = 60.0


class Roster:
    """The users that have written anything, as seen from this process (see the module doc)."""

    def __init__(self, load_all: Callable[[int], list[str]],
                 load_since: Callable[[str], list[str]], max_age_s: float,
                 poll_s: float = ROSTER_POLL_S, max_users: int = ROSTER_MAX_USERS,
                 clock: Callable[[], float] = time.monotonic):
        self.load_all, self.load_since = load_all, load_since
        self.max_age_s, self.poll_s, self.max_users = max_age_s, poll_s, max_users
        self.clock = clock
        self.users: set[str] = set()
        self.loaded = False
        self.disabled = False
        self.fresh_at = float("-inf")  # when the last successful poll began
        self._since = ""
        self._closed = threading.Event()
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()

    def absent(self, user_id: str) -> bool:
        """True only when a fresh roster says the user has never been written for."""
        self._start()
        with self._lock:
            fresh = self.clock() - self.fresh_at < self.max_age_s
            return self.loaded and not self.disabled and fresh and user_id not in self.users

    def add(self, user_id: str) -> None:
        with self._lock:
            self.users.add(user_id)

    def refresh(self) -> None:
        began, wall = self.clock(), datetime.now(UTC)
        if not self.loaded:
            users = self.load_all(self.max_users + 1)
        else:
            users = self.load_since(self._since)
        with self._lock:
            self.users.update(users)
            self.loaded, self.fresh_at = True, began
            if len(self.users) > self.max_users:
                self.disabled, self.users = True, set()
                log.info("proxy gate: over %d users; reading each one instead", self.max_users)
        self._since = iso(wall - timedelta(seconds=ROSTER_LOOKBACK_S))

    def close(self) -> None:
        self._closed.set()

    def _start(self) -> None:
        if self._thread is None:
            with self._lock:
                if self._thread is None:
                    self._thread = threading.Thread(target=self._run, daemon=True,
                                                    name="graphmem-gate-roster")
                    self._thread.start()

    def _run(self) -> None:
        while not self._closed.is_set() and not self.disabled:
            try:
                self.refresh()
            except Exception as exc:  # Neo4j away: the roster ages and the gate reads instead
                log.debug("proxy gate: roster poll failed (%s)", type(exc).__name__)
            self._closed.wait(self.poll_s)


class Gate:
    def __init__(self, read: Callable[[str], bool], timeout_s: float,
                 empty_ttl_s: float = EMPTY_TTL_S, clock: Callable[[], float] = time.monotonic,
                 roster: Roster | None = None):
        self.read = read
        self.roster = roster
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
            if until is not None:
                if until > self.clock():
                    return False
                del self.empty[user_id]
        return False if self.roster is not None and self.roster.absent(user_id) else None

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
        if self.roster is not None:
            self.roster.close()
        self.pool.shutdown(wait=False, cancel_futures=True)

    def _known(self, user_id: str) -> None:
        self.empty.pop(user_id, None)
        self.known[user_id] = None
        _bound(self.known)


def _bound(kept: OrderedDict) -> None:
    if len(kept) > USERS_KEPT:
        kept.popitem(last=False)
