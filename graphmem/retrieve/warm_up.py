"""A few searches a starting server runs by itself, so that people's first ones are not the
slowest it ever answers.

After Neo4j starts, Cypher plans each statement the first time it runs and the JVM interprets
its code until it has compiled what runs often. Measured on the 100k-memory bench user with
Neo4j just started (session 33): the first search took 4.4 s and the next ones 100-170 ms for
a while (60 ms warm); after one search for a user with no memories, which plans the statements,
the first real one still took 2.7 s; after five searches for the user, 0.4 s. So the warm-up
searches as the users who wrote last, with questions of the usual shapes, and counts no access
(ranking and decay are untouched). It runs beside requests, which it does not wait for.
"""

from __future__ import annotations

import logging
import threading
import time
from dataclasses import dataclass, field

from graphmem.models import SearchIn

log = logging.getLogger(__name__)

# Questions of the shapes people ask: a decision, a name, a date, a plan, a problem.
QUESTIONS = (
    "what did we decide about the release last week",
    "who is working on the launch",
    "what happened yesterday",
    "what did Alex say about the budget",
    "what is planned for next month",
    "were there any problems with the deploy",
)
RECENT_USERS = 3
NOBODY = "graphmem-warm-up"  # an empty store's searches: they still plan every statement


@dataclass
class WarmUpRun:
    users: list[str] = field(default_factory=list)
    searches: int = 0
    seconds: float = 0.0


class WarmUp:
    """`start()` runs `searches` searches on a thread of its own; `stop()` ends it after the
    search in hand (call it before the searcher closes); `wait()` gives what it did."""

    STOP_WAIT_S = 10.0  # a search stuck on a Neo4j gone away does not hold up a shutdown

    def __init__(self, store, searcher, searches: int):
        self.store = store
        self.searcher = searcher
        self.searches = searches
        self.run = WarmUpRun()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._main, name="graphmem-warm-up", daemon=True)

    def start(self) -> WarmUp:
        if self.searches > 0:
            self._thread.start()
        return self

    def stop(self) -> None:
        self._stop.set()
        self.wait(self.STOP_WAIT_S)

    def wait(self, timeout: float | None = None) -> WarmUpRun:
        if self._thread.is_alive():
            self._thread.join(timeout)
        return self.run

    def _main(self) -> None:
        started = time.perf_counter()
        try:
            self._search_all()
        except Exception:  # an optimisation: a server that could not warm up still serves
            log.warning("warming up the search path failed", exc_info=True)
        self.run.seconds = round(time.perf_counter() - started, 2)
        log.info("warmed up the search path in %.1f s: %d searches, as %s",
                 self.run.seconds, self.run.searches, self._whom())

    def _whom(self) -> str:
        if self.run.users == [NOBODY]:
            return "nobody (no user has written yet)"
        n = len(self.run.users)
        return f"the {n} users who wrote last" if n > 1 else "the user who wrote last"

    def _search_all(self) -> None:
        rows = self.store.read("search/recent_users", limit=RECENT_USERS)
        self.run.users = [r["user_id"] for r in rows] or [NOBODY]
        for i in range(self.searches):
            if self._stop.is_set():
                return
            user = self.run.users[i % len(self.run.users)]
            question = QUESTIONS[i % len(QUESTIONS)]
            self.searcher.search(user, SearchIn(query=question), record_access=False)
            self.run.searches += 1
