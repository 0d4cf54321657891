"""What connects X to Y: ranked paths between two entities, every hop quoting its evidence.

1. Both ends resolve through the entity index (names, aliases, ids), then widen to their SAME_AS
   aliases.
2. Candidate paths: the shortest few per pair of ends within `max_hops` (cypher/connect/paths),
   over RELATED and SAME_AS, with `as_of` only edges first seen by then.
3. Each distinct hop gets its evidence (cypher/connect/hops): the memories the edge names that
   hold at `as_of` as known at `known_at`. A hop without any drops its path: it did not hold.
4. Rank by evidence strength, recency and the importance of the entities passed through; a
   longer path must be much better supported to beat a shorter one.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from graphmem.graph_models import ConnectIn
from graphmem.models import iso, parse_iso
from graphmem.retrieve.entities import EntityIndex, UnknownEntity
from graphmem.store.driver import Store

EVIDENCE_PER_EDGE = 3
RECENCY_HALF_LIFE_DAYS = 180.0
HOP_DECAY = 0.8  # each extra hop keeps 80% of the score
TYPED_BONUS = 0.15  # a verb-typed relation says more than co-occurrence
ENTITY_FIELDS = ("id", "name", "type")
PASS_THROUGH_NEVER = {"date"}  # entity types a path may end at but never pass through


class SameEntity(ValueError):
    """Both ends resolve to one entity (or to aliases of it)."""


@dataclass
class Hop:
    a: str
    b: str
    edges: list[dict[str, Any]]

    @property
    def strength(self) -> float:
        if any(e["label"] == "SAME_AS" for e in self.edges):
            return 1.0  # the same thing under two names: no doubt added by this hop
        valid = sum(e["valid"] for e in self.edges)
        typed = any(e["type"] != "co_occurs" for e in self.edges)
        base = math.log1p(valid) / math.log1p(5)
        return min(1.0, base + (TYPED_BONUS if typed else 0.0))

    @property
    def latest(self) -> str | None:
        return max((e["latest"] for e in self.edges if e["latest"]), default=None)


class Connector:
    def __init__(self, store: Store, entities: EntityIndex, clock=lambda: datetime.now(UTC)):
        self.store = store
        self.entities = entities
        self.clock = clock

    def connect(self, user_id: str, req: ConnectIn) -> dict[str, Any]:
        source, target = self._resolve(user_id, req.source, req.target)
        from_ids = sorted(set(source.get("cluster") or [source["id"]]))
        to_ids = sorted(set(target.get("cluster") or [target["id"]]))
        if set(from_ids) & set(to_ids):
            raise SameEntity(f"{req.source!r} and {req.target!r} are the same entity "
                             f"({source['name']})")
        at = req.as_of or self.clock()
        candidates = self._candidates(user_id, from_ids, to_ids, req)
        hops = self._hops(user_id, candidates, at, req)
        paths = [p for p in (self._path(nodes, hops, at) for nodes in candidates) if p]
        paths.sort(key=lambda p: (-p["score"], p["hops"]))
        paths = _one_per_route(paths)
        return {"from_entity": _entity(source), "to_entity": _entity(target),
                "paths": paths[:req.k]}

    def _resolve(self, user_id: str, source: str, target: str) -> list[dict[str, Any]]:
        try:
            return self.entities.resolve_many(user_id, [source, target])
        except UnknownEntity as exc:
            exc.field = ("from", "to")[exc.index]
            raise

    def _candidates(self, user_id, from_ids, to_ids, req: ConnectIn) -> list[list[dict]]:
        rows = self.store.read("connect/paths", user_id=user_id, from_ids=from_ids,
                               to_ids=to_ids, max_hops=req.max_hops,
                               as_of=iso(req.as_of) if req.as_of else None)
        unique: dict[tuple[str, ...], list[dict]] = {}
        ends = set(from_ids) | set(to_ids)
        for row in rows:
            nodes = row["nodes"]
            # Custody on every node, not only the ends (edges never cross users; belt and braces).
            if any(n["user_id"] != user_id for n in nodes):
                continue
            # "X co-occurs with last week, which co-occurs with Y" connects nothing.
            if any(n["type"] in PASS_THROUGH_NEVER for n in nodes[1:-1]):
                continue
            # A path walks each relationship once, not each entity: Carol -runs-> Atlas
            # -co-occurs- Carol -> Dave went back to where it was (its shorter form is kept).
            if len({n["id"] for n in nodes}) < len(nodes):
                continue
            # Nor through another name of an end (Dave Kim -same as- Dave -> Elasticsearch):
            # the path from that name is there already, shorter.
            if any(n["id"] in ends for n in nodes[1:-1]):
                continue
            unique.setdefault(tuple(n["id"] for n in nodes), nodes)
        return list(unique.values())

    def _hops(self, user_id, candidates, at: datetime, req: ConnectIn) -> dict[tuple, Hop]:
        pairs = {tuple(sorted((a["id"], b["id"])))
                 for nodes in candidates for a, b in zip(nodes, nodes[1:], strict=False)}
        if not pairs:
            return {}
        rows = self.store.read(
            "connect/hops", user_id=user_id, pairs=[list(p) for p in sorted(pairs)],
            at=iso(at), as_of=iso(req.as_of) if req.as_of else None,
            known_at=iso(req.known_at) if req.known_at else None, per_edge=EVIDENCE_PER_EDGE)
        hops: dict[tuple, Hop] = {}
        for row in rows:
            key = (row["a_id"], row["b_id"])
            hops.setdefault(key, Hop(*key, [])).edges.append(row)
        return hops

    def _path(self, nodes: list[dict], hops: dict[tuple, Hop], at: datetime) -> dict | None:
        edges, used = [], []
        for a, b in zip(nodes, nodes[1:], strict=False):
            hop = hops.get(tuple(sorted((a["id"], b["id"]))))
            if hop is None:
                return None  # no evidence held for this hop then: the path did not exist
            used.append(hop)
            edges.append(_edge_out(a["id"], b["id"], hop))
        return {"hops": len(edges), "score": round(_score(nodes, used, at), 6),
                "nodes": [_entity(n) for n in nodes], "edges": edges}


def _one_per_route(paths: list[dict]) -> list[dict]:
    """The best-scored path of each route: the same entities between the ends, whichever of
    their names (merged entities) the ends were reached by. `paths` come best first."""
    seen: set[tuple[str, ...]] = set()
    out = []
    for path in paths:
        route = tuple(n["id"] for n in path["nodes"][1:-1])
        if route not in seen:
            seen.add(route)
            out.append(path)
    return out


def _score(nodes: list[dict], hops: list[Hop], at: datetime) -> float:
    strength = math.prod(h.strength for h in hops) ** (1.0 / len(hops))
    recency = sum(_recency(h.latest, at) for h in hops) / len(hops)
    inner = nodes[1:-1] or nodes
    importance = sum(min(1.0, n.get("importance") or 0.0) for n in inner) / len(inner)
    quality = 0.6 * strength + 0.25 * recency + 0.15 * importance
    return quality * HOP_DECAY ** (len(hops) - 1)


def _recency(latest: str | None, at: datetime) -> float:
    when = parse_iso(latest)
    if when is None:
        return 0.0
    days = max(0.0, (at - when).total_seconds() / 86400.0)
    return math.exp(-math.log(2) / RECENCY_HALF_LIFE_DAYS * days)


def _edge_out(from_id: str, to_id: str, hop: Hop) -> dict[str, Any]:
    """One hop as API.md shows it: the strongest relation of the pair names the type and the
    direction; evidence is pooled over all the pair's relations, newest first."""
    main = max(hop.edges, key=lambda e: (e["label"] == "SAME_AS", e["type"] != "co_occurs",
                                         e["valid"], e["weight"]))
    forward = main["forward"] == (main["a_id"] == from_id)
    src, dst = (from_id, to_id) if forward else (to_id, from_id)
    evidence: dict[str, dict] = {}
    for e in sorted(hop.edges, key=lambda e: e["latest"] or "", reverse=True):
        for item in e["evidence"]:
            evidence.setdefault(item["memory_id"], item)
    shown = sorted(evidence.values(), key=lambda m: m["occurred_at"] or "", reverse=True)
    return {
        "from": src, "to": dst,
        "type": "same_as" if main["label"] == "SAME_AS" else main["type"],
        "types": sorted({e["type"] or "same_as" for e in hop.edges}),
        "weight": sum(e["weight"] for e in hop.edges if e["label"] == "RELATED"),
        "first_seen": min((e["first_seen"] for e in hop.edges if e["first_seen"]),
                          default=None),
        "last_seen": hop.latest,
        "evidence": [{"memory_id": m["memory_id"], "record_ids": m["record_ids"],
                      "text": m["text"], "occurred_at": m["occurred_at"]}
                     for m in shown[:EVIDENCE_PER_EDGE]],
    }


def _entity(e: dict[str, Any]) -> dict[str, Any]:
    return {name: e.get(name) for name in ENTITY_FIELDS}
