"""One search's candidates scored: the base signals of each (semantic, keyword, graph, recency,
...), the context signals spread from them (neighbour, session, reply, speaker), and the
recipe's weighted sums."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from graphmem.models import CONTEXT_SIGNALS, QUESTION_SIGNALS, SIGNALS, SearchIn, parse_iso
from graphmem.retrieve.answer_types import answer_type
from graphmem.retrieve.context_signals import (
    named_speakers,
    neighbour_scores,
    reply_scores,
    session_scores,
)
from graphmem.retrieve.query_dates import AnyYear, Window, time_match
from graphmem.retrieve.recipes import SearchRecipe
from graphmem.retrieve.signals import decay_factor, jaccard, statement_share
from graphmem.retrieve.user_vectors import Nearest

# What a candidate scores on its own; the context signals (CONTEXT_SIGNALS) spread these.
BASE_SIGNALS = SIGNALS


@dataclass
class Pool:
    """One search's inputs, shared by the scoring steps (the Searcher itself is shared state)."""

    user_id: str
    req: SearchIn
    recipe: SearchRecipe
    keyword: dict[str, float]
    graph: dict[str, int]
    query_keys: set[str]
    now: datetime
    vector: list[float]
    top_keyword: float
    expected: frozenset[str]  # entity types the question asks for
    words: frozenset[str]
    windows: tuple[Window | AnyYear, ...]  # the dates the question names
    params: dict[str, Any]  # search/hydrate's, for the neighbours that join the pool
    copy: Nearest | None  # the user's vectors, when this process holds them (UserVectors)
    page_rows: dict[str, dict] = field(default_factory=dict)  # search/page's, read so far
    _signals: dict[str, dict[str, float]] = field(default_factory=dict)
    _base: dict[str, float] = field(default_factory=dict)
    base_weights: tuple[tuple[str, float], ...] = field(init=False)  # the recipe's, that count
    all_weights: tuple[tuple[str, float], ...] = field(init=False)

    def __post_init__(self) -> None:
        self.base_weights = _active(self.recipe.weights, BASE_SIGNALS)
        self.all_weights = _active(self.recipe.weights,
                                   SIGNALS + CONTEXT_SIGNALS + QUESTION_SIGNALS)

    def signals(self, row: dict) -> dict[str, float]:
        """A candidate's base signals, computed once per search (ranking and the neighbour
        expansion both read them)."""
        cached = self._signals.get(row["memory_id"])
        if cached is None:
            cached = self._signals[row["memory_id"]] = self._compute(row)
        return cached

    def forget(self, ids: set[str]) -> None:
        """Drop the cached scores of these candidates (their inputs changed)."""
        for mid in ids:
            self._signals.pop(mid, None)
            self._base.pop(mid, None)

    def base(self, row: dict) -> float:
        """A candidate's weighted base signals (what the context signals spread), once."""
        score = self._base.get(row["memory_id"])
        if score is None:
            score = self._base[row["memory_id"]] = weighted(self.signals(row),
                                                             self.base_weights)
        return score

    def _semantic(self, row: dict) -> float:
        whole = float(row["cosine"] or 0.0)
        facet = row.get("facet_cosine")  # set only where it beats the whole (Searcher._rank)
        if facet is not None:
            whole = self.recipe.facet_share * facet + (1 - self.recipe.facet_share) * whole
        return max(0.0, whole)

    def _last_access(self, row: dict, reference: datetime) -> str | None:
        """The access the recipe's decay clock counts from, if any; one after `reference` (an
        as-of search) had not happened then."""
        last = row["last_accessed_at"] if self.recipe.recency_clock == "access" else None
        if last is None or (self.req.as_of is not None and parse_iso(last) > reference):
            return None
        return last

    def _compute(self, row: dict) -> dict[str, float]:
        hops = self.graph.get(row["memory_id"])
        reference = self.req.as_of or self.now
        return {
            "semantic": self._semantic(row),
            "keyword": (self.keyword.get(row["memory_id"], 0.0) / self.top_keyword)
                       ** self.recipe.keyword_power,
            "graph": 0.0 if hops is None else 1.0 / (1 + hops),
            "recency": decay_factor(row["decay_class"], self._last_access(row, reference),
                                    row["occurred_at"], reference, bool(row["pinned"])),
            "importance": float(row["importance"] or 0.0),
            # a topic_id filters the candidates (search/hydrate): all that pass match it
            "topic": 1.0 if self.req.topic_id else 0.0,
            "entity": jaccard(self.query_keys, set(row["entity_keys"] or [])),
            "task": 1.0 if row["kind"] == "task" and row.get("task_status") == "open" else 0.0,
            "answer_type": answer_type(self.expected, self.words, row["entities"], row["text"]),
            "time": time_match(self.windows, row["occurred_at"]),
            "statement": statement_share(row["text"]),
        }


def add_context(rows, query: str, base, signals, adjacency) -> None:
    threads = {r["memory_id"]: r["thread_id"] for r in rows}
    neighbour = neighbour_scores(base, adjacency)
    session = session_scores(base, threads)
    reply = reply_scores(base, rows)
    named = named_speakers(query, {r["sender"] for r in rows if r["sender"]})
    for r in rows:
        sig = signals[r["memory_id"]]
        sig["neighbour"] = neighbour[r["memory_id"]]
        sig["session"] = session[r["memory_id"]]
        sig["reply"] = reply[r["memory_id"]]
        sig["speaker"] = 1.0 if r["sender"] in named else 0.0


def _active(weights: dict[str, float], names) -> tuple[tuple[str, float], ...]:
    """The (signal, weight) pairs of `names` that count, once per search: a search weighs
    some 600 signal sets."""
    return tuple((name, w) for name in names if (w := weights.get(name, 0.0)))


def weighted(signals: dict[str, float], weights: tuple[tuple[str, float], ...]) -> float:
    total = 0.0
    for name, w in weights:
        total += w * signals.get(name, 0.0)
    return total
