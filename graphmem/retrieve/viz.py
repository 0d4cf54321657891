"""The dashboard's data: the visible subgraph of a user's memories, ready for a 3-D scene.

Reads only. Positions come from the projection job (graphmem.curate.projection); a memory it has
not placed yet borrows a placed neighbour's position (or the origin), jittered a little so it is
not hidden behind that neighbour, and is sent with `positioned: false`.
"""

from __future__ import annotations

import hashlib
import time
from collections import Counter, defaultdict
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from graphmem.models import iso
from graphmem.retrieve.background_reads import PerUser
from graphmem.retrieve.signals import HALF_LIFE_DAYS, decay_factor
from graphmem.store.driver import Store, still_there

DECAY_CLASSES = tuple(HALF_LIFE_DAYS)
RELATIONS = ("supersedes", "entity_overlap", "same_session", "temporal_seq")
LABEL_CHARS = 90
DEFAULT_LIMIT = 5_000
MAX_LIMIT = 10_000
OVERLAP_PER_ENTITY = 40   # an entity on more of the map's memories than this is a hub, which
OVERLAP_WINDOW = 4        # only pairs mentions this close in time order
OVERLAP_MIN_WEIGHT = 0.2
JITTER = 6.0
_POOL = ThreadPoolExecutor(max_workers=4, thread_name_prefix="viz")
FACETS_TTL_S = 30.0  # how stale the counts in the filter menus may get
_FACETS = PerUser(FACETS_TTL_S, _POOL, what="counting the map's facets")


@dataclass
class VizQuery:
    topic_id: str | None = None
    thread_id: str | None = None
    since: datetime | None = None
    until: datetime | None = None
    kinds: list[str] = field(default_factory=list)
    decay_classes: list[str] = field(default_factory=list)
    limit: int = DEFAULT_LIMIT
    include_superseded: bool = True
    include_archived: bool = False
    relations: list[str] = field(default_factory=lambda: list(RELATIONS))
    max_edges: int | None = None


def label(text: str | None) -> str:
    flat = " ".join((text or "").split())
    return flat if len(flat) <= LABEL_CHARS else flat[: LABEL_CHARS - 1].rstrip() + "…"


def jitter(memory_id: str) -> list[float]:
    """A small fixed offset per memory (from its id), so borrowed positions do not coincide."""
    digest = hashlib.sha256(memory_id.encode()).digest()
    return [(digest[i] / 255.0 - 0.5) * 2 * JITTER for i in range(3)]


def build_graph(store: Store, user_id: str, q: VizQuery,
                now: datetime | None = None) -> dict[str, Any]:
    started = time.perf_counter()
    now = now or datetime.now(UTC)
    facets_f = _POOL.submit(_facets, store, user_id, q.include_archived)
    window = q.since is not None or q.until is not None
    params = {
        "user_id": user_id, "kinds": q.kinds or None,
        "decay_classes": q.decay_classes or None, "topic_id": q.topic_id,
        "thread_id": q.thread_id, "include_superseded": q.include_superseded,
        "include_archived": q.include_archived,
    }
    if window:  # viz/between: a bound not given is one every ISO time sorts inside
        params |= {"since": iso(q.since) if q.since else "",
                   "until": iso(q.until) if q.until else "~"}
    suffix = "_between" if window else ""
    # The default map (no filter but `archived`) counts its total from indexes (viz/totals);
    # any other filter is counted by reading the memories it keeps (viz/count).
    from_indexes = not window and _only_archived_filtered(q)
    total_f = None if from_indexes else _POOL.submit(store.read_values,
                                                     f"viz/count{suffix}", **params)
    totals_f = None if window else _POOL.submit(store.read_values, "viz/totals",
                                                user_id=user_id)
    nodes, edges = _nodes_and_edges(store, q, f"viz/nodes{suffix}", params, now)
    totals = totals_f.result()[0] if totals_f else None
    if totals and totals["memories"] > totals["walked"]:
        # memories outside the index viz/nodes walks (none are written so): sort them all
        nodes, edges = _nodes_and_edges(store, q, "viz/nodes_sorted", params, now)
    facets = facets_f.result()
    total = (totals["memories"] - (0 if q.include_archived else totals["archived"])
             if from_indexes else total_f.result()[0]["total"])
    _FACETS.refresh_due()
    return {
        "nodes": nodes,
        "edges": edges,
        "meta": {
            "total": total, "returned": len(nodes), "truncated": total > len(nodes),
            "limit": q.limit, "now": iso(now),
            "positioned": sum(1 for n in nodes if n["positioned"]),
            "edge_counts": dict(Counter(e["relation"] for e in edges)),
            "half_life_days": HALF_LIFE_DAYS,
            "facets": facets,
            "elapsed_ms": round((time.perf_counter() - started) * 1000, 1),
        },
    }


def _only_archived_filtered(q: VizQuery) -> bool:
    return not (q.kinds or q.decay_classes or q.topic_id or q.thread_id) and q.include_superseded


def _nodes_and_edges(store: Store, q: VizQuery, statement: str, params: dict[str, Any],
                     now: datetime) -> tuple[list[dict], list[dict]]:
    wanted = set(q.relations)
    rows = store.read_values(
        statement, limit=q.limit, **params,
        with_links=bool(wanted & {"supersedes", "temporal_seq", "same_session"}),
        with_mentions="entity_overlap" in wanted)
    # a memory a background rebuild deleted meanwhile is not on the map
    rows = list(still_there(rows, "id"))
    nodes = [_node(row, now) for row in rows]
    return nodes, _edges(rows, nodes, q) if nodes else []


def _node(row: dict[str, Any], now: datetime) -> dict[str, Any]:
    position = row["position"]
    positioned = bool(position)
    if not positioned:
        base = row["neighbour_pos"] or row["thread_pos"] or [0.0, 0.0, 0.0]
        position = [round(b + j, 3) for b, j in zip(base, jitter(row["id"]), strict=True)]
    decay_class = row["decay_class"] or "medium"
    return {
        "id": row["id"], "kind": row["kind"], "label": label(row["text"]),
        "position": [float(p) for p in position], "positioned": positioned,
        "importance": float(row["importance"] if row["importance"] is not None else 0.5),
        "decay_class": decay_class,
        "decay_factor": _decay(decay_class, row["last_accessed_at"], row["occurred_at"], now,
                               row["pinned"]),
        "pinned": bool(row["pinned"]), "access_count": row["access_count"] or 0,
        "last_accessed_at": row["last_accessed_at"], "occurred_at": row["occurred_at"],
        "recorded_at": row["recorded_at"], "valid_from": row["valid_from"] or row["occurred_at"],
        "valid_to": row["valid_to"], "superseded": bool(row["superseded"]),
        "thread_id": row["thread_id"], "topic_id": row["topic_id"], "sender": row["sender"],
        "record_id": row["record_id"],
    }


def _decay(decay_class, last_accessed_at, occurred_at, now, pinned) -> float:
    """The ranking's decay factor, to four significant digits (tiny values stay above 0)."""
    value = decay_factor(decay_class, last_accessed_at, occurred_at, now, bool(pinned))
    return float(f"{value:.4g}")


def _edges(rows: list[dict[str, Any]], nodes: list[dict[str, Any]],
           q: VizQuery) -> list[dict[str, Any]]:
    """The map's edges from its rows' `links` and `mentions` (viz/rows)."""
    on_map = {n["id"] for n in nodes}
    wanted = set(q.relations)
    edges: list[dict[str, Any]] = []
    linked: set[frozenset[str]] = set()
    for row in rows:
        source = row["id"]
        for target, kind, at, reason in row["links"] or ():
            if target not in on_map:
                continue
            pair = frozenset((source, target))
            if kind == "SUPERSEDED_BY" and "supersedes" in wanted:
                # `source supersedes target`: the newer memory points at the one it replaced.
                edges.append(_edge("supersedes", target, source, 1.0,
                                   {"reason": reason, "at": at}))
            elif kind == "NEXT" and "temporal_seq" in wanted:
                linked.add(pair)
                edges.append(_edge("temporal_seq", source, target, 1.0, {}))
            elif kind == "CONTAINS" and "same_session" in wanted:
                linked.add(pair)
                edges.append(_edge("same_session", source, target, 1.0, {"contains": True}))
    if "same_session" in wanted:
        edges.extend(_same_session(nodes, linked))
    if "entity_overlap" in wanted:
        cap = q.max_edges if q.max_edges is not None else min(2 * len(nodes), 20_000)
        mentions = [{"id": row["id"], "keys": [k for k, _ in row["mentions"]],
                     "names": [n for _, n in row["mentions"]]} for row in rows if row["mentions"]]
        edges.extend(overlap_edges(nodes, mentions, cap))
    thread_of = {n["id"]: n["thread_id"] for n in nodes}
    for e in edges:
        if e["relation"] in ("temporal_seq", "same_session"):
            e["evidence"].setdefault("thread_id", thread_of.get(e["source"]))
    return edges


def overlap_edges(nodes: list[dict[str, Any]], mentions: list[dict[str, Any]],
                  max_edges: int, per_entity: int = OVERLAP_PER_ENTITY,
                  window: int = OVERLAP_WINDOW,
                  min_weight: float = OVERLAP_MIN_WEIGHT) -> list[dict[str, Any]]:
    """entity_overlap edges: weight = Jaccard of two memories' MENTIONS sets (as read from the
    graph by viz/rows). Capped: an entity mentioned by at most `per_entity` memories of the
    map proposes every pair of them; a busier one (a hub) only pairs at most `window` apart in
    its mentions' time order. Every proposed pair gets its exact Jaccard; the best `max_edges`
    with weight >= `min_weight` are kept. (Pairing in Cypher ran into Neo4j's transaction memory
    limit at 5,000 memories: every row is charged for the member lists it came from.)"""
    keys = {r["id"]: set(r["keys"]) for r in mentions}
    names = {k: n for r in mentions for k, n in zip(r["keys"], r["names"], strict=False)}
    order = {n["id"]: (n["occurred_at"] or "", n["id"]) for n in nodes}
    members: dict[str, list[str]] = defaultdict(list)
    for memory_id, found in keys.items():
        for key in found:
            members[key].append(memory_id)
    pairs: set[tuple[str, str]] = set()
    for group in members.values():
        if len(group) < 2:
            continue
        group.sort(key=lambda i: order.get(i, ("", i)))
        reach = len(group) if len(group) <= per_entity else window
        for i, a in enumerate(group):
            for b in group[i + 1: i + 1 + reach]:
                pairs.add((a, b) if a < b else (b, a))
    scored = []
    for a, b in pairs:  # tens of thousands for a map of 5,000: no set but the intersection
        ka, kb = keys[a], keys[b]
        n = len(ka & kb)
        weight = n / (len(ka) + len(kb) - n)
        if weight >= min_weight:
            scored.append((-weight, -n, a, b))
    scored.sort()
    return [_edge("entity_overlap", a, b, round(-w, 4),
                  {"entities": sorted(names.get(k, k) for k in keys[a] & keys[b])[:5]})
            for w, _, a, b in scored[:max_edges]]


def _same_session(nodes: list[dict[str, Any]], linked: set[frozenset[str]]) -> list[dict]:
    """Consecutive memories of one thread on the map, unless thread order already joins them
    (it does not where a filter or the limit left out the memories between)."""
    threads: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for n in nodes:
        if n["thread_id"]:
            threads[n["thread_id"]].append(n)
    edges = []
    for members in threads.values():
        members.sort(key=lambda n: (n["occurred_at"] or "", n["id"]))
        for a, b in zip(members, members[1:], strict=False):
            if frozenset((a["id"], b["id"])) not in linked:
                edges.append(_edge("same_session", a["id"], b["id"], 1.0, {}))
    return edges


def _edge(relation: str, source: str, target: str, weight: float,
          evidence: dict[str, Any]) -> dict[str, Any]:
    return {"id": f"{relation}:{source}:{target}", "source": source, "target": target,
            "relation": relation, "weight": weight, "evidence": evidence}


def _facets(store: Store, user_id: str, include_archived: bool) -> dict[str, Any]:
    """What the filters offer, kept per user for FACETS_TTL_S (then read again in the
    background after the map that found it stale): counting a 100k user's memories by kind,
    topic and decay class takes ~200 ms, more than the rest of a windowed map."""
    key = f"{user_id}\n{include_archived}"
    return _FACETS.get(key, lambda: _read_facets(store, user_id, include_archived))


def _read_facets(store: Store, user_id: str, include_archived: bool) -> dict[str, Any]:
    kinds: Counter[str] = Counter()
    topics: Counter[str] = Counter()
    decay: Counter[str] = Counter()
    first = last = None
    for row in store.read_values("viz/facets", user_id=user_id, include_archived=include_archived):
        kinds[row["kind"]] += row["n"]
        if row["topic_id"] is not None:
            topics[row["topic_id"]] += row["n"]
        decay[row["decay_class"]] += row["n"]
        first = row["first"] if first is None or (row["first"] and row["first"] < first) else first
        last = row["last"] if last is None or (row["last"] and row["last"] > last) else last
    return {"kinds": dict(kinds.most_common()), "topics": dict(topics.most_common()),
            "decay_classes": dict(decay.most_common()), "first": first, "last": last}


def memory_detail(store: Store, user_id: str, memory_id: str,
                  now: datetime | None = None) -> dict[str, Any] | None:
    rows = store.read("viz/memory", user_id=user_id, id=memory_id)
    # a memory a rebuild deletes while this runs reads back without its properties: not found
    if not rows or rows[0]["memory"]["id"] is None:
        return None
    row = rows[0]
    memory = dict(row["memory"])
    now = now or datetime.now(UTC)
    memory["decay_factor"] = _decay(memory.get("decay_class"), memory.get("last_accessed_at"),
                                    memory.get("occurred_at"), now, memory.get("pinned"))
    memory["half_life_days"] = HALF_LIFE_DAYS.get(memory.get("decay_class") or "medium")
    memory["positioned"] = memory.pop("viz_pos", None) is not None
    memory["record_ids"] = sorted(row["record_ids"] or [])
    memory["entities"] = sorted(still_there(row["entities"] or [], "id"),
                                key=lambda e: (e["sender"], e["name"]))
    by_from = sorted(row["predecessors"] or [], key=lambda p: p["valid_from"] or "")
    successors = sorted(row["successors"] or [], key=lambda p: p["valid_from"] or "")
    memory["chain"] = [*by_from, {"id": memory["id"], "text": memory["text"][:200],
                                  "valid_from": memory.get("valid_from"),
                                  "valid_to": memory.get("valid_to"), "self": True},
                       *successors]
    return memory
