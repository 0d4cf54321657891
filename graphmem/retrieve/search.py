"""Hybrid search: vector + keyword + graph candidates -> filter -> signals -> fuse -> diversify.

Candidates come from three sources run concurrently; every filter (custody first) is applied in
one place (cypher/search/hydrate.cypher); each result carries the signals that ranked it.
"""

from __future__ import annotations

import re
import time
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime
from typing import Any

from graphmem.models import (
    SIGNALS,
    RetrievalMetadata,
    SearchIn,
    SearchOut,
    SearchResult,
    iso,
)
from graphmem.retrieve.recipes import SearchRecipe, recipe_for
from graphmem.retrieve.signals import decay_factor, discovered_weight, jaccard
from graphmem.store.driver import Store

WORD = re.compile(r"[^\W_]+", re.UNICODE)
LUCENE_OPERATORS = {"and", "or", "not", "to"}
MAX_TERMS = 32
MAX_VECTOR_K = 20_000


def lucene_query(text: str) -> str | None:
    """Plain terms only, OR-ed: no user input ever reaches Lucene as syntax."""
    terms = [t.lower() for t in WORD.findall(text)]
    terms = [t for t in dict.fromkeys(terms) if t not in LUCENE_OPERATORS][:MAX_TERMS]
    return " OR ".join(terms) if terms else None


class Searcher:
    def __init__(self, store: Store, embedder, extractor=None, settings=None):
        self.store = store
        self.embedder = embedder
        self.extractor = extractor
        self.settings = settings
        self.pool = ThreadPoolExecutor(max_workers=4, thread_name_prefix="search")

    def search(self, user_id: str, req: SearchIn, now: datetime | None = None) -> SearchOut:
        started = time.perf_counter()
        now = now or datetime.now(UTC)
        recipe = recipe_for(
            req.mode, req.weights.given() if req.weights else None,
            vector_k=getattr(self.settings, "vector_candidates", None),
            keyword_k=getattr(self.settings, "keyword_candidates", None),
        )
        keyword_f = self.pool.submit(self._keyword, user_id, req.query, recipe.keyword_k)
        query_keys = self._query_entities(req.query) if recipe.graph else []
        graph_f = self.pool.submit(self._graph, user_id, query_keys, recipe)
        vector = self.embedder.encode_query(req.query)
        keyword, graph = keyword_f.result(), graph_f.result()
        rows, vector_hits = self._vector_and_hydrate(user_id, req, vector, keyword, graph, recipe)
        results = self._rank(rows, req, recipe, keyword, graph, set(query_keys), now)
        meta = RetrievalMetadata(
            recipe=recipe.name, vector_candidates=vector_hits, keyword_candidates=len(keyword),
            graph_candidates=len(graph), post_filter_count=len(rows),
            total_latency_ms=round((time.perf_counter() - started) * 1000, 2),
        )
        return SearchOut(results=results[: req.top_k], retrieval_metadata=meta)

    # -- candidates ----------------------------------------------------------------------------
    def _keyword(self, user_id: str, query: str, k: int) -> dict[str, float]:
        lucene = lucene_query(query)
        if not lucene:
            return {}
        rows = self.store.read("search/keyword", user_id=user_id, lucene=lucene, k=k)
        return {r["id"]: r["score"] for r in rows}

    def _query_entities(self, query: str) -> list[str]:
        if self.extractor is None:
            return []
        try:
            return list(dict.fromkeys(m.key for m in self.extractor.extract(query).mentions))
        except Exception:  # a query the NER cannot read still searches by text
            return []

    def _graph(self, user_id: str, keys: list[str], recipe: SearchRecipe) -> dict[str, int]:
        if not keys:
            return {}
        rows = self.store.read("search/graph", user_id=user_id, keys=keys,
                               per_entity=recipe.graph_per_entity, limit=400)
        return {r["id"]: r["hops"] for r in rows}

    def _vector_and_hydrate(self, user_id, req, vector, keyword, graph, recipe):
        """Widen the ANN pool until top_k memories survive the filters or the index runs out."""
        k = recipe.vector_k
        params = self._filter_params(user_id, req, vector)
        while True:
            row = self.store.read("search/vector", user_id=user_id, k=k, vector=vector)[0]
            vector_ids = [h["id"] for h in row["hits"]]
            ids = list(dict.fromkeys(vector_ids + list(keyword) + list(graph)))
            rows = self.store.read("search/hydrate", ids=ids, **params)
            exhausted = row["raw"] < k or k >= MAX_VECTOR_K
            if len(rows) >= req.top_k or exhausted:
                return rows, len(vector_ids)
            k = min(k * 4, MAX_VECTOR_K)

    @staticmethod
    def _filter_params(user_id: str, req: SearchIn, vector) -> dict[str, Any]:
        def opt(value):
            return iso(value) if value is not None else None

        return {
            "user_id": user_id, "vector": vector,
            "kinds": list(req.kinds) or None,
            "types": [t.value for t in req.types] or None,
            "thread_id": req.thread_id, "topic_id": req.topic_id,
            "speakers": [s.lower() for s in req.speakers] or None,
            "since": opt(req.since), "until": opt(req.until),
            "as_of": opt(req.as_of), "known_at": opt(req.known_at),
            "include_superseded": req.include_superseded,
            "include_archived": req.include_archived,
            "now": iso(datetime.now(UTC)),
        }

    # -- scoring -------------------------------------------------------------------------------
    def _rank(self, rows, req, recipe, keyword, graph, query_keys, now) -> list[SearchResult]:
        top_keyword = max(keyword.values(), default=0.0) or 1.0
        scored = []
        for row in rows:
            signals = self._signals(row, req, keyword, graph, query_keys, top_keyword, now)
            score = sum(recipe.weights.get(name, 0.0) * signals[name] for name in SIGNALS)
            if row.get("discovered"):
                score *= discovered_weight(row, now)
            scored.append((score, row, signals))
        scored.sort(key=lambda item: item[0], reverse=True)
        if recipe.diversify:
            scored = _push_down_near_duplicates(scored, recipe)
        return [_result(row, score, signals) for score, row, signals in scored]

    @staticmethod
    def _signals(row, req, keyword, graph, query_keys, top_keyword, now) -> dict[str, float]:
        mem_keys = set(row["entity_keys"] or [])
        hops = graph.get(row["memory_id"])
        reference = req.as_of or now
        return {
            "semantic": max(0.0, float(row["cosine"] or 0.0)),
            "keyword": keyword.get(row["memory_id"], 0.0) / top_keyword,
            "graph": 0.0 if hops is None else 1.0 / (1 + hops),
            "recency": decay_factor(row["decay_class"], row["last_accessed_at"],
                                    row["occurred_at"], reference, bool(row["pinned"])),
            "importance": float(row["importance"] or 0.0),
            "topic": 1.0 if req.topic_id and row["topic_id"] == req.topic_id else 0.0,
            "entity": jaccard(query_keys, mem_keys),
            "task": 1.0 if row["kind"] == "task" and row.get("task_status") == "open" else 0.0,
        }


def _push_down_near_duplicates(scored, recipe: SearchRecipe):
    """A near-copy of a higher result goes below the distinct ones (kept, never dropped)."""
    kept, dups = [], []
    seen_texts: set[str] = set()
    for item in scored:
        _, row, signals = item
        text = " ".join(row["text"].lower().split())
        keys = set(row["entity_keys"] or [])
        duplicate = text in seen_texts or any(
            len(keys) >= 2 and jaccard(keys, set(k["entity_keys"] or [])) > recipe.
            near_duplicate_jaccard and abs(signals["semantic"] - s["semantic"]) < 0.01
            for _, k, s in kept
        )
        (dups if duplicate else kept).append(item)
        seen_texts.add(text)
    return kept + dups


def _result(row: dict, score: float, signals: dict[str, float]) -> SearchResult:
    return SearchResult(
        memory_id=row["memory_id"], kind=row["kind"], text=row["text"], score=round(score, 6),
        signals={k: round(v, 6) for k, v in signals.items()},
        record_ids=row["record_ids"], source_refs=row["source_refs"],
        thread_id=row["thread_id"], topic_id=row["topic_id"], sender=row["sender"],
        occurred_at=row["occurred_at"], valid_from=row["valid_from"], valid_to=row["valid_to"],
        superseded_by=row["superseded_by"], entities=sorted(set(row["entity_names"] or [])),
    )
