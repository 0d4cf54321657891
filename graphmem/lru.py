"""A bounded map that forgets its least recently used entries, safe across threads: the caches
a process keeps per text or per user (query vectors, per-user search values and statistics)."""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterator
from typing import Generic, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class LRU(Generic[K, V]):
    def __init__(self, size: int, weigh: Callable[[V], int] | None = None,
                 max_weight: int | None = None):
        """At most `size` entries and, with `weigh`, at most `max_weight` in all: entries whose
        size varies a lot (a user's statistics) are bounded by what they hold, not by their
        count. The newest entry stays even when it alone weighs more."""
        self.size = size
        self.weigh = weigh
        self.max_weight = max_weight
        self.weight = 0
        self._items: OrderedDict[K, V] = OrderedDict()
        self._weights: dict[K, int] = {}
        self._lock = threading.Lock()

    def get(self, key: K) -> V | None:
        """The value, now the most recently used; None if absent."""
        with self._lock:
            hit = self._items.get(key)
            if hit is not None:
                self._items.move_to_end(key)
            return hit

    def put(self, key: K, value: V) -> V:
        weight = self.weigh(value) if self.weigh is not None else None
        with self._lock:
            if weight is not None:
                self.weight += weight - self._weights.get(key, 0)
                self._weights[key] = weight
            self._items[key] = value
            self._items.move_to_end(key)
            while len(self._items) > self.size or self._too_heavy():
                old, _ = self._items.popitem(last=False)
                self.weight -= self._weights.pop(old, 0)
        return value

    def _too_heavy(self) -> bool:
        return (self.max_weight is not None and self.weight > self.max_weight
                and len(self._items) > 1)

    def __len__(self) -> int:
        return len(self._items)

    def clear(self) -> None:
        with self._lock:
            self._items.clear()
            self._weights.clear()
            self.weight = 0

    def __iter__(self) -> Iterator[K]:
        """The keys, least recently used first (a copy)."""
        with self._lock:
            return iter(list(self._items))
