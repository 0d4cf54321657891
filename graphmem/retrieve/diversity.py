"""Diversity: a result that copies one ranked above it (the same text, a near-identical
embedding, the same entities matched as strongly) is pushed down."""

from __future__ import annotations

import numpy as np

from graphmem.retrieve.recipes import SearchRecipe
from graphmem.retrieve.signals import jaccard
from graphmem.retrieve.user_vectors import Nearest


class Shown:
    """The distinct results so far, and whether the next one copies one of them: the same
    text, an embedding within `near_duplicate_cosine`, or the same entities (Jaccard above
    `near_duplicate_jaccard`, two or more) matched as strongly. Each result is judged against
    the results above it only, so a page never depends on how many results were asked for."""

    def __init__(self, recipe: SearchRecipe, copy: Nearest | None = None):
        """`copy`: the user's vectors, when the process holds them (the page rows then carry
        no embedding)."""
        self.recipe = recipe
        self.copy = copy
        self.kept: list[tuple[float, dict, dict]] = []
        self.texts: set[str] = set()
        self.vectors: list[np.ndarray] = []
        self.entity_sets: list[tuple[set[str], float]] = []

    def copies(self, item, page_row: dict | None) -> bool:
        """Whether `item` copies a result shown above it; if not, it is shown."""
        _, row, signals = item
        text = " ".join(row["text"].lower().split())
        page_row = page_row or {}
        keys = set(page_row.get("entity_keys") or [])
        vector = (self.copy.unit(row["memory_id"]) if self.copy is not None
                  else _unit(page_row.get("embedding")))
        if (text in self.texts or self._close(vector)
                or self._same_entities(keys, signals["semantic"])):
            return True
        self.kept.append(item)
        self.texts.add(text)
        if vector is not None:
            self.vectors.append(vector)
        if len(keys) >= 2:
            self.entity_sets.append((keys, signals["semantic"]))
        return False

    def _close(self, vector: np.ndarray | None) -> bool:
        return vector is not None and bool(self.vectors) and float(
            np.max(np.stack(self.vectors) @ vector)) > self.recipe.near_duplicate_cosine

    def _same_entities(self, keys: set[str], semantic: float) -> bool:
        return len(keys) >= 2 and any(
            abs(semantic - other_semantic) < 0.01
            and jaccard(keys, other) > self.recipe.near_duplicate_jaccard
            for other, other_semantic in self.entity_sets)


def _unit(vector) -> np.ndarray | None:
    if not vector:
        return None
    array = np.asarray(vector, dtype=np.float32)
    return array / max(float(np.linalg.norm(array)), 1e-12)
