"""Hybrid search: vector + keyword + graph candidates -> filter -> signals -> fuse -> diversify.

Candidates come from three sources run concurrently; every filter (custody first) is applied in
one place (cypher/search/hydrate_rows.cypher, the end of search/hydrate and
search/vector_hydrate); each result carries the signals that ranked it.
"""

from __future__ import annotations

import logging
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from graphmem.lru import LRU
from graphmem.models import (
    RetrievalMetadata,
    SearchIn,
    SearchOut,
    SearchResult,
    iso,
)
from graphmem.priority import background_pool
from graphmem.retrieve.answer_types import expected_types, query_words
from graphmem.retrieve.background_reads import PerUser
from graphmem.retrieve.context_signals import named_speakers
from graphmem.retrieve.diversity import Shown
from graphmem.retrieve.keyword_stats import KeywordStats, index_terms
from graphmem.retrieve.lucene import (
    KEYWORD_FIELDS,
    WORD,
    keyword_words,
    speakers_query,
    terms_query,
    without_words,
)
from graphmem.retrieve.own_index import OwnIndexes, index_name, qualifies
from graphmem.retrieve.query_dates import AnyYear, Window, query_windows
from graphmem.retrieve.recipes import SearchRecipe, recipe_for
from graphmem.retrieve.scoring import Pool, add_context, weighted
from graphmem.retrieve.shared_index import SharedIndex, due, exact_scan_max
from graphmem.retrieve.signals import discovered_weight
from graphmem.retrieve.user_vectors import Nearest, UserVectors
from graphmem.store.driver import Store, still_there
from graphmem.store.schema import SHARED_INDEX

log = logging.getLogger(__name__)

OWN_KEYWORD_STATS_BELOW = 0.95  # the user's share of the store under which keywords are rescored
MAX_VECTOR_K = 20_000
POOL_SIZE_TTL_S = 5.0
SENDERS_TTL_S = 30.0  # who speaks in a user's memories changes rarely
HYDRATE_PARALLEL = 2  # pieces of a large hydrate read at once (about 75 us per candidate)
HYDRATE_PIECE_MIN = 60
# A result whose memory went away between scoring and the page read (a concurrent delete).
EMPTY_PAGE = {"superseded_by": None, "record_ids": [], "source_refs": [], "entity_names": [],
              "topic_id": None, "valid_from": None, "valid_to": None, "entity_keys": []}
PAGE_MARGIN = 10  # results read past top_k at once, to replace near-copies pushed down
SCOPE_SCAN_MAX = 1500  # memories inside a filter (search/scope_*) scanned exactly, at most
# A filter found to hold more than that is not asked again for this long: its statement reads
# SCOPE_SCAN_MAX index entries to find out (~2-3 ms), and the same kinds or thread come back.
CROWDED_TTL_S = 60.0
# The ANN requests (search/vector_hydrate, of the shared index or of the user's own), which read
# their hits' rows themselves.
ANN_REQUESTS = ("search/vector_hydrate", "search/vector_own")
# How long whether a user's own vector index is ready is kept (retrieve/own_index.py): it is
# read again in the background after a search that finds it older.
OWN_INDEX_TTL_S = 30.0
# A question that names a day or a month gets that time's memories as candidates (a year names
# too many to read for one question): at most this many of each window, the earliest first.
DATED_MAX_SPAN = timedelta(days=31)
DATED_PER_WINDOW = 100
# A day or month named without its year is looked for in the user's latest years, at most these.
DATED_ANY_YEARS = 3


class Searcher:
    def __init__(self, store: Store, embedder, extractor=None, settings=None, access=None,
                 shared_index: SharedIndex | None = None):
        """`access`: an `AccessLog` told the ids of every page of results (None: not recorded).
        `shared_index`: joins a user the search would ask the shared vector index for but who
        is not in it yet (retrieve/shared_index.py)."""
        self.store = store
        self.access = access
        self.embedder = embedder
        self.extractor = extractor
        self.settings = settings
        self.pool = ThreadPoolExecutor(max_workers=4, thread_name_prefix="search")
        # One thread reads stale per-user values again, after the searches that found them.
        # (behind the searches themselves: graphmem/priority.py)
        nice = getattr(settings, "background_nice", 0)
        self._refresher = background_pool(1, "search-refresh", nice)
        self._sizes = PerUser(POOL_SIZE_TTL_S, self._refresher)
        self._senders = PerUser(SENDERS_TTL_S, self._refresher)
        # the first and last year of a user's memories, which change as rarely as the senders
        self._years = PerUser(SENDERS_TTL_S, self._refresher)
        self.keyword_stats = KeywordStats(store, self._refresher)
        copy_max = getattr(settings, "vector_copy_max", 0)
        self.user_vectors = UserVectors(store, copy_max) if copy_max > 0 else None
        self.own_indexes = OwnIndexes(store, nice=nice)
        self._made_shared_index = shared_index is None  # then it is this searcher's to close
        self.shared_index = shared_index or SharedIndex(store, copy_max, nice)
        self._own = PerUser(OWN_INDEX_TTL_S, self._refresher)
        # (user, scope statement, filters) -> until when it counts as too crowded to scan
        self._crowded: LRU[tuple, float] = LRU(4096)

    def close(self) -> None:
        """Wait for the reads running in the background (the driver closes after this)."""
        self._refresher.shutdown(wait=True, cancel_futures=True)
        self.pool.shutdown(wait=True, cancel_futures=True)
        self.own_indexes.close()
        if self._made_shared_index:
            self.shared_index.close()

    def search(self, user_id: str, req: SearchIn, now: datetime | None = None,
               exclude: frozenset[str] = frozenset(), record_access: bool = True) -> SearchOut:
        """`exclude`: memory ids the caller already has (context assembly: the turns a payload
        carries). They are left out before the page is cut, so they cannot crowd it out.
        `record_access=False`: the results count no access (a search nobody asked for)."""
        started = time.perf_counter()
        now = now or datetime.now(UTC)
        recipe = recipe_for(
            req.mode, req.weights.given() if req.weights else None,
            vector_k=getattr(self.settings, "vector_candidates", None),
            keyword_k=getattr(self.settings, "keyword_candidates", None), query=req.query,
        )
        # The query's embedding first, with the cores to itself (the model's two threads slow
        # down a lot when Neo4j takes a core meanwhile); then Neo4j's requests run in the pool
        # while this thread finds the query's entities. The names of speakers the question
        # names are left out of both: they say whose words it asks about (the speaker signal),
        # and in the text they pull in every turn that greets them.
        speakers = self._named_speakers(user_id, req.query)
        vector = self.embedder.encode_query(without_words(req.query, speakers))
        keys = self._query_keys(req.query) if recipe.graph else []
        expected = expected_types(req.query)
        # The vector request (hydrated with it where it is an ANN request) is the longest read:
        # first in. Whether the question names specific entities is known after the graph
        # lookup; the kind of thing it asks for, now (entities are read for either).
        first = self._hydrate_params(user_id, req, vector, expected, recipe)
        plans = self._vector_plans(user_id, req, recipe, first)
        vector_f = self.pool.submit(self._vector, user_id, vector, plans, first)
        # Beside a request that reads its hits' rows (an ANN request, a scope's scan) the
        # keyword hits are read with their rows too.
        rows_read = any(p in ANN_REQUESTS or p.startswith("search/scope_") for p, _ in plans)
        keyword_f = self.pool.submit(self._keyword, user_id, req.query, recipe.keyword_k,
                                     speakers, first if rows_read else None)
        windows = query_windows(req.query)
        dated = self._dated(user_id, windows)
        graph, specific_keys = self._graph(user_id, keys, recipe)
        keyword, keyword_rows = keyword_f.result()
        # the first request's filters, with the entities read where the question names some
        params = {**first, "with_entities": bool(specific_keys or expected)}
        rows, vector_hits, copy = self._hydrate(user_id, params, req.top_k, first, vector_f,
                                                (keyword, keyword_rows), [*graph, *dated],
                                                recipe)
        # BM25 is scaled by the best score among the candidates that passed the filters: a long
        # memory the filters drop (an episode, under kinds=["turn"]) must not shrink the rest.
        top_keyword = max((keyword.get(r["memory_id"], 0.0) for r in rows), default=0.0) or 1.0
        pool = Pool(user_id, req, recipe, keyword, graph, specific_keys, now, vector, top_keyword,
                     expected, query_words(req.query), windows, params, copy)
        ranked = self._rank(pool, rows)
        if exclude:
            ranked = [r for r in ranked if r[1]["memory_id"] not in exclude]
        results = self._page(pool, ranked)
        if self.access is not None and record_access:
            self.access.record(user_id, [r.memory_id for r in results])
        meta = RetrievalMetadata(
            recipe=recipe.name, vector_candidates=vector_hits, keyword_candidates=len(keyword),
            graph_candidates=len(graph), dated_candidates=len(dated), post_filter_count=len(rows),
            total_latency_ms=round((time.perf_counter() - started) * 1000, 2),
        )
        self._sizes.refresh_due()
        self._senders.refresh_due()
        self._years.refresh_due()
        self._own.refresh_due()
        return SearchOut(results=results, retrieval_metadata=meta)

    # -- candidates ----------------------------------------------------------------------------
    def _keyword(self, user_id: str, query: str, k: int, speakers: frozenset[str] = frozenset(),
                 row_params: dict[str, Any] | None = None
                 ) -> tuple[dict[str, float], list[dict] | None]:
        """({memory id: BM25} of the query's words, the hits' rows or None). With `row_params`
        (a search's hydrate parameters) the hits that pass its filters are read with their
        rows in the same statement (search/keyword_hydrate); otherwise the rows are None."""
        words = keyword_words(query, speakers)
        if not words:
            return {}, ([] if row_params is not None else None)
        # The user clause is a phrase of the user id's words, matched in each of the user's
        # memories: in a store of one user (the usual deployment) it is left out, for the same
        # hits (search/keyword checks custody exactly either way). At 100k memories, 150
        # questions alternated six times: 5.7 -> 4.2 ms a keyword query, Neo4j's CPU 6.3 -> 4.0;
        # the search's own time did not move (it runs beside the vector request), its CPU did.
        mine, total = self._pool_size(user_id)
        lucene = terms_query(words, user_id if mine < total else None, KEYWORD_FIELDS)
        # Lucene weighs words by every user's memories: scored again with this user's own,
        # unless the user holds nearly the whole store (then they are the same statistics, and
        # reading and analysing the hits' text would cost a 100k user's search for nothing).
        stats = (self.keyword_stats.get(user_id, mine)
                 if mine < OWN_KEYWORD_STATS_BELOW * total else None)
        if row_params is not None:
            found = self.store.read_values("search/keyword_hydrate", lucene=lucene, k=k,
                                           **row_params)[0]
            hits, rows = found["hits"], _prepared(found["rows"])
            # the hits the filters drop have no row and are never scored: Lucene's score stays
            texts = [(r["memory_id"], r["text"], r["sender"]) for r in rows]
        else:
            hits, rows = self.store.read_values(
                "search/keyword", user_id=user_id, lucene=lucene, k=k,
                with_text=stats is not None)[0]["hits"], None
            texts = [(h["id"], h["text"], h["sender"]) for h in hits]
        scores = {h["id"]: h["score"] for h in hits}
        if stats is not None:
            terms = index_terms(words)
            scores.update({mid: stats.score(terms, text, sender) for mid, text, sender in texts})
        return scores, rows

    def _dated(self, user_id: str, windows) -> list[str]:
        """The user's memories inside the days or months the question names: "What did John
        and Tim talk about on 11 December, 2023?" shares no word with what they said then."""
        named = [w for w in windows if isinstance(w, Window)] + self._each_year(
            user_id, [w for w in windows if isinstance(w, AnyYear)])
        spans = [{"start": iso(w.start), "end": iso(w.end)} for w in named
                 if w.end - w.start <= DATED_MAX_SPAN]
        if not spans:
            return []
        return self.store.read_values("search/dated", user_id=user_id, windows=spans,
                                      per_window=DATED_PER_WINDOW)[0]["ids"]

    def _each_year(self, user_id: str, times: list[AnyYear]) -> list[Window]:
        """A day or month named without its year ("on Aug 15th"), in each of the user's latest
        years (search/years, kept per user like the pool size)."""
        if not times:
            return []
        years = self._years.get(user_id, lambda: self._read_years(user_id))
        if years is None:  # no memories yet
            return []
        first, last = years
        span = range(max(first, last - DATED_ANY_YEARS + 1), last + 1)
        return [w for named in times for w in named.in_years(span)]

    def _read_years(self, user_id: str) -> tuple[int, int] | None:
        rows = self.store.read_values("search/years", user_id=user_id)
        return (rows[0]["first"], rows[0]["last"]) if rows else None

    def _query_keys(self, query: str) -> list[dict]:
        """The keys of what the query may name; search/graph keeps those the graph holds."""
        if self.extractor is None:
            return []
        try:
            return self.extractor.query_keys(query)
        except Exception:  # a query that cannot be read for names still searches by text
            log.warning("reading the query's names failed", exc_info=True)
            return []

    def _graph(self, user_id: str, keys: list[dict], recipe: SearchRecipe):
        """Memories that mention what the query names (`keys`: `_query_keys`), or one or two
        RELATED hops from it, with their hops; and the keys specific enough to count."""
        if not keys:
            return {}, set()
        mine, _ = self._pool_size(user_id)
        rows = self.store.read_values("search/graph", user_id=user_id, keys=keys,
                                      per_entity=recipe.graph_per_entity, limit=400,
                                      max_mentions=max(3, int(mine * recipe.graph_max_share))
                                      )[0]["hits"]
        # The entity signal uses only the query entities specific enough to pass this filter.
        specific = {k for r in rows if r["hops"] == 0 for k in r["via"]}
        return {r["id"]: r["hops"] for r in rows}, specific

    def _vector_plans(self, user_id: str, req: SearchIn, recipe: SearchRecipe,
                      params: dict[str, Any]) -> list[tuple[str, int]]:
        """The vector requests to try in turn, (statement, k), until one answers.

        Ask the ANN index for enough neighbours to reach this user's share (it cannot filter
        by user), their rows read with them. Before it, for each filter the request gives,
        the memories inside it scanned exactly when there are few enough (search/scope_*): a
        thread, a topic, a time window, kinds, record types, known_at or as_of through their
        indexes, speakers through the full-text index's sender field; then, for those, the
        user's memories read until enough pass all the filters (a combination can keep few
        where each alone keeps many). The ANN request would have to be widened many times
        over to find a few.
        A small user in a big shared index: scanning their own memories is cheaper than an
        ANN request large enough to reach them, and exact. A bigger one that is still a small
        share of the store is asked of an index of their own once it is ready."""
        sizes = self._size_row(user_id)
        mine, total, indexed, ready = (sizes["mine"], sizes["total"], sizes["indexed"],
                                       sizes["ready"])
        exact_max = self._exact_max()
        small = mine <= exact_max
        if not ready and due(mine, total, exact_max):
            self.shared_index.ensure(user_id)  # scanned exactly until their memories are in
        k = min(MAX_VECTOR_K, max(recipe.vector_k, int(recipe.vector_k * indexed / max(mine, 1))))
        if small and (not ready or k > 4 * recipe.vector_k):
            return [("search/vector_exact", recipe.vector_k)]
        scopes = (("thread", req.thread_id), ("topic", req.topic_id),
                  ("time", req.since or req.until), ("kinds", req.kinds),
                  ("speakers", params["speakers_lucene"] is not None), ("types", req.types),
                  ("known", req.known_at), ("asof", req.as_of),
                  ("filtered", req.types or req.speakers or req.known_at or req.as_of))
        if not ready:  # not in the shared index (yet): scanned exactly meanwhile
            ann = ("search/vector_exact", recipe.vector_k)
        elif self._own_index(user_id, mine, indexed):
            ann = ("search/vector_own", recipe.vector_k)
        else:
            ann = ("search/vector_hydrate", k)
        return [*((f"search/scope_{name}", recipe.vector_k) for name, on in scopes if on), ann]

    def own_index_ready(self, user_id: str) -> bool:
        """Whether the user's own vector index is ready, read now (a search reads it at most
        every OWN_INDEX_TTL_S); starts its build like a search does."""
        return self._own.put(user_id, self.own_indexes.state(user_id)) is not None

    def _own_index(self, user_id: str, mine: int, total: int) -> bool:
        """Whether this user's own vector index is ready (retrieve/own_index.py); the first
        search of a user who qualifies for one starts its build."""
        return qualifies(mine, total) and self._own.get(
            user_id, lambda: self.own_indexes.state(user_id)) is not None

    def _exact_max(self) -> int:
        """The most memories a user may have to be scanned exactly (with this process's copy
        of vectors, if it keeps one)."""
        return exact_scan_max(self.user_vectors.max_vectors if self.user_vectors else 0)

    def _vector(self, user_id: str, vector, plans: list[tuple[str, int]],
                params: dict[str, Any]) -> _Nearest:
        """This user's nearest memories, from the first of `plans` that answers: an ANN request
        or a scope's scan comes back with their rows (filtered, with `params`); an exact scan
        as {id: cosine} (the index scores cosine as (1+c)/2), on the process's copy of a small
        user's vectors when it holds them (`UserVectors`)."""
        for plan in plans:
            found = self._ask(user_id, vector, plan, params)
            if found is not None:
                return found
        raise ValueError(f"no vector request answered: {plans}")

    def _ask(self, user_id: str, vector, plan: tuple[str, int],
             params: dict[str, Any]) -> _Nearest | None:
        statement, k = plan
        if statement.startswith("search/scope_"):
            return self._scan_scope(user_id, plan, params)
        if statement == "search/vector_exact" and self.user_vectors is not None:
            found = self.user_vectors.nearest(user_id, vector)
            if found is not None:
                hits = found.top(k)
                return _Nearest(hits, len(hits), len(hits) < k, copy=found, plan=plan)
        if statement in ANN_REQUESTS:
            index = index_name(user_id) if statement == "search/vector_own" else SHARED_INDEX
            row = self.store.read_values("search/vector_hydrate", k=k, index=index, **params)[0]
            return _Nearest({}, row["mine"], row["raw"] < k or k >= MAX_VECTOR_K,
                            rows=_prepared(row["rows"]), plan=plan)
        row = self.store.read_values(statement, user_id=user_id, k=k, vector=vector)[0]
        return _Nearest({h["id"]: 2 * h["score"] - 1 for h in row["hits"]}, len(row["hits"]),
                        row["raw"] < k or k >= MAX_VECTOR_K, plan=plan)

    def _scan_scope(self, user_id: str, plan: tuple[str, int],
                    params: dict[str, Any]) -> _Nearest | None:
        """The nearest memories inside the filter, or None when it holds too many to scan (the
        ANN request is cheaper then)."""
        statement, k = plan
        key = (user_id, statement, params["thread_id"], params["topic_id"], params["since"],
               params["until"], tuple(params["kinds"] or ()), tuple(params["types"] or ()),
               tuple(params["speakers"] or ()), params["known_at"], params["as_of"])
        if (self._crowded.get(key) or 0.0) > time.monotonic():
            return None
        row = self.store.read_values(statement, k=k, scope_max=SCOPE_SCAN_MAX, **params)[0]
        if row["size"] > SCOPE_SCAN_MAX:
            self._crowded.put(key, time.monotonic() + CROWDED_TTL_S)
            return None
        return _Nearest({}, min(row["size"], k), row["size"] <= k,
                        rows=_prepared(row["rows"]), plan=plan)

    def _hydrate(self, user_id, params, top_k, first, vector_f, keyword_found, others, recipe):
        """Filter and hydrate the candidates; widen the vector request until half of `vector_k`
        of this user's come back, top_k survive the filters, or the index runs out. (The first
        request asks for the user's expected share; a share somewhat short of it is noise, and
        asking four times as much again cost 20-40 ms at 100k memories: the p95 of search.)
        An ANN request or a scope's scan reads its hits' rows itself, and so did the keyword
        query (`keyword_found`: its scores and rows), so the other candidates are read
        meanwhile. `first`: the parameters the vector request was sent with."""
        keyword, keyword_rows = keyword_found  # rows: read beside an ANN request, else None
        rest = None
        if keyword_rows is not None:
            rest = self._read_rows(ids=[i for i in dict.fromkeys(others) if i not in keyword],
                                   **params, known={})
        found = vector_f.result()
        want = min(recipe.vector_k // 2, self._pool_size(user_id)[0])
        while True:
            if found.count >= want or found.exhausted:
                rows = (self._with_rest(found.rows, keyword_rows, rest, params, first)
                        if found.rows is not None
                        else self._exact_rows(found, keyword, others, params))
                if len(rows) >= top_k or found.exhausted:
                    return rows, found.count, found.copy
            statement, k = found.plan
            k = min(k * 4, MAX_VECTOR_K)
            if found.copy is not None:  # it scored every memory of the user already
                hits = found.copy.top(k)
                found = _Nearest(hits, len(hits), len(hits) < k, copy=found.copy,
                                 plan=(statement, k))
            else:
                found = self._vector(user_id, params["vector"], [(statement, k)], first)

    def _exact_rows(self, found: _Nearest, keyword, others, params) -> list[dict]:
        ids = list(dict.fromkeys([*found.hits, *keyword, *others]))
        # the copy of a small user's vectors knows every candidate's cosine (the hits' among
        # them): Neo4j need not read their embeddings
        known = found.copy.cosines(ids) if found.copy is not None else found.hits
        return self._read_rows(ids=ids, **params, known=known)

    def _with_rest(self, hits: list[dict], keyword_rows: list[dict], rest: list[dict],
                   params: dict[str, Any], first: dict[str, Any]) -> list[dict]:
        """The vector request's rows, the keyword query's, then the other candidates' (a hit's
        own row first: its cosine is the index's). The first two were read with the first
        parameters, so they are read again, together, when they lack the entities that
        score them (`_with_entities`); the others were read with them."""
        have = {r["memory_id"] for r in hits}
        early = hits + [r for r in keyword_rows if r["memory_id"] not in have]
        early = self._with_entities(early, params, first)
        have = {r["memory_id"] for r in early}
        return early + [r for r in rest if r["memory_id"] not in have]

    def _with_entities(self, rows: list[dict], params: dict[str, Any],
                       first: dict[str, Any]) -> list[dict]:
        """Rows read with the search's first parameters (an ANN request's, the keyword
        query's beside it), read again with their entities when the graph lookup found that
        the question names specific ones (1 search in 300 of the bench's)."""
        if params["with_entities"] and not first["with_entities"] and rows:
            return self._read_rows(ids=[r["memory_id"] for r in rows], **params,
                                   known={r["memory_id"]: r["cosine"] for r in rows})
        return rows

    def _page(self, pool: Pool, ranked) -> list[SearchResult]:
        """The shown results, with the fields only a shown result needs (most of them read
        already with the leaders' facets: `pool.page_rows`)."""
        top_k = pool.req.top_k
        if pool.recipe.diversify:
            shown, extra = self._distinct(pool, ranked, top_k)
        else:
            shown = ranked[:top_k]
            extra = self._page_rows(pool, [row for _, row, _ in shown])
        return [_result({**row, **extra.get(row["memory_id"], EMPTY_PAGE)}, score, sig)
                for score, row, sig in shown]

    def _distinct(self, pool: Pool, ranked, top_k: int):
        """The first top_k results that copy no result above them (near-copies come after, only
        when the list runs out) and their page rows; read in chunks past top_k until they
        stand, usually none past the leaders'."""
        shown, extra, dups, start = Shown(pool.recipe, pool.copy), {}, [], 0
        while len(shown.kept) < top_k and start < len(ranked):
            chunk = ranked[start:start + top_k + PAGE_MARGIN]
            start += len(chunk)
            extra.update(self._page_rows(pool, [row for _, row, _ in chunk]))
            for item in chunk:
                if len(shown.kept) == top_k:
                    break
                if shown.copies(item, extra.get(item[1]["memory_id"])):
                    dups.append(item)
        return _descending((shown.kept + dups)[:top_k]), extra

    def _page_rows(self, pool: Pool, rows: list[dict], facet_count: int = 0,
                   page_count: int | None = None) -> dict[str, dict]:
        """search/page's rows of these candidates, read for those not read yet; the first
        `facet_count` also get their best facet's cosine to the query. Past the first
        `page_count` (all by default) only that facet is read: a partial row, not kept."""
        missing = [r["memory_id"] for r in rows if r["memory_id"] not in pool.page_rows]
        partial = {}
        if missing:
            for row in self.store.read_values(
                    "search/page", user_id=pool.user_id, ids=missing, vector=pool.vector,
                    facet_count=facet_count, known_at=pool.params["known_at"],
                    page_count=len(missing) if page_count is None else page_count,
                    with_embedding=pool.recipe.diversify and pool.copy is None)[0]["rows"]:
                kept = partial if row.get("partial") else pool.page_rows
                kept[row["memory_id"]] = row
        return {r["memory_id"]: pool.page_rows.get(r["memory_id"]) or partial[r["memory_id"]]
                for r in rows if r["memory_id"] in pool.page_rows or r["memory_id"] in partial}

    def _read_rows(self, ids: list[str], **params) -> list[dict]:
        """Hydrate in pieces read side by side: Neo4j runs one query on one core."""
        if not ids:
            return []
        n = max(1, min(HYDRATE_PARALLEL, len(ids) // HYDRATE_PIECE_MIN))
        size = -(-len(ids) // n)
        futures = [self.pool.submit(self.store.read_values, "search/hydrate",
                                    ids=ids[i:i + size], **params)
                   for i in range(size, len(ids), size)]
        rows = self.store.read_values("search/hydrate", ids=ids[:size], **params)[0]["rows"]
        for f in futures:
            rows.extend(f.result()[0]["rows"])
        return _prepared(rows)

    def _named_speakers(self, user_id: str, query: str) -> frozenset[str]:
        """The words of the query that name someone who speaks in this user's memories."""
        senders = self._senders.get(user_id, lambda: set(self.store.read_values(
            "search/senders", user_id=user_id)[0]["names"]))
        named = named_speakers(query, senders)
        return frozenset(w.lower() for name in named for w in WORD.findall(name))

    def _pool_size(self, user_id: str) -> tuple[int, int]:
        """(the user's memories, all memories), cached for a few seconds per user."""
        row = self._size_row(user_id)
        return row["mine"], row["total"]

    def _size_row(self, user_id: str) -> dict[str, Any]:
        """search/pool_size, cached for a few seconds per user: the user's memories, all
        memories, those the shared vector index holds, whether it holds all of this user's."""
        return self._sizes.get(user_id, lambda: self.store.read("search/pool_size",
                                                                user_id=user_id)[0])

    @staticmethod
    def _hydrate_params(user_id: str, req: SearchIn, vector, with_entities,
                        recipe: SearchRecipe) -> dict[str, Any]:
        """search/hydrate's parameters: the request's filters, and `with_entities`: whether a
        candidate's entities score it (the question names specific entities or asks for a kind
        of one); reading them is a quarter of the hydrate's cost, and many questions need
        neither."""
        def opt(value):
            return iso(value) if value is not None else None

        return {
            "user_id": user_id, "vector": vector,
            "kinds": list(req.kinds) or None,
            "types": [t.value for t in req.types] or None,
            "thread_id": req.thread_id, "topic_id": req.topic_id,
            "speakers": [s.lower() for s in req.speakers] or None,
            # the speakers as a full-text query, where one can hold them (search/scope_speakers)
            "speakers_lucene": speakers_query(user_id, req.speakers) if req.speakers else None,
            "since": opt(req.since), "until": opt(req.until),
            "as_of": opt(req.as_of), "known_at": opt(req.known_at),
            "include_superseded": req.include_superseded,
            "include_archived": req.include_archived,
            "include_decayed": recipe.decayed,
            "now": iso(datetime.now(UTC)),
            "with_entities": bool(with_entities),
            "access_clock": recipe.recency_clock == "access",
        }

    # -- scoring -------------------------------------------------------------------------------
    def _rank(self, pool: Pool, rows: list[dict]) -> list[tuple[float, dict, dict]]:
        """Base signals per candidate, then the context signals computed from the base scores;
        then the sentence facets of the leaders, and again. Best first, (score, row, signals)."""
        rows, adjacency = self._with_neighbours(pool, rows)
        scored = self._score(pool, rows, adjacency)
        changed = self._read_leaders(pool, [row for _, row, _ in scored])
        if changed:
            pool.forget(changed)
            scored = self._score(pool, rows, adjacency)
        return scored

    def _read_leaders(self, pool: Pool, ranked: list[dict]) -> set[str]:
        """Read the page rows of the leaders of a first ranking (the page is almost always
        among them) and the facets of its top `facet_top`; set `facet_cosine` on the rows that
        have a facet closer to the query than the whole turn (the only ones whose semantic
        signal changes); their ids."""
        recipe = pool.recipe
        facet_count = recipe.facet_top if recipe.facet_share > 0 else 0
        shown = pool.req.top_k + PAGE_MARGIN
        leaders = ranked[:max(facet_count, shown)]
        page = self._page_rows(pool, leaders, facet_count, page_count=shown)
        changed = set()
        for row in leaders[:facet_count]:
            facet = (page.get(row["memory_id"]) or {}).get("facet_cosine")
            if facet is not None and facet > float(row["cosine"] or 0.0):
                row["facet_cosine"] = facet
                changed.add(row["memory_id"])
        return changed

    def _score(self, pool: Pool, rows: list[dict], adjacency) -> list[tuple[float, dict, dict]]:
        now = pool.now
        signals = {r["memory_id"]: pool.signals(r) for r in rows}
        base = {r["memory_id"]: pool.base(r) for r in rows}
        add_context(rows, pool.req.query, base, signals, adjacency)
        scored = []
        for row in rows:
            sig = signals[row["memory_id"]]
            score = weighted(sig, pool.all_weights)
            if row.get("discovered"):
                score *= discovered_weight(row, now)
            scored.append((score, row, sig))
        scored.sort(key=lambda item: item[0], reverse=True)
        return scored

    def _with_neighbours(self, pool: Pool, rows: list[dict]):
        """Add the thread neighbours of the strongest candidates to the pool (same filters)."""
        adjacency = {r["memory_id"]: r["neighbours"] for r in rows}
        if not rows or not pool.recipe.thread_neighbours:
            return rows, adjacency
        strongest = sorted(rows, key=pool.base, reverse=True)
        have = set(adjacency)
        extra = list(dict.fromkeys(n for r in strongest[:pool.recipe.expand_top]
                                   for n in r["neighbours"] if n not in have))
        if not extra:
            return rows, adjacency
        known = pool.copy.cosines(extra) if pool.copy is not None else {}
        more = self._read_rows(ids=extra, **{**pool.params, "known": known})
        adjacency.update({m["memory_id"]: m["neighbours"] for m in more})
        return rows + more, adjacency


@dataclass
class _Nearest:
    """A vector request's answer: `hits` {id: cosine} (an exact scan), or `rows` already
    hydrated (an ANN request, a scope's scan); `count`, the user's memories among them before
    the filters; `exhausted`, whether there were no more to ask for; `copy`, the process's copy
    of the user's vectors they came from, if any."""

    hits: dict[str, float]
    count: int
    exhausted: bool
    plan: tuple[str, int]  # the request (statement, k) that gave them: widened from it
    rows: list[dict] | None = None
    copy: Nearest | None = None


def _prepared(rows: list[dict]) -> list[dict]:
    """search/hydrate_rows' rows, ready to score."""
    rows = still_there(rows, "text")  # a memory deleted meanwhile is not a result
    for r in rows:
        r.update(r["discovered"] or {})  # confidence and its clock, on discovered ones only
        r["entity_keys"] = [key for key, _ in r["entities"]]
        r["neighbours"] = r["previous"] + r["following"]
    return rows


def _result(row: dict, score: float, signals: dict[str, float]) -> SearchResult:
    return SearchResult(
        memory_id=row["memory_id"], kind=row["kind"], text=row["text"], score=round(score, 6),
        signals={k: round(v, 6) for k, v in signals.items()},
        record_ids=row["record_ids"], source_refs=row["source_refs"],
        thread_id=row["thread_id"], topic_id=row["topic_id"], sender=row["sender"],
        source_path=row.get("source_path"), occurred_at=row["occurred_at"],
        valid_from=row["valid_from"], valid_to=row["valid_to"],
        superseded_by=row["superseded_by"],
        # an entity a rebuild deletes while the page is read has a null name: left off
        entities=sorted({n for n in row["entity_names"] or () if n is not None}),
    )


def _descending(shown: list) -> list:
    """Each result's score at most the one above it: a near-copy pushed below distinct results
    (`_distinct`) is shown with the score of the result above it, so a client that sorts or
    cuts by score keeps the page's order (its signals stay its own)."""
    out, floor = [], float("inf")
    for score, row, signals in shown:
        floor = min(floor, score)
        out.append((floor, row, signals))
    return out
