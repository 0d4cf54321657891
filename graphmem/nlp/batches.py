"""Texts to embed, split into batches that several threads encode together."""

from __future__ import annotations

import threading
from collections import deque
from collections.abc import Callable

import numpy as np


class Batches:
    """Texts grouped by length into batches (less padding to compute) that any number of
    threads encode together: each calls `work()`, then anyone calls `result()`.

    An import's encoder thread starts on them while the import's thread parses the same texts
    with spaCy on the other core; when the parse is done, that thread takes batches too. Two
    one-core runs side by side keep both cores busy: switching one run to the two-core session
    once the parse was done waited for the batch in hand to end (about half a second of an
    idle core per slice of 250 turns), and two one-core runs spend less CPU than one two-core
    run (3000 turns encoded alone: 14.8-15.4 s against 16.6-19.2 s).
    """

    def __init__(self, texts: list[str], batch_size: int,
                 encode: Callable[[list[str]], np.ndarray]):
        """`encode`: one batch's vectors; `batch_size`: at least len(texts) for a single batch."""
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
        self._encode = encode
        self._texts = texts
        self._todo = deque(order[i:i + batch_size] for i in range(0, len(order), batch_size))
        self._left = len(self._todo)
        self._out: np.ndarray | None = None
        self._lock = threading.Lock()
        self._done = threading.Event()
        self._error: BaseException | None = None
        if not self._todo:
            self._done.set()

    def work(self) -> None:
        """Encode batches until none is left to take (others may still be in hand)."""
        while (rows := self._take()) is not None:
            try:
                vectors = np.asarray(self._encode([self._texts[i] for i in rows]),
                                     dtype=np.float32)
            except BaseException as exc:
                self._fail(exc)
                raise
            self._put(rows, vectors)

    def result(self) -> np.ndarray:
        """All the vectors, in the order of the texts, once every batch is encoded."""
        self._done.wait()
        if self._error is not None:
            raise self._error
        return self._out if self._out is not None else np.empty((0, 0), dtype=np.float32)

    def _take(self) -> list[int] | None:
        with self._lock:
            return self._todo.popleft() if self._todo and self._error is None else None

    def _put(self, rows: list[int], vectors: np.ndarray) -> None:
        with self._lock:
            if self._out is None:
                self._out = np.empty((len(self._texts), vectors.shape[1]), dtype=np.float32)
            self._out[rows] = vectors
            self._left -= 1
            if self._left == 0:
                self._done.set()

    def _fail(self, exc: BaseException) -> None:
        with self._lock:
            self._error = exc
            self._todo.clear()
        self._done.set()
