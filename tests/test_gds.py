"""Graph Data Science on the local Neo4j: PageRank importance, Louvain communities with summary
memories, node similarity, per-user projection, the degree fallback and the CLI job."""

from __future__ import annotations

import pytest

from graphmem.curate import gds as gds_job

# Two groups of work that never meet: the billing stack around Atlas, the observability stack
# around Nightingale. Atlas is in every billing sentence: the hub.
BILLING = [
    "Alice leads the Atlas project.",
    "Atlas stores its data in PostgreSQL.",
    "Atlas caches sessions in Redis.",
    "Bob tuned PostgreSQL for Atlas.",
    "Bob and Alice moved Atlas to Redis Cluster.",
    "Atlas writes invoices to PostgreSQL and Redis.",
]
OBSERVABILITY = [
    "Carol runs the Nightingale dashboards.",
    "Nightingale reads metrics from Prometheus.",
    "Dave wired Grafana to Prometheus for Nightingale.",
    "Carol and Dave moved Grafana alerts into Nightingale.",
]


def seed(client, texts, prefix):
    records = [{"type": "conversation", "source_ref": f"{prefix}{i}", "content": t,
                "occurred_at": f"2024-05-{i + 1:02d}T00:00:00Z"} for i, t in enumerate(texts)]
    assert client.post("/records/import", json={"records": records}).json()["created"] == \
        len(texts)


@pytest.fixture
def graph(client):
    seed(client, BILLING, "b")
    seed(client, OBSERVABILITY, "o")
    return client


def entities(cypher, user):
    rows = cypher("MATCH (e:Entity {user_id: $u}) RETURN e.name AS name, e.importance AS imp, "
                  "e.community AS community", u=user)
    return {r["name"]: r for r in rows}


def test_gds_writes_importance_and_communities(graph, services, user, cypher):
    counts = gds_job.run_gds(services, user)
    assert counts["mode"] == "gds" and counts["projected_nodes"] == counts["entities"]
    found = entities(cypher, user)
    assert all(0.0 <= e["imp"] <= 1.0 for e in found.values())
    assert max(e["imp"] for e in found.values()) == pytest.approx(1.0)
    assert found["Atlas"]["imp"] == pytest.approx(1.0)  # the hub of the billing talk
    assert found["Atlas"]["imp"] > found["Bob"]["imp"]
    billing = {found[n]["community"] for n in ("Atlas", "PostgreSQL", "Redis", "Alice")}
    observability = {found[n]["community"] for n in ("Nightingale", "Grafana", "Prometheus")}
    assert len(billing) == 1 and len(observability) == 1 and billing != observability

    summaries = cypher(
        "MATCH (m:Memory {user_id: $u, kind: 'summary', summary_of: 'community'}) "
        "RETURN m.text AS text, m.embedding IS NOT NULL AS embedded, m.community AS community, "
        "[(m)-[:DERIVED_FROM]->(r:Record) | r.content] AS sources, "
        "[(m)-[:MENTIONS]->(e:Entity) | e.name] AS entities", u=user)
    assert len(summaries) == 2 == counts["communities"]
    atlas = next(s for s in summaries if "Atlas" in s["entities"])
    assert atlas["community"] == found["Atlas"]["community"]
    assert atlas["embedded"] and atlas["text"].startswith("Topic cluster of")
    assert "Atlas" in atlas["text"] and atlas["sources"]
    assert set(atlas["sources"]) <= set(BILLING)  # each summary quotes its own records only
    # Run again: summaries are replaced, not piled up; no projection is left behind.
    gds_job.run_gds(services, user)
    again = cypher("MATCH (m:Memory {user_id: $u, kind: 'summary'}) RETURN count(m) AS n", u=user)
    assert again[0]["n"] == 2
    left = cypher("CALL gds.graph.list() YIELD graphName WHERE graphName STARTS WITH $prefix "
                  "RETURN count(*) AS n", prefix=gds_job.graph_prefix(user))
    assert left[0]["n"] == 0


def test_a_community_only_superseded_memories_mention_gets_no_summary(graph, services, user,
                                                                     cypher):
    """A summary stands on current memories: one over talk since withdrawn would quote no
    record (record_ids []) and repeat what was replaced."""
    records = [{"type": "conversation", "source_ref": f"w{i}", "supersedes": f"o{i}",
                "content": "Withdrawn, ignore the note above.",
                "occurred_at": "2024-06-01T00:00:00Z"} for i in range(len(OBSERVABILITY))]
    assert graph.post("/records/import", json={"records": records}).json()["created"] == 4
    gds_job.run_gds(services, user)
    summaries = cypher(
        "MATCH (m:Memory {user_id: $u, kind: 'summary', summary_of: 'community'}) "
        "RETURN m.text AS text, [(m)-[:DERIVED_FROM]->(r:Record) | r.content] AS sources",
        u=user)
    assert summaries and all(s["sources"] for s in summaries), summaries
    assert not any("Nightingale" in s["text"] for s in summaries)


def test_a_pinned_summary_outlives_its_community(graph, services, user, cypher):
    """A GDS run writes the summaries afresh, but a pinned one stays pinned and in core memory,
    though the talk it summed up was withdrawn since (and it stays one memory, run after run)."""
    gds_job.run_gds(services, user)
    (night,) = [r["id"] for r in cypher(
        "MATCH (m:Memory {user_id: $u, kind: 'summary'}) WHERE m.text CONTAINS 'Nightingale' "
        "RETURN m.id AS id", u=user)]
    assert graph.post(f"/memories/{night}/pin").status_code == 200
    gds_job.run_gds(services, user)  # its community unchanged: written again, still pinned
    core = graph.get("/memories/core").json()
    assert night in [m["memory_id"] for m in core["memories"]], core
    records = [{"type": "conversation", "source_ref": f"w{i}", "supersedes": f"o{i}",
                "content": "Withdrawn, ignore the note above.",
                "occurred_at": "2024-06-01T00:00:00Z"} for i in range(len(OBSERVABILITY))]
    assert graph.post("/records/import", json={"records": records}).json()["created"] == 4
    for _ in range(2):
        gds_job.run_gds(services, user)
        core = graph.get("/memories/core").json()
        assert night in [m["memory_id"] for m in core["memories"]], core
    kept = cypher("MATCH (m:Memory {id: $id}) RETURN m.pinned AS pinned, "
                  "m.decay_class AS decay", id=night)
    assert kept == [{"pinned": True, "decay": "none"}]


def test_projection_is_per_user(graph, services, user, cypher, app):
    from conftest import keyed_app
    from fastapi.testclient import TestClient

    other_user = f"{user}-other"
    with TestClient(keyed_app(services, {"k-gds-other": [other_user]})) as other:
        other.headers["Authorization"] = "Bearer k-gds-other"
        seed(other, BILLING[:3], "x")
    counts = gds_job.run_gds(services, user)
    assert counts["projected_nodes"] == len(entities(cypher, user))
    untouched = entities(cypher, other_user)
    assert untouched and all(e["community"] is None and e["imp"] == 0.0
                             for e in untouched.values())


def test_node_similarity_links_entities_with_the_same_neighbourhood(graph, services, user,
                                                                    cypher):
    gds_job.run_gds(services, user)
    pairs = cypher("MATCH (a:Entity {user_id: $u})-[s:SIMILAR]->(b:Entity) "
                   "RETURN a.name AS a, b.name AS b, s.score AS score", u=user)
    assert pairs and all(0 < p["score"] <= 1 for p in pairs)
    together = {frozenset((p["a"], p["b"])) for p in pairs}
    assert frozenset(("Grafana", "Prometheus")) in together or \
        frozenset(("Carol", "Dave")) in together
    assert not any({"Atlas", "Nightingale"} <= pair for pair in together)


def test_without_gds_importance_falls_back_to_degree(graph, services, user, cypher,
                                                     monkeypatch):
    # The server here has GDS; a server without the plugin answers gds_available() with None.
    monkeypatch.setattr(gds_job, "gds_available", lambda services: None)
    counts = gds_job.run_gds(services, user)
    assert counts["mode"] == "degree"
    found = entities(cypher, user)
    assert found["Atlas"]["imp"] == pytest.approx(1.0)
    assert all(e["community"] is None for e in found.values())
    assert 0.0 < found["Bob"]["imp"] < 1.0


def test_health_reports_gds(client):
    gds = client.get("/health").json()["gds"]
    assert gds["version"].startswith("2.") and gds["importance"] == "pagerank"


def test_gds_is_due_when_the_graph_changed_enough(graph, services, user):
    assert gds_job.gds_due(services, user)
    gds_job.run_gds(services, user)
    assert not gds_job.gds_due(services, user)
    seed(graph, ["Erin migrated Kafka, Kibana, Logstash and Jaeger for Nightingale.",
                 "Frank deployed Consul, Vault and Nomad next to Terraform."], "n")
    assert gds_job.gds_due(services, user)


def test_cli_curate_gds(graph, user, capsys, cypher):
    from graphmem.cli import main

    assert main(["curate", "gds", "--user", user]) == 0
    out = capsys.readouterr().out
    assert "gds" in out and '"mode": "gds"' in out
    assert entities(cypher, user)["Atlas"]["imp"] == pytest.approx(1.0)


def test_a_summary_quoting_an_episode_is_as_late_as_its_last_turn():
    """An episode's occurred_at is its first turn; its text sums up later ones. A summary that
    quotes it must not show in a search as of a time before those were said."""
    row = {"top": [{"name": "Atlas", "key": "atlas", "id": "e1", "importance": 0.5}],
           "size": 1, "community": 3,
           "central": [{"text": "Bob finished the Atlas migration.", "record_ids": ["r1"],
                        "occurred_at": "2024-03-01T11:00:00.000000Z",
                        "last_turn_at": "2024-04-25T09:00:00.000000Z"},
                       {"text": "Atlas stores invoices.", "record_ids": ["r2"],
                        "occurred_at": "2024-03-02T00:00:00.000000Z", "last_turn_at": None}]}
    props = gds_job._summary("u", row)["props"]
    assert props["valid_from"] == "2024-03-02T00:00:00.000000Z"
    assert props["last_turn_at"] == "2024-04-25T09:00:00.000000Z"


def test_mentions_do_not_count_community_summaries(graph, services, user, cypher):
    """The mentions job runs after gds: a summary's MENTIONS are curated ones, and a write
    after a full run counted them as mentions (Atlas 7 after its seventh turn, 6 after a
    rebuild)."""
    from curation_support import FakeClock, run_jobs

    from graphmem.curate import registry

    run_jobs(services, user, FakeClock(), *[j.name for j in registry.jobs()])
    assert cypher("MATCH (m:Memory {user_id: $u, summary_of: 'community'})-[:MENTIONS]->"
                  "(:Entity {name: 'Atlas'}) RETURN count(m) AS n", u=user)[0]["n"] >= 1
    seed(graph, ["Atlas nightly invoices finished on time."], "late")

    def atlas() -> int:
        return cypher("MATCH (e:Entity {user_id: $u, name: 'Atlas'}) RETURN e.mentions AS n",
                      u=user)[0]["n"]

    assert atlas() == len([t for t in BILLING if "Atlas" in t]) + 1


def test_a_rebuild_keeps_when_a_summary_was_made(graph, services, user, cypher):
    """A rebuild makes the community summaries again, now: a known_at search before it had
    stopped finding them. One made again with the same text keeps its times."""
    gds_job.run_gds(services, user)

    def times():
        return {r["text"]: (r["recorded_at"], r["valid_from"]) for r in cypher(
            "MATCH (m:Memory {user_id: $u, kind: 'summary'}) RETURN m.text AS text, "
            "m.recorded_at AS recorded_at, m.valid_from AS valid_from", u=user)}

    before = times()
    assert before
    services.curator.rebuild(user)
    after = times()
    assert {t: after[t] for t in before if t in after} == before, (before, after)
