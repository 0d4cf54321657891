"""A vector index of their own for users too big to scan and too small a share of the store to
reach through the shared one.

The shared index (`memory_embedding`) cannot filter by user, so a search asks it for enough
neighbours to reach the user's share: 200 x all memories / theirs. Beside a user of 102k, one of
20,000 asked for 1,220 (27.8 ms bare, against 4.8 for 200) and searched in 76 ms p50 where the big
user took 52; the process's copy of their vectors does no better at that size, since each search
reads every id and stamp (137 ms). Every memory carries its owner's label, `User:<user_id>`
(set by each statement that creates one: cypher/memories/owner_label.cypher), so an index on that
label holds exactly one user's vectors (docs/DEVELOPING.md, session 46).

A user between OWN_INDEX_MIN memories and OWN_INDEX_MAX_SHARE of the store gets one, built in the
background: their older memories labelled first (memories written before labels existed), then
the index created, which Neo4j populates. Search uses it once it is online and every memory of
the user carries the label; until then, and whenever either stops being so, the shared index
answers as before.
"""

from __future__ import annotations

import hashlib
import logging
import threading

from neo4j.exceptions import Neo4jError

from graphmem.priority import background_pool
from graphmem.store.driver import Store
from graphmem.store.queries import query

log = logging.getLogger(__name__)

# Below this the process's copy of the user's vectors is scanned exactly (search.COPIED_SCAN_MAX).
OWN_INDEX_MIN = 10_000
# A user holding more of the store reaches theirs with at most twice `vector_k` from the shared
# index; a second index of nearly the same vectors would only double their writes' index work.
OWN_INDEX_MAX_SHARE = 0.5
LABEL_BATCH = 5000


def owner_label(user_id: str) -> str:
    """The label every memory of `user_id` carries (as cypher/memories/owner_label.cypher sets)."""
    return f"User:{user_id}"


def index_name(user_id: str) -> str:
    return "memory_embedding_user_" + hashlib.sha1(user_id.encode()).hexdigest()[:20]


def qualifies(mine: int, total: int) -> bool:
    return mine >= OWN_INDEX_MIN and mine <= total * OWN_INDEX_MAX_SHARE


def _identifier(name: str) -> str:
    """`name` quoted as a Cypher identifier (a label or index name in a schema statement, which
    takes no parameters): backticks around it, each backtick inside doubled."""
    return "`" + name.replace("`", "``") + "`"


def _run_schema(store: Store, name: str, user_id: str) -> None:
    """Run the schema statement `name` for this user's index: a schema statement takes no
    parameters, so the quoted index name and label are put into its text."""
    text = (query(name).replace("__INDEX__", _identifier(index_name(user_id)))
            .replace("__LABEL__", _identifier(owner_label(user_id))))
    with store.driver.session(database=store.database) as session:
        session.run(text).consume()


def drop_own_index(store: Store, user_id: str) -> None:
    _run_schema(store, "search/own_index_drop", user_id)


class OwnIndexes:
    """Which users' own index is ready, read again in the background (`background_reads.PerUser`),
    and the builds under way."""

    def __init__(self, store: Store, nice: int = 0):
        self.store = store
        # builds run behind searches (graphmem/priority.py)
        self._builder = background_pool(1, "own-index", nice)
        self._building: set[str] = set()
        self._lock = threading.Lock()
        self._closing = threading.Event()

    def close(self) -> None:
        """Stop between batches of a build under way (the next process's check resumes it)."""
        with self._lock:
            self._closing.set()
        self._builder.shutdown(wait=True, cancel_futures=True)

    def state(self, user_id: str) -> str | None:
        """The user's index name when search can use it; otherwise None, and a build started
        when there is none yet or some memory of the user lacks the label."""
        name = index_name(user_id)
        try:
            rows = self.store.read_values("search/own_index_state", index=name)
            # counted only once there is an index: a build labels whatever lacks the label
            unlabelled = self.store.read_values(
                "search/own_unlabelled", user_id=user_id,
                label=owner_label(user_id))[0]["unlabelled"] if rows else 0
        except Neo4jError as exc:  # e.g. a server of one's own that denies SHOW INDEXES
            log.warning("cannot tell whether user %s has a vector index of their own (%s); "
                        "the shared one answers", user_id, exc.code)
            return None
        if not rows or unlabelled:
            self.build(user_id)
            return None
        if rows[0]["state"] == "FAILED":  # Neo4j's debug.log says why; dropped, it is built anew
            log.warning("the vector index of user %s failed to populate; the shared one answers",
                        user_id)
        return name if rows[0]["state"] == "ONLINE" else None

    def build(self, user_id: str) -> None:
        with self._lock:
            if user_id in self._building or self._closing.is_set():
                return
            self._building.add(user_id)
            self._builder.submit(self._build, user_id)

    def _build(self, user_id: str) -> None:
        try:
            label = owner_label(user_id)
            while self.store.write("search/own_label_backfill", user_id=user_id, label=label,
                                   batch=LABEL_BATCH)[0]["labelled"]:
                if self._closing.is_set():
                    return
            _run_schema(self.store, "search/own_index_create", user_id)
            log.info("vector index %s made for user %s", index_name(user_id), user_id)
        except Exception:  # a search never fails for it: the shared index answers meanwhile
            log.exception("building the vector index of user %s", user_id)
        finally:
            with self._lock:
                self._building.discard(user_id)
