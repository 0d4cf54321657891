"""A process's copy of small users' embeddings, for their exact vector search.

A user with few memories in a big shared store is searched by an exact scan of their embeddings
(`search/vector_exact`): the shared ANN index would have to return most of the store to reach
their share. Reading the vectors is most of that scan (a 438-memory user beside 102k other
memories: 15.0 ms, of which counting the memories 3.7). So the vectors are kept here, and each
search first reads the ids of the user's memories that have an embedding, with their stamps
(`search/embedding_stamps`). Every statement that writes an embedding gives it a new stamp
(`randomUUID()`), so a vector written since the copy was made, by this process or another, is
read again (`search/embeddings`), and a memory deleted since drops out. Embeddings written
before stamps existed carry '' until they are written again.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass

import numpy as np

from graphmem.curate.common import unit_rows
from graphmem.store.driver import Store


@dataclass(frozen=True)
class _Copy:
    ids: list[str]
    stamps: dict[str, str]
    rows: dict[str, int]
    matrix: np.ndarray  # unit vectors, row i for ids[i]


_EMPTY = _Copy([], {}, {}, np.empty((0, 0), dtype=np.float32))


@dataclass(frozen=True)
class Nearest:
    """One search's exact ranking of a user's memories, and the vectors it ranked: the search
    takes the cosines of its other candidates and the vectors of its near-copy check from them
    instead of reading embeddings from Neo4j."""

    copy: _Copy
    scores: np.ndarray  # the cosine of every memory in the copy, in its order

    def top(self, k: int) -> dict[str, float]:
        """The k closest, {id: cosine}, best first (fewer when the user has fewer memories)."""
        n = min(k, len(self.scores))
        if n == 0:
            return {}
        top = np.argpartition(-self.scores, n - 1)[:n]
        top = top[np.argsort(-self.scores[top], kind="stable")]
        return {self.copy.ids[i]: float(self.scores[i]) for i in top}

    def cosines(self, ids) -> dict[str, float]:
        """{id: cosine} of those of `ids` the copy holds."""
        rows = self.copy.rows
        return {i: float(self.scores[rows[i]]) for i in ids if i in rows}

    def unit(self, memory_id: str) -> np.ndarray | None:
        row = self.copy.rows.get(memory_id)
        return None if row is None else self.copy.matrix[row]


class UserVectors:
    """Copies of users' unit embeddings, at most `max_vectors` in all (least recently searched
    users go first); a user larger than that is scanned in Neo4j as before."""

    def __init__(self, store: Store, max_vectors: int):
        self.store = store
        self.max_vectors = max_vectors
        self._copies: OrderedDict[str, _Copy] = OrderedDict()
        self._held = 0
        self._lock = threading.Lock()

    def nearest(self, user_id: str, vector) -> Nearest | None:
        """Every memory of the user scored against `vector` (`Nearest.top(k)` ranks them); None
        when the user's vectors do not fit the copy (then Neo4j scans them)."""
        listed = self.store.read_values("search/embedding_stamps", user_id=user_id)[0]["memories"]
        if len(listed) > self.max_vectors:
            self._drop(user_id)
            return None
        copy = self._current(user_id, listed)
        if not copy.ids:
            return Nearest(copy, np.empty(0, dtype=np.float32))
        return Nearest(copy, copy.matrix @ unit_rows([vector])[0])

    def _current(self, user_id: str, listed: list[list[str]]) -> _Copy:
        """The copy of the user's vectors as `listed` says they are now, read again in part
        where a stamp changed."""
        with self._lock:
            old = self._copies.get(user_id, _EMPTY)
        stale = [m for m, s in listed if old.stamps.get(m) != s]
        if not stale and len(listed) == len(old.ids):  # nothing written or deleted since
            with self._lock:
                if user_id in self._copies:
                    self._copies.move_to_end(user_id)
            return old
        read = self.store.read_values(
            "search/embeddings", user_id=user_id, ids=stale)[0]["rows"] if stale else []
        # one a rebuild deletes while this runs reads back as [null, '', null]: as if gone
        read = [r for r in read if r[0] is not None]
        units = unit_rows([v for _, _, v in read])
        fresh = {m: (s, units[i]) for i, (m, s, _) in enumerate(read)}
        ids, stamps, vectors = [], {}, []
        for memory_id, stamp in listed:
            if memory_id in fresh:
                stamp, vector = fresh[memory_id]
            elif memory_id in old.rows and old.stamps[memory_id] == stamp:
                vector = old.matrix[old.rows[memory_id]]
            else:
                continue  # its embedding went between the two reads
            ids.append(memory_id)
            stamps[memory_id] = stamp
            vectors.append(vector)
        matrix = np.stack(vectors) if vectors else _EMPTY.matrix
        copy = _Copy(ids, stamps, {m: i for i, m in enumerate(ids)}, matrix)
        self._keep(user_id, copy)
        return copy

    def _keep(self, user_id: str, copy: _Copy) -> None:
        with self._lock:
            self._forget(user_id)
            if not copy.ids:  # nothing to keep: many such users must not pile up here
                return
            while self._copies and self._held + len(copy.ids) > self.max_vectors:
                _, evicted = self._copies.popitem(last=False)
                self._held -= len(evicted.ids)
            self._copies[user_id] = copy
            self._held += len(copy.ids)

    def _drop(self, user_id: str) -> None:
        with self._lock:
            self._forget(user_id)

    def _forget(self, user_id: str) -> None:
        """Called with the lock held."""
        old = self._copies.pop(user_id, None)
        self._held -= len(old.ids) if old is not None else 0
