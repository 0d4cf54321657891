"""POST /connect: what connects X to Y, every hop backed by the records that say so."""

from __future__ import annotations

import pytest
from conftest import keyed_app
from fastapi.testclient import TestClient

from graphmem.ingest.writer import RecordWriter
from graphmem.models import RecordIn

CHAIN = [
    ("c1", "Alice leads the Atlas project.", "2024-01-10T00:00:00Z"),
    ("c2", "The Atlas project stores its data in PostgreSQL.", "2024-02-10T00:00:00Z"),
    ("c3", "PostgreSQL replicates to the Nightingale cluster every night.", "2024-03-10T00:00:00Z"),
    ("c4", "Bob and Carol went hiking in the Alps.", "2024-03-11T00:00:00Z"),
]


def turn(ref, content, at, **extra):
    return {"type": "conversation", "source_ref": ref, "content": content, "occurred_at": at,
            **extra}


@pytest.fixture
def chain(client):
    out = client.post("/records/import", json={"records": [turn(*c) for c in CHAIN]}).json()
    assert out["created"] == len(CHAIN), out
    return dict(zip([c[0] for c in CHAIN], out["ids"], strict=True))


def connect(client, status=200, **body):
    r = client.post("/connect", json={"from": "Alice", "to": "Nightingale", **body})
    assert r.status_code == status, r.text
    return r.json()


def names(path):
    return [n["name"] for n in path["nodes"]]


def test_three_hops_with_evidence_on_every_hop(client, chain):
    out = connect(client)
    assert out["from_entity"]["name"] == "Alice"
    assert out["to_entity"]["name"] == "Nightingale"
    best = out["paths"][0]
    assert names(best) == ["Alice", "Atlas", "PostgreSQL", "Nightingale"]
    assert best["hops"] == 3 and len(best["edges"]) == 3 and best["score"] > 0
    ids = [n["id"] for n in best["nodes"]]
    expected = [chain["c1"], chain["c2"], chain["c3"]]
    for hop, (edge, record_id) in enumerate(zip(best["edges"], expected, strict=True)):
        assert {edge["from"], edge["to"]} == {ids[hop], ids[hop + 1]}
        assert edge["evidence"], f"hop {hop} has no evidence"
        assert edge["evidence"][0]["record_ids"] == [record_id]
        assert edge["evidence"][0]["text"] == CHAIN[hop][1]
    typed = {e["type"] for e in best["edges"]}
    assert "leads" in typed and "stores_in" in typed
    # The verb's direction is kept: Alice leads Atlas, not the other way round.
    assert best["edges"][0]["from"] == ids[0]
    for path in out["paths"]:
        assert all(n["type"] != "date" for n in path["nodes"][1:-1])
        assert all(e["evidence"] for e in path["edges"])


def test_names_resolve_through_aliases_case_and_ids(client, chain):
    by_alias = client.post("/connect", json={"from": "alice", "to": "PG"}).json()
    assert names(by_alias["paths"][0]) == ["Alice", "Atlas", "PostgreSQL"]
    target = by_alias["to_entity"]["id"]
    by_id = client.post("/connect", json={"from": "Alice", "to": target}).json()
    assert by_id["to_entity"]["name"] == "PostgreSQL"
    typo = client.post("/connect", json={"from": "Alice", "to": "Nightingal"}).json()
    assert typo["to_entity"]["name"] == "Nightingale"


def test_max_hops_bounds_the_paths(client, chain):
    assert connect(client, max_hops=2)["paths"] == []
    assert len(connect(client, max_hops=3)["paths"]) == 1
    assert len(connect(client, max_hops=4, k=1)["paths"]) == 1


def test_as_of_uses_only_what_held_then(client, chain):
    assert connect(client, as_of="2024-02-15T00:00:00Z")["paths"] == []
    then = connect(client, as_of="2024-03-10T00:00:00Z")["paths"]
    assert names(then[0]) == ["Alice", "Atlas", "PostgreSQL", "Nightingale"]


def test_a_corrected_claim_no_longer_connects_but_did_before(client, chain):
    client.post("/records", json=turn("c2-fix", "Scratch that, Atlas keeps its data elsewhere.",
                                      "2024-04-01T00:00:00Z", supersedes="c2"))
    assert connect(client)["paths"] == []
    before = connect(client, as_of="2024-03-20T00:00:00Z")["paths"]
    assert names(before[0]) == ["Alice", "Atlas", "PostgreSQL", "Nightingale"]


def test_known_at_hides_what_had_not_arrived(client, services, user):
    writer = RecordWriter(services.store, services.embedder, services.extractor,
                          clock=lambda: "2024-03-01T00:00:00.000000Z")
    writer.append_many(user, [RecordIn(**turn(*c)) for c in CHAIN[:2]])
    late = RecordWriter(services.store, services.embedder, services.extractor,
                        clock=lambda: "2024-05-01T00:00:00.000000Z")
    late.append_many(user, [RecordIn(**turn(*c)) for c in CHAIN[2:]])
    assert connect(client)["paths"]
    assert connect(client, known_at="2024-04-01T00:00:00Z")["paths"] == []


def test_better_supported_path_ranks_first(client):
    records = [turn(f"s{i}", f"Alice tuned Redis again, round {i}.",
                    f"2024-05-1{i}T00:00:00Z") for i in range(3)]
    records += [turn(f"t{i}", f"Redis feeds the Nightingale dashboards, check {i}.",
                     f"2024-05-2{i}T00:00:00Z") for i in range(3)]
    records += [turn("k1", "Alice tested Kafka once.", "2024-05-12T00:00:00Z"),
                turn("k2", "Kafka feeds the Nightingale dashboards.", "2024-05-22T00:00:00Z")]
    client.post("/records/import", json={"records": records})
    paths = connect(client, k=5)["paths"]
    assert [names(p) for p in paths[:2]] == [["Alice", "Redis", "Nightingale"],
                                             ["Alice", "Kafka", "Nightingale"]]
    strong, weak = paths[0]["edges"], paths[1]["edges"]
    assert [len(e["evidence"]) for e in strong] == [3, 3]
    assert [len(e["evidence"]) for e in weak] == [1, 1]
    scores = [p["score"] for p in paths]
    assert scores == sorted(scores, reverse=True)


def test_a_path_never_comes_back_to_an_entity(client):
    """Two relations between Carol and Atlas make a walk Carol -> Atlas -> Carol -> Dave that
    uses each edge once; it connects nothing the direct hop does not."""
    client.post("/records/import", json={"records": [
        turn("r1", "Carol runs the Atlas project.", "2024-06-01T00:00:00Z"),
        turn("r2", "Carol and Atlas shipped the billing rewrite together.",
             "2024-06-02T00:00:00Z"),
        turn("r3", "Carol hired Dave for the Kafka team.", "2024-06-03T00:00:00Z")]})
    r = client.post("/connect", json={"from": "Carol", "to": "Dave", "k": 10, "max_hops": 4})
    assert r.status_code == 200, r.text
    paths = r.json()["paths"]
    assert paths and names(paths[0]) == ["Carol", "Dave"], r.json()
    for path in paths:
        ids = [n["id"] for n in path["nodes"]]
        assert len(set(ids)) == len(ids), names(path)


def test_a_merged_entity_connects_by_each_route_once(client):
    """Dave and Dave Kim are one person: a path through the other name of an end is a detour,
    and the same route reached by either name is one path."""
    client.post("/records/import", json={"records": [
        turn("d1", "Dave Kim tuned the Elasticsearch cluster.", "2024-06-01T00:00:00Z"),
        turn("d2", "Dave moved the logs into Elasticsearch.", "2024-06-02T00:00:00Z"),
        turn("d3", "Dave Kim and Dave shared the Kibana dashboards.", "2024-06-03T00:00:00Z"),
        turn("d4", "Kibana reads from Elasticsearch.", "2024-06-04T00:00:00Z")]})
    (kim,) = [e for e in client.get("/entities", params={"q": "Dave Kim"}).json()
              if e["name"] == "Dave Kim"]
    r = client.post(f"/entities/{kim['id']}/merge", json={"other": "Dave"})
    assert r.status_code == 200, r.text
    r = client.post("/connect", json={"from": "Dave", "to": "Elasticsearch", "k": 10})
    assert r.status_code == 200, r.text
    paths = r.json()["paths"]
    assert paths and len(paths[0]["nodes"]) == 2, [names(p) for p in paths]
    routes = [tuple(names(p)[1:-1]) for p in paths]
    assert len(routes) == len(set(routes)), routes
    assert not any({"Dave", "Dave Kim"} & set(route) for route in routes), routes


def test_unknown_entity_is_404_with_closest_names(client, chain):
    r = client.post("/connect", json={"from": "Alice", "to": "Nightowl"})
    assert r.status_code == 404
    body = r.json()
    assert body["error"] == "not_found" and body["field"] == "to"
    assert "Nightingale" in body["message"]


def test_a_person_is_never_another_spelling_of_a_name(client):
    """"Helen Parker" is not Helen Park (a 404 suggesting her), though a part of her name is."""
    client.post("/records", json=turn("p1", "Helen Park maintains the Kafka cluster.",
                                      "2024-01-10T00:00:00Z"))
    r = client.post("/connect", json={"from": "Helen Parker", "to": "Kafka"})
    assert r.status_code == 404 and "Helen Park" in r.json()["message"], r.text
    r = client.post("/connect", json={"from": "Kafka", "to": "helen park"})
    assert r.status_code == 200 and r.json()["from_entity"]["name"] == "Kafka", r.text
    assert r.json()["to_entity"]["name"] == "Helen Park"


def test_bad_input_is_422(client, chain):
    for body in ({"from": "Alice", "to": "Atlas", "max_hops": 0},
                 {"from": "Alice", "to": "Atlas", "max_hops": 7},
                 {"from": "Alice", "to": "Atlas", "k": 0},
                 {"from": "Alice"}, {"from": "  ", "to": "Atlas"},
                 {"from": "Alice", "to": "Atlas", "as_of": "someday"},
                 {"from": "Alice", "to": "alice"}):
        r = client.post("/connect", json=body)
        assert r.status_code == 422, (body, r.text)
        assert set(r.json()) == {"error", "message", "field"}


def test_custody_another_user_sees_nothing(client, chain, services):
    mine = connect(client)
    with TestClient(keyed_app(services, {"k-other": ["other-user-connect"]})) as other:
        other.headers["Authorization"] = "Bearer k-other"
        r = other.post("/connect", json={"from": "Alice", "to": "Nightingale"})
        assert r.status_code == 404
        ids = mine["from_entity"]["id"], mine["to_entity"]["id"]
        r = other.post("/connect", json={"from": ids[0], "to": ids[1]})
        assert r.status_code == 404
        assert other.get(f"/entities/{ids[0]}").status_code == 404
