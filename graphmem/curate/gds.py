"""Graph Data Science over one user's entity graph (the curation job "gds").

With the `graphdatascience` client, over a Cypher projection of the user's entities only:
- PageRank (weighted by how often a relation was seen) -> `Entity.importance` in [0, 1];
  retrieval reads it for its importance and graph signals, connect for path ranking;
- Louvain communities -> `Entity.community`, and per community of 3+ entities a `summary` memory
  naming its top entities and quoting its most central memories, DERIVED_FROM their records;
- node similarity (shared neighbourhoods) -> `SIMILAR {score}` edges, which entity resolution
  takes as one of its signals; resolution then runs.

Without GDS (a server lacking the plugin) importance falls back to degree and the rest is
skipped; /health reports `gds.version: null`. The algorithms write straight from GDS; the lease is
renewed before each such write, so a worker that lost its lease stops first, and every Cypher
write goes through the lease fence.
"""

from __future__ import annotations

import hashlib
import logging
import uuid
from typing import Any

from graphmem.curate import lease
from graphmem.curate.common import curated_id, fresh_fields
from graphmem.models import now_iso

log = logging.getLogger(__name__)

MIN_COMMUNITY = 3
TOP_ENTITIES = 5
TOP_MEMORIES = 3
MAX_COMMUNITIES = 50
SIMILAR_MAX_DEGREE = 100
SIMILAR_MAX_NODES = 10_000
CHANGE_FRACTION = 0.1  # the scheduler re-runs GDS once the graph grew or shrank by 10%


def gds_available(services) -> str | None:
    """The GDS version, or None when the server has no GDS plugin."""
    try:
        return services.store.read("admin/gds_version")[0]["version"]
    except Exception as exc:  # a server without GDS answers with an unknown-function error
        if type(exc).__name__ in ("StoreUnavailable", "QueryTimeout"):
            raise
        return None


def run_gds(services, user_id: str) -> dict[str, Any]:
    """The "gds" job: importance, communities with summaries, similarity, then resolution."""
    size = services.store.read("gds/graph_size", user_id=user_id)[0]
    counts: dict[str, Any] = {"entities": size["entities"], "relations": size["relations"]}
    version = gds_available(services)
    if version is None or size["entities"] == 0:
        _fenced([("gds/degree_importance", {"user_id": user_id})], services)
        counts["mode"] = "degree" if version is None else "empty"
    else:
        counts.update(_with_gds(services, user_id))
        counts["mode"] = "gds"
        if "louvain_error" not in counts:  # summaries of stale communities would mislead
            counts["communities"] = _write_summaries(services, user_id)
    counts["resolution"] = services.resolver.run(user_id)
    # Merged entities can settle a relation conflict ("reports to PG" vs "to Postgres").
    counts["conflicts"] = services.conflicts.detect_all(user_id)
    _fenced([("gds/record_run", {"user_id": user_id, "entities": size["entities"],
                                 "relations": size["relations"], "now": now_iso(),
                                 "mode": counts["mode"]})], services)
    return counts


def gds_due(services, user_id: str) -> bool:
    """Has the user's entity graph changed enough since the last run to run GDS again?"""
    size = services.store.read("gds/graph_size", user_id=user_id)[0]
    last = services.store.read("gds/last_run", user_id=user_id)
    if not last:
        return size["entities"] > 0
    before = max(1, last[0]["entities"] + last[0]["relations"])
    now = size["entities"] + size["relations"]
    return abs(now - before) / before >= CHANGE_FRACTION


def graph_prefix(user_id: str) -> str:
    """The catalog name prefix of a user's projections (each run adds a random suffix, so two
    runs never share one; the projection is dropped when the run ends)."""
    return f"graphmem-{hashlib.sha1(user_id.encode()).hexdigest()[:10]}-"


def _with_gds(services, user_id: str) -> dict[str, Any]:
    from graphdatascience import GraphDataScience

    from graphmem.store.queries import query

    gds = GraphDataScience(services.store.driver, database=services.store.database,
                           arrow=False, show_progress=False)
    name = f"{graph_prefix(user_id)}{uuid.uuid4().hex[:8]}"
    graph = None
    try:
        graph, projected = gds.graph.project.cypher(query("gds/project"), user_id=user_id,
                                                    graph_name=name)
        counts: dict[str, Any] = {"projected_nodes": projected.node_count,
                                  "projected_relationships": projected.relationship_count}
        counts.update(_step("pagerank", _pagerank, gds, graph, services, user_id))
        if "pagerank_error" in counts:
            _fenced([("gds/degree_importance", {"user_id": user_id})], services)
        counts.update(_step("louvain", _louvain, gds, graph))
        if projected.node_count <= SIMILAR_MAX_NODES:
            counts.update(_step("similarity", _similarity, gds, graph, services, user_id))
        else:  # node similarity compares all pairs: past this size it costs more than it adds
            counts["similarity_skipped"] = f"over {SIMILAR_MAX_NODES} entities"

        return counts
    finally:
        if graph is not None:
            graph.drop(fail_if_missing=False)
        gds.close()


def _step(name: str, fn, *args) -> dict[str, Any]:
    """One algorithm. A server error (e.g. its transaction time limit on a huge graph) costs
    that algorithm's output only: it is logged and reported, the others still run."""
    from neo4j.exceptions import ClientError

    _renew()
    try:
        return fn(*args)
    except ClientError as exc:
        log.warning("GDS %s failed: %s", name, exc.message)
        return {f"{name}_error": exc.code}


def _pagerank(gds, graph, services, user_id: str) -> dict[str, Any]:
    ranks = gds.page_rank.write(graph, write_property="pagerank",
                                relationship_weight_property="weight")
    _fenced([("gds/normalize_importance", {"user_id": user_id})], services)
    return {"pagerank_iterations": ranks.ran_iterations}


def _louvain(gds, graph) -> dict[str, Any]:
    # One thread, over nodes in a fixed order (gds/project): parallel Louvain's moves depend on
    # how its threads interleave, so the same graph gave other communities from run to run, and
    # their summaries other ids (a rebuild did not reproduce them).
    louvain = gds.louvain.write(graph, write_property="community",
                                relationship_weight_property="weight", concurrency=1)
    return {"community_count": louvain.community_count}


def _similarity(gds, graph, services, user_id: str) -> dict[str, Any]:
    """Node similarity of neighbourhoods (Jaccard) -> SIMILAR edges. Hubs (more than
    SIMILAR_MAX_DEGREE neighbours) are left out: resolution judges well-known names by name, and
    resolution computes the neighbourhood overlap of its own candidates itself, so on a graph
    too large for all-pairs similarity it loses only this source of candidates."""
    _fenced([("gds/clear_similar", {"user_id": user_id})], services)
    similar = gds.node_similarity.write(
        graph, write_relationship_type="SIMILAR", write_property="score", top_k=5,
        similarity_cutoff=0.3, degree_cutoff=2, upper_degree_cutoff=SIMILAR_MAX_DEGREE)
    return {"similar_pairs": similar.relationships_written}


def _write_summaries(services, user_id: str) -> int:
    rows = services.store.read("gds/communities", user_id=user_id, min_size=MIN_COMMUNITY,
                               top_entities=TOP_ENTITIES, top_memories=TOP_MEMORIES,
                               max_communities=MAX_COMMUNITIES)
    # A summary quotes the current memories it stands on, which derive from records; a
    # community that only memories since superseded (an old version of a document) mention
    # has none, and no summary.
    for row in rows:
        row["central"] = [m for m in row["central"] if m["record_ids"]]
    drafts = [_summary(user_id, row) for row in rows if row["central"]]
    if drafts:
        vectors = services.embedder.encode([d["props"]["text"] for d in drafts])
        for draft, vector in zip(drafts, vectors, strict=True):
            draft["props"]["embedding"] = vector
    statements = [("gds/clear_summaries", {"user_id": user_id})]
    if drafts:
        statements.append(("gds/write_summaries", {"user_id": user_id, "rows": drafts}))
    _fenced(statements, services)
    return len(drafts)


def _summary(user_id: str, row: dict[str, Any]) -> dict[str, Any]:
    """A community in words: its top entities and its most central memories, quoted."""
    top, central = row["top"], row["central"]
    names = ", ".join(e["name"] for e in top)
    more = row["size"] - len(top)
    text = f"Topic cluster of {row['size']} entities: {names}" + (
        f" and {more} more." if more > 0 else ".")
    quotes = [" ".join((m["text"] or "").split())[:240] for m in central]
    if quotes:
        text += " Central memories: " + " | ".join(f'"{q}"' for q in quotes)
    times = [m["occurred_at"] for m in central if m["occurred_at"]]
    at = max(times) if times else now_iso()
    # an episode quoted here sums up turns after its own occurred_at (its first turn): as of a
    # time before the last of them, the summary's words were not all said yet (search/as_of)
    ends = [m.get("last_turn_at") or m["occurred_at"] for m in central if m["occurred_at"]]
    importance = sum(e["importance"] or 0.0 for e in top) / max(1, len(top))
    props = {
        "id": curated_id(user_id, "community", *sorted(e["key"] for e in top)),
        "user_id": user_id, "kind": "summary", "summary_of": "community",
        "community": row["community"], "community_size": row["size"], "text": text,
        "occurred_at": at, "recorded_at": now_iso(), "valid_from": at, "decay_class": "slow",
        "last_turn_at": max(ends) if ends else None,
        "importance": round(importance, 4),
    }
    # fresh: what a new summary starts with, never written over a kept one (its pin, its reads)
    return {"props": props, "fresh": fresh_fields(), "entity_ids": [e["id"] for e in top],
            "record_ids": sorted({rid for m in central for rid in m["record_ids"]})}


def _renew() -> None:
    held = lease.current()
    if held is not None:
        held.renew()  # raises LeaseLost: nothing more is written by this worker


def _fenced(statements, services) -> None:
    lease.write_many(services.store, statements)


def _register_jobs() -> None:
    """Entity resolution and the conflict re-check as jobs of their own (`graphmem curate
    resolve`); the registry imports this module for "gds", which registers them."""
    from graphmem.curate import registry

    registry.register("resolve", lambda services, user_id, clock: services.resolver.run(user_id),
                      "entity resolution: SAME_AS for variants of one name")
    registry.register(
        "conflicts",
        lambda services, user_id, clock: {"conflicts": services.conflicts.detect_all(user_id)},
        "re-check contradicting state values and single-valued relations")


_register_jobs()
