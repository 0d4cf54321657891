"""Time in two dimensions: state as of an event time and as known at a record time, history,
lineage, derivations, structured record reads and conflicts, through the HTTP API."""

from __future__ import annotations

import time

import pytest

from graphmem.ingest.writer import RecordWriter
from graphmem.models import RecordIn


def state(key, value, at, ref, kind="service", **extra):
    return {"type": "state_object", "kind": kind, "key": key, "content": value,
            "occurred_at": at, "source_ref": ref, **extra}


@pytest.fixture
def write_at(services, user):
    """Append records as if received at a given record time (an injected writer clock)."""
    def write(records: list[dict], recorded_at: str) -> list[str]:
        writer = RecordWriter(services.store, services.embedder, services.extractor,
                              clock=lambda: recorded_at)
        outs = writer.append_many(user, [RecordIn(**r) for r in records])
        assert all(o.error is None for o in outs), [o.message for o in outs]
        return [o.id for o in outs]
    return write


def get_state(client, key, kind="service", **params):
    return client.get(f"/records/state/{kind}/{key}", params=params)


def test_state_follows_its_chain_by_event_time(client):
    records = [state("billing.db", "postgres 14", "2024-01-01T00:00:00Z", "s1"),
               state("billing.db", "mysql 8", "2024-03-01T00:00:00Z", "s2"),
               state("billing.db", "cockroach", "2024-06-01T00:00:00Z", "s3")]
    assert client.post("/records/import", json={"records": records}).json()["created"] == 3

    feb = get_state(client, "billing.db", as_of="2024-02-15T00:00:00Z").json()
    assert feb["value"] == "postgres 14"
    assert feb["valid_from"].startswith("2024-01-01") and feb["valid_to"].startswith("2024-03-01")
    assert get_state(client, "billing.db", as_of="2024-03-01T00:00:00Z").json()["value"] \
        == "mysql 8"  # the next version holds from its own occurred_at on
    now = get_state(client, "billing.db").json()
    assert now["value"] == "cockroach" and now["valid_to"] is None
    assert set(now) >= {"kind", "key", "value", "record_id", "valid_from", "valid_to"}

    before = get_state(client, "billing.db", as_of="2023-12-31T23:59:59Z")
    assert before.status_code == 404
    assert before.json()["error"] == "not_found" and "2024-01-01" in before.json()["message"]
    assert get_state(client, "no.such.key").status_code == 404

    versions = client.get("/records/state/service/billing.db/history").json()["versions"]
    assert [v["value"] for v in versions] == ["postgres 14", "mysql 8", "cockroach"]
    assert [v["valid_to"][:10] for v in versions[:2]] == ["2024-03-01", "2024-06-01"]


def test_late_value_changes_as_of_but_not_an_earlier_known_at(client, write_at):
    write_at([state("api.version", "v1", "2024-01-01T00:00:00Z", "a1"),
              state("api.version", "v3", "2024-03-01T00:00:00Z", "a3")],
             recorded_at="2024-03-02T00:00:00.000000Z")
    # In April we learn that v2 went live on Feb 1: it arrives late, for an earlier date.
    write_at([state("api.version", "v2", "2024-02-01T00:00:00Z", "a2")],
             recorded_at="2024-04-01T00:00:00.000000Z")

    mid_feb = "2024-02-15T00:00:00Z"
    assert get_state(client, "api.version", as_of=mid_feb).json()["value"] == "v2"
    old = get_state(client, "api.version", as_of=mid_feb,
                    known_at="2024-03-15T00:00:00Z").json()
    assert old["value"] == "v1"
    # What we knew in March: v1 ran until v3, not until the v2 nobody had reported yet.
    assert old["valid_to"].startswith("2024-03-01")
    assert get_state(client, "api.version", as_of="2024-01-15T00:00:00Z").json()["valid_to"] \
        .startswith("2024-02-01")
    before_anything = get_state(client, "api.version", known_at="2024-03-01T00:00:00Z")
    assert before_anything.status_code == 404
    history = client.get("/records/state/service/api.version/history",
                         params={"known_at": "2024-03-15T00:00:00Z"}).json()["versions"]
    assert [v["value"] for v in history] == ["v1", "v3"]
    # Search answers as the state does: in March v3 had replaced v1 (v2 was not known yet)
    for when in ({"known_at": "2024-03-15T00:00:00Z"},
                 {"known_at": "2024-03-15T00:00:00Z", "as_of": "2030-01-01T00:00:00Z"}):
        found = client.post("/search", json={"query": "api.version", "kinds": ["state"],
                                              **when}).json()["results"]
        assert [r["text"] for r in found] == ["v3"], when
    v3 = client.post("/search", json={"query": "api.version", "kinds": ["state"],
                                       "known_at": "2024-03-15T00:00:00Z"}).json()["results"][0]
    assert v3["valid_to"] is None and v3["superseded_by"] is None
    march = client.post("/search", json={
        "query": "api.version", "kinds": ["state"], "known_at": "2024-03-15T00:00:00Z",
        "as_of": mid_feb}).json()["results"]
    assert [r["text"] for r in march] == ["v1"]
    # and it shows what was known in March of its end: v3 replaced it on Mar 1
    assert march[0]["superseded_by"] == v3["memory_id"]
    assert march[0]["valid_to"].startswith("2024-03-01")
    now = client.post("/search", json={"query": "api.version", "kinds": ["state"],
                                        "as_of": "2024-01-15T00:00:00Z"}).json()["results"]
    assert [r["text"] for r in now] == ["v1"] and now[0]["valid_to"].startswith("2024-02-01")
    assert now[0]["superseded_by"] not in (None, v3["memory_id"])


def test_as_of_a_date_no_episode_tells_what_came_after(client, services, user):
    """A thread's episode sums up all its turns. Searched as of, or until, a date inside the
    thread, the episode (which holds the later turn's words) is not a result, nor in the
    entity's timeline as of then; after the last turn it is."""
    from graphmem.curate.episodes import update_episodes

    turns = [("lk-1", "2024-01-10T09:00:00Z", "The Orion launch is planned for March."),
             ("lk-2", "2024-01-11T09:00:00Z", "Orion launch prep is going well."),
             ("lk-3", "2024-02-20T09:00:00Z", "The Orion launch was cancelled by the board.")]
    services.writer.append_many(user, [RecordIn(
        type="conversation", content=text, source_ref=ref, thread_id="leak", sender="Ana",
        occurred_at=at) for ref, at, text in turns])
    assert update_episodes(services.store, services.embedder, user, ["leak"]) == 1

    def found(**when):
        body = {"query": "what is the status of the Orion launch", "top_k": 10, **when}
        return client.post("/search", json=body).json()["results"]

    assert "episode" in {r["kind"] for r in found()}
    for when in ({"as_of": "2024-01-15T00:00:00Z"}, {"until": "2024-01-15T00:00:00Z"},
                 {"as_of": "2024-03-01T00:00:00Z", "until": "2024-01-15T00:00:00Z"}):
        results = found(**when)
        assert results and all("cancelled" not in r["text"] for r in results), when
        assert "episode" not in {r["kind"] for r in results}, when
    assert "episode" in {r["kind"] for r in found(as_of="2024-03-01T00:00:00Z")}
    orion = client.get("/entities", params={"q": "Orion"}).json()[0]["id"]
    timeline = client.get(f"/entities/{orion}/timeline",
                          params={"as_of": "2024-01-15T00:00:00Z"}).json()
    assert timeline["memories"] and all("cancelled" not in m["text"]
                                        for m in timeline["memories"])


def test_a_state_key_may_hold_a_slash_and_a_kind_may_not(client):
    for ref, value, at in [("f1", "on", "2024-01-01T00:00:00Z"),
                           ("f2", "off", "2024-02-01T00:00:00Z")]:
        r = client.post("/records", json=state("feature/dark-mode", value, at, ref, kind="flags"))
        assert r.status_code == 201, r.text
    now = get_state(client, "feature/dark-mode", kind="flags")
    assert now.status_code == 200 and now.json()["value"] == "off", now.text
    history = client.get("/records/state/flags/feature/dark-mode/history")
    assert [v["value"] for v in history.json()["versions"]] == ["on", "off"], history.text
    assert "feature/dark-mode" in client.get("/records/state/flags").json()["values"]
    r = client.post("/records", json=state("x", "1", "2024-01-01T00:00:00Z", "f3", kind="a/b"))
    assert r.status_code == 422 and r.json()["field"] == "kind", r.text
    # a key that ends in "/history" is read by ?key= (its path is its history's)
    client.post("/records", json=state("feature/history", "kept", "2024-03-01T00:00:00Z", "f4",
                                       kind="flags"))
    r = client.get("/records/state/flags", params={"key": "feature/history"})
    assert r.status_code == 200 and r.json()["value"] == "kept", r.text
    assert client.get("/records/state/flags", params={"key": "nope"}).status_code == 404
    # or with its slash escaped: not the history of the key "feature" (another key's data)
    client.post("/records", json=state("feature", "plain", "2024-03-01T00:00:00Z", "f5",
                                       kind="flags"))
    r = client.get("/records/state/flags/feature%2Fhistory")
    assert r.status_code == 200 and r.json()["value"] == "kept", r.text
    assert client.get("/records/state/flags/feature/history").json()["versions"][0]["value"] \
        == "plain"
    r = client.get("/records/state/flags/feature/history", params={"as_of": "2024-01-01"})
    assert r.status_code == 422 and r.json()["field"] == "as_of"


def test_state_of_a_kind_lists_each_key_as_of(client):
    records = [state("billing.db", "postgres", "2024-01-01T00:00:00Z", "k1"),
               state("search.db", "elasticsearch", "2024-02-01T00:00:00Z", "k2"),
               state("billing.db", "mysql", "2024-03-01T00:00:00Z", "k3"),
               state("owner", "alice", "2024-01-01T00:00:00Z", "k4", kind="team")]
    client.post("/records/import", json={"records": records})
    jan = client.get("/records/state/service", params={"as_of": "2024-01-15T00:00:00Z"}).json()
    assert jan["values"] == {"billing.db": "postgres"}
    now = client.get("/records/state/service").json()
    assert now["values"] == {"billing.db": "mysql", "search.db": "elasticsearch"}
    assert [s["key"] for s in now["states"]] == ["billing.db", "search.db"]


def test_bad_times_are_422_and_state_keeps_custody(client, app, services):
    assert get_state(client, "x", as_of="not a time").status_code == 422
    assert get_state(client, "x", as_of="not a time").json()["field"] == "as_of"
    client.post("/records", json=state("secret.db", "oracle", "2024-01-01T00:00:00Z", "c1"))
    from conftest import keyed_app
    from fastapi.testclient import TestClient

    with TestClient(keyed_app(services, {"other-key": ["someone-else"]})) as other:
        other.headers["Authorization"] = "Bearer other-key"
        assert get_state(other, "secret.db").status_code == 404
        assert other.get("/records/state/service").json()["values"] == {}


# Valid RFC 3339 with no UTC form: the first falls in year 0, the second in year 10000.
NO_UTC_FORM = ["0001-01-01T00:30:00+01:00", "9999-12-31T23:30:00-01:00"]


@pytest.mark.parametrize("when", NO_UTC_FORM)
def test_a_time_with_no_utc_form_is_422_and_writes_nothing(client, when):
    """Found by the fuzz test as a 500 (OverflowError converting to UTC)."""
    checks = [
        client.post("/records", json={"type": "conversation", "content": "hi",
                                      "occurred_at": when}),
        client.post("/search", json={"query": "hi", "since": when}),
        client.post("/records/query", json={"known_at": when}),
        client.post("/connect", json={"from": "a", "to": "b", "as_of": when}),
        get_state(client, "x", as_of=when),
        client.get("/records/state/service", params={"known_at": when}),
        client.get("/entities/e1/timeline", params={"as_of": when}),
        client.get("/viz/graph", params={"since": when}),
    ]
    checks += [
        client.post("/conversations/c1/prepare", json={"messages": [
            {"role": "user", "content": "hi", "occurred_at": when}]}),
        client.post("/conversations/c1/ingest", json={"content": "hello", "occurred_at": when}),
    ]
    for r in checks:
        assert r.status_code == 422, (r.request.url, r.text)
        assert "out of range" in r.json()["message"], r.text
    assert client.post("/records/query", json={}).json()["records"] == []


def test_lineage_follows_writer_corrections_oldest_first(client):
    first = client.post("/records", json={"type": "conversation", "source_ref": "l1",
                                          "content": "The launch is on May 3",
                                          "occurred_at": "2024-04-01T00:00:00Z"}).json()
    second = client.post("/records", json={"type": "conversation", "source_ref": "l2",
                                           "content": "Correction: the launch is on May 10",
                                           "supersedes": "l1",
                                           "occurred_at": "2024-04-02T00:00:00Z"}).json()
    third = client.post("/records", json={"type": "conversation", "source_ref": "l3",
                                          "content": "Final: the launch moved to May 17",
                                          "supersedes": second["id"],
                                          "occurred_at": "2024-04-03T00:00:00Z"}).json()
    unrelated = client.post("/records", json={"type": "conversation", "source_ref": "l4",
                                              "content": "Lunch is at noon"}).json()
    # by id or by the writer's own source_ref, as GET /records/{id} and `supersedes` take it
    for rid in (first["id"], second["id"], third["id"], "l1", "l3"):
        out = client.get(f"/records/{rid}/lineage").json()
        assert [r["id"] for r in out["chain"]] == [first["id"], second["id"], third["id"]]
        assert out["current"] == third["id"]
    assert out["chain"][0]["content"] == "The launch is on May 3"
    alone = client.get(f"/records/{unrelated['id']}/lineage").json()
    assert [r["id"] for r in alone["chain"]] == [unrelated["id"]]
    assert alone["current"] == unrelated["id"]
    assert client.get("/records/nope/lineage").status_code == 404


def test_lineage_of_a_state_is_its_history_in_event_order(client, write_at):
    ids = write_at([state("deploy.target", "staging", "2024-01-01T00:00:00Z", "d1"),
                    state("deploy.target", "production", "2024-03-01T00:00:00Z", "d3")],
                   recorded_at="2024-03-02T00:00:00.000000Z")
    late = write_at([state("deploy.target", "canary", "2024-02-01T00:00:00Z", "d2")],
                    recorded_at="2024-03-05T00:00:00.000000Z")
    out = client.get(f"/records/{late[0]}/lineage").json()
    assert [r["content"] for r in out["chain"]] == ["staging", "canary", "production"]
    assert out["current"] == ids[1]


def test_lineage_of_a_long_corrected_chain_answers_fast(client):
    # Each value also claims to supersede the one before: two supersede edges per step, which
    # a path enumeration would explode on (2^n); lineage walks each record once.
    records = [state("flag", f"v{i}", f"2024-01-{i + 1:02d}T00:00:00Z", f"f{i}",
                     **({"supersedes": f"f{i - 1}"} if i else {})) for i in range(28)]
    out = client.post("/records/import", json={"records": records}).json()
    started = time.perf_counter()
    lineage = client.get(f"/records/{out['ids'][13]}/lineage").json()
    assert time.perf_counter() - started < 5
    assert [r["content"] for r in lineage["chain"]] == [f"v{i}" for i in range(28)]
    assert lineage["current"] == out["ids"][-1]


def test_derivations_show_memories_entities_surfaces_and_relations(client):
    out = client.post("/records", json={
        "type": "conversation", "source_ref": "v1", "sender": "Alice",
        "content": "VaultKeeper stores tokens in Redis; PG keeps the audit log."}).json()
    got = client.get(f"/records/{out['id']}/derivations").json()
    assert [m["memory_id"] for m in got["memories"]] == out["memory_ids"]
    assert got["memories"][0]["kind"] == "turn"
    by_name = {e["name"]: e for e in got["entities"]}
    assert by_name["PostgreSQL"]["mentioned_as"] == ["PG"]  # as written, not as resolved
    assert by_name["VaultKeeper"]["mentioned_as"] == ["VaultKeeper"]
    assert by_name["Alice"]["type"] == "person"
    names = {e["id"]: e["name"] for e in got["entities"]}
    relations = {(names[r["from"]], names[r["to"]], r["type"]) for r in got["relations"]}
    assert ("VaultKeeper", "Redis", "stores_in") in relations
    assert client.get("/records/v1/derivations").json() == got  # by its source_ref
    assert client.get("/records/unknown/derivations").status_code == 404


def test_structured_record_query(client):
    records = [
        {"type": "conversation", "content": f"turn {i}", "source_ref": f"q{i}",
         "thread_id": "t1" if i % 2 else "t2", "occurred_at": f"2024-01-0{i + 1}T00:00:00Z"}
        for i in range(6)]
    records.append(state("billing.db", "postgres", "2024-01-03T00:00:00Z", "qs"))
    client.post("/records/import", json={"records": records})

    def query(**body):
        r = client.post("/records/query", json=body)
        assert r.status_code == 200, r.text
        return r.json()["records"]

    assert [r["content"] for r in query(thread_id="t1")] == ["turn 1", "turn 3", "turn 5"]
    assert len(query(thread_id="", topic_id="", sender="")) == 7  # "" as a write takes it: none
    hits = client.post("/search", json={"query": "turn", "thread_id": "", "top_k": 20}).json()
    assert len(hits["results"]) >= 6
    newest = query(types=["conversation"], order="desc", limit=2)
    assert [r["content"] for r in newest] == ["turn 5", "turn 4"]
    window = query(since="2024-01-02T00:00:00Z", until="2024-01-03T00:00:00Z")
    assert [r["source_ref"] for r in window] == ["q1", "q2", "qs"]
    only_state = query(kinds=["service"])
    assert [r["content"] for r in only_state] == ["postgres"]
    assert only_state[0]["memory_ids"] and only_state[0]["metadata"] == {}
    for bad in ({"limit": 0}, {"order": "sideways"}, {"types": ["diary"]}, {"nope": 1},
                {"since": "2024-02-01T00:00:00Z", "until": "2024-01-01T00:00:00Z"}):
        r = client.post("/records/query", json=bad)
        assert r.status_code == 422, bad
        assert set(r.json()) == {"error", "message", "field"}


QUERY_SHAPES = [
    {}, {"order": "desc"}, {"limit": 7}, {"order": "desc", "limit": 7},
    {"thread_id": "t1", "order": "desc", "limit": 4}, {"thread_id": "t2", "types": ["observation"]},
    {"since": "2024-03-02T00:00:00Z", "until": "2024-03-03T00:00:00Z"},
    {"since": "2024-03-04T00:00:00Z", "order": "desc", "limit": 3},
    {"until": "2024-03-02T00:00:00Z", "limit": 5}, {"types": ["state_object"]},
    {"kinds": ["service"], "keys": ["billing.db"]}, {"kinds": ["service"]},
    {"keys": ["search.db"], "order": "desc"}, {"sender": "Ann", "limit": 6},
    {"topic_id": "ops", "order": "desc", "limit": 5}, {"source_path": "docs/runbook.md"},
    {"thread_id": "t0", "kinds": ["service"], "keys": ["billing.db"]},
    # a sender's or some types' records walked alone (records/query_sender, query_types)
    {"sender": "Ben", "order": "desc", "limit": 6}, {"sender": "Ann", "types": ["observation"]},
    {"sender": "Ann", "since": "2024-03-02T00:00:00Z", "until": "2024-03-04T00:00:00Z"},
    {"types": ["observation", "document"], "order": "desc", "limit": 4},
    {"types": ["conversation", "state_object"], "limit": 9},
    {"types": ["conversation"], "since": "2024-03-03T00:00:00Z", "limit": 5},
]


@pytest.mark.parametrize("body", QUERY_SHAPES)
def test_record_query_answers_as_a_scan_of_every_record_would(client, body):
    """Whichever index a request's filters pick (a thread, a document, state keys, or the walk
    in time order that stops at `limit`), the records are those that match every filter, in
    event-time order, ties by arrival: what filtering and sorting all of them gives."""
    records = [
        {"type": "conversation" if i % 4 else "observation", "content": f"turn {i}",
         "source_ref": f"r{i}", "thread_id": f"t{i % 3}", "topic_id": "ops" if i % 2 else "life",
         "sender": "Ann" if i % 3 == 1 else "Ben",
         # five days, out of arrival order, with ties: seq decides those
         "occurred_at": f"2024-03-{1 + (i * 7) % 5:02d}T09:00:00Z"}
        for i in range(30)]
    records += [state("billing.db", "postgres", "2024-03-02T09:00:00Z", "s1", thread_id="t0"),
                state("search.db", "opensearch", "2024-03-04T09:00:00Z", "s2"),
                state("billing.db", "cockroach", "2024-03-05T09:00:00Z", "s3", thread_id="t0"),
                {"type": "document", "content": "# Runbook\n\nRestart the indexer first.",
                 "source_ref": "d1", "source_path": "docs/runbook.md",
                 "occurred_at": "2024-03-03T09:00:00Z"}]
    out = client.post("/records/import", json={"records": records})
    assert out.status_code == 200 and not out.json()["failed"], out.text

    def matches(i, rec):
        at = rec["occurred_at"][:10]
        return all([
            not body.get("thread_id") or rec.get("thread_id") == body["thread_id"],
            not body.get("types") or rec["type"] in body["types"],
            not body.get("kinds") or rec.get("kind") in body["kinds"],
            not body.get("keys") or rec.get("key") in body["keys"],
            not body.get("sender") or rec.get("sender") == body["sender"],
            not body.get("topic_id") or rec.get("topic_id") == body["topic_id"],
            not body.get("source_path") or rec.get("source_path") == body["source_path"],
            not body.get("since") or at >= body["since"][:10],
            not body.get("until") or at < body["until"][:10]])

    expected = sorted((rec["occurred_at"], i, rec["source_ref"])
                      for i, rec in enumerate(records) if matches(i, rec))
    if body.get("order") == "desc":
        expected.reverse()
    expected = [ref for _, _, ref in expected][:body.get("limit", 100)]
    got = client.post("/records/query", json=body)
    assert got.status_code == 200, got.text
    assert [r["source_ref"] for r in got.json()["records"]] == expected
    assert expected or body.get("source_path")


KNOWN_SHAPES = [
    {"known_at": "2024-04-01T12:00:00Z"}, {"known_at": "2024-04-02T12:00:00Z", "order": "desc"},
    {"known_at": "2024-04-02T12:00:00Z", "limit": 4}, {"known_at": "2024-03-01T00:00:00Z"},
    {"known_at": "2024-04-02T12:00:00Z", "sender": "Ann", "order": "desc", "limit": 3},
    {"known_at": "2024-04-03T12:00:00Z", "types": ["observation"]},
    {"known_at": "2024-04-02T12:00:00Z", "since": "2024-03-02T00:00:00Z", "limit": 5},
]


@pytest.mark.parametrize("seek", [True, False], ids=["seek", "walk"])
@pytest.mark.parametrize("body", KNOWN_SHAPES)
def test_record_query_known_at_keeps_what_had_arrived_by_then(
        client, services, write_at, monkeypatch, body, seek):
    """`known_at` keeps the records that had arrived by then, whether they are few enough to be
    read through their arrival time (records/query_known) or are found by the walk in event
    time; in event-time order, ties by arrival, as filtering and sorting all of them gives."""
    from graphmem.retrieve import asof

    rounds = {"2024-04-01T00:00:00Z": range(0, 8), "2024-04-02T00:00:00Z": range(8, 16),
              "2024-04-03T00:00:00Z": range(16, 24)}
    records = {}
    for recorded_at, ids in rounds.items():
        batch = [{"type": "conversation" if i % 4 else "observation", "content": f"turn {i}",
                  "source_ref": f"k{i}", "sender": "Ann" if i % 3 == 1 else "Ben",
                  "occurred_at": f"2024-03-{1 + (i * 7) % 5:02d}T09:00:00Z"} for i in ids]
        write_at(batch, recorded_at)
        records.update({i: (r, recorded_at) for i, r in zip(ids, batch, strict=True)})
    expected = sorted((rec["occurred_at"], i, rec["source_ref"])
                      for i, (rec, recorded_at) in records.items()
                      if recorded_at <= body["known_at"]
                      and rec["sender"] == body.get("sender", rec["sender"])
                      and rec["type"] in body.get("types", [rec["type"]])
                      and rec["occurred_at"] >= body.get("since", ""))
    if body.get("order") == "desc":
        expected.reverse()
    expected = [ref for _, _, ref in expected][:body.get("limit", 100)]
    monkeypatch.setattr(asof, "KNOWN_SEEK_MAX", 100 if seek else 1)
    asked = []
    read = services.store.read
    monkeypatch.setattr(services.store, "read",
                        lambda name, **params: asked.append(name) or read(name, **params))
    got = client.post("/records/query", json=body)
    assert got.status_code == 200, got.text
    assert [r["source_ref"] for r in got.json()["records"]] == expected
    few = len([1 for _, at in records.values() if at <= body["known_at"]]) <= (100 if seek else 1)
    assert ("records/query_known" in asked) == few


def test_same_time_state_values_are_a_conflict_not_an_overwrite(client):
    client.post("/records/import", json={"records": [
        state("billing.db", "postgres", "2024-05-01T00:00:00Z", "c1"),
        state("billing.db", "mysql", "2024-05-01T00:00:00Z", "c2"),
        state("search.db", "solr", "2024-05-01T00:00:00Z", "c3"),
        state("search.db", "solr", "2024-05-01T00:00:00Z", "c4")]})
    found = client.get("/conflicts").json()["conflicts"]
    assert len(found) == 1  # identical values at one time agree: no conflict
    conflict = found[0]
    assert conflict["type"] == "state" and conflict["key"] == "billing.db"
    assert sorted(conflict["values"]) == ["mysql", "postgres"]
    assert all(m["record_ids"] for m in conflict["memories"])
    # A later value settles it: still listed as history, no longer as a current conflict.
    client.post("/records", json=state("billing.db", "postgres", "2024-06-01T00:00:00Z", "c5"))
    assert client.get("/conflicts").json()["conflicts"] == []
    old = client.get("/conflicts", params={"include_resolved": True}).json()["conflicts"]
    assert len(old) == 1 and old[0]["resolved"] is True


def test_writer_correction_at_the_same_time_is_not_a_conflict(client):
    client.post("/records", json=state("owner", "bob", "2024-05-01T00:00:00Z", "w1"))
    client.post("/records", json=state("owner", "carol", "2024-05-01T00:00:00Z", "w2",
                                       supersedes="w1"))
    assert client.get("/conflicts").json()["conflicts"] == []
    assert get_state(client, "owner").json()["value"] == "carol"


def test_correcting_either_side_of_a_conflict_resolves_it(client):
    client.post("/records", json=state("cache", "redis 7", "2024-05-01T00:00:00Z", "x1"))
    client.post("/records", json=state("cache", "memcached", "2024-05-01T00:00:00Z", "x2"))
    assert len(client.get("/conflicts").json()["conflicts"]) == 1
    # the writer says the second was wrong: the first value again, at that time
    client.post("/records", json=state("cache", "redis 7", "2024-05-01T00:00:00Z", "x3",
                                       supersedes="x2"))
    assert client.get("/conflicts").json()["conflicts"] == []
    assert client.post("/conflicts/detect").json()["detected"] == 0
    assert get_state(client, "cache").json()["value"] == "redis 7"


def test_single_valued_relation_with_two_objects_is_a_conflict(client):
    client.post("/records", json={"type": "conversation", "source_ref": "r1",
                                  "content": "Bob reports to Alice.",
                                  "occurred_at": "2024-01-10T00:00:00Z"})
    client.post("/records", json={"type": "conversation", "source_ref": "r2",
                                  "content": "Bob reports to Carol.",
                                  "occurred_at": "2024-02-10T00:00:00Z"})
    client.post("/records", json={"type": "conversation", "source_ref": "r3",
                                  "content": "Bob uses Redis. Bob uses Kafka."})
    found = client.get("/conflicts").json()["conflicts"]
    assert len(found) == 1, found  # "uses" may hold many objects at once
    conflict = found[0]
    assert conflict["type"] == "relation" and conflict["relation"] == "reports_to"
    assert conflict["subject"] == "Bob" and conflict["objects"] == ["Alice", "Carol"]
    assert [m["text"] for m in conflict["memories"]] == ["Bob reports to Alice.",
                                                         "Bob reports to Carol."]
    # The writer corrects the old claim: the contradiction is resolved, and a full re-check
    # (what curation runs) agrees.
    client.post("/records", json={"type": "conversation", "source_ref": "r4",
                                  "content": "Scratch my note from January, it was wrong.",
                                  "supersedes": "r1"})
    assert client.get("/conflicts").json()["conflicts"] == []
    assert client.post("/conflicts/detect").json()["conflicts"] == []


def test_a_value_dated_in_the_future_leaves_todays_current(client):
    """A planned change (its value dated next year) does not hide the value in force now from a
    search, as the state endpoint answers it; as of next year, the planned one holds."""
    client.post("/records/import", json={"records": [
        state("billing-api", "region us-east-1", "2024-03-01T00:00:00Z", "r1", kind="region"),
        state("billing-api", "region eu-west-1 (planned)", "2999-01-01T00:00:00Z", "r2",
              kind="region")]})
    assert get_state(client, "billing-api", kind="region").json()["value"] == "region us-east-1"
    hits = client.post("/search", json={"query": "billing-api region"}).json()["results"]
    assert "region us-east-1" in " ".join(h["text"] for h in hits), hits
    later = client.post("/search", json={"query": "billing-api region",
                                         "as_of": "2999-06-01T00:00:00Z"}).json()["results"]
    assert "us-east-1" not in " ".join(h["text"] for h in later)


def test_a_later_claim_does_not_reopen_what_an_earlier_one_closed(client):
    """Two records name one in `supersedes`: it holds until the earlier of them began. A late
    correction dated March closed June's statement in March; the move of 2023, which arrived
    after it, had set its end back to 2023 (search, derivations), an end it never had."""
    def turn(ref, text, at, **extra):
        r = client.post("/records", json={"type": "conversation", "source_ref": ref,
                                           "content": text, "occurred_at": at, **extra})
        assert r.status_code == 201, r.text
        return r.json()

    job = turn("j2", "Alice now works at Globex as a manager.", "2021-06-01T00:00:00Z")
    turn("j4", "Correction: Alice joined Globex as a manager in May 2021.",
         "2021-05-01T00:00:00Z", supersedes="j2")
    turn("j3", "Alice now works at Initech as a director.", "2023-01-01T00:00:00Z",
         supersedes="j2")
    (memory,) = client.get(f"/records/{job['id']}/derivations").json()["memories"]
    assert memory["valid_to"].startswith("2021-05-01"), memory
    hits = client.post("/search", json={"query": "where does Alice work as a manager",
                                         "include_superseded": True,
                                         "as_of": "2022-01-01T00:00:00Z"}).json()["results"]
    (shown,) = [h for h in hits if h["memory_id"] == memory["memory_id"]]
    assert shown["valid_to"].startswith("2021-05-01"), shown


def test_a_correction_dated_before_the_value_it_corrects_replaces_it(client):
    """The job recorded for June was wrong: its writer says Alice moved in March, and names the
    June record in `supersedes`. The June value held at no time: as of July the state was the
    March one, and search showed it; the state route answered June's, and search nothing (the
    chain ran March -> June by date while the correction ran June -> March)."""
    client.post("/records", json=state("alice", "Acme", "2020-01-01T00:00:00Z", "a0", kind="job"))
    client.post("/records", json=state("alice", "Globex", "2021-06-01T00:00:00Z", "a1",
                                       kind="job"))
    client.post("/records", json=state("alice", "Globex since March", "2021-03-01T00:00:00Z",
                                       "a2", kind="job", supersedes="a1"))
    july = "2021-07-01T00:00:00Z"
    assert get_state(client, "alice", kind="job", as_of=july).json()["value"] \
        == "Globex since March"
    assert get_state(client, "alice", kind="job").json()["value"] == "Globex since March"
    assert get_state(client, "alice", kind="job", as_of="2021-02-01T00:00:00Z").json()["value"] \
        == "Acme"
    now = client.get("/records/state/job", params={"as_of": july}).json()
    assert now["values"] == {"alice": "Globex since March"}
    for when in ({"as_of": july}, {}):
        hits = client.post("/search", json={"query": "alice job", "kinds": ["state"],
                                            **when}).json()["results"]
        assert [h["text"] for h in hits] == ["Globex since March"], (when, hits)


def test_two_records_that_correct_one_hold_one_after_the_other(client):
    """Alice moved to Globex (June), then to Initech (2023); later her Globex move was corrected
    to May. Both name the June record in `supersedes`: the correction stood beside Initech as
    current, so "where does Alice work" as of 2024 answered Globex and Initech."""
    def turn(ref, text, at, **extra):
        r = client.post("/records", json={"type": "conversation", "source_ref": ref,
                                           "content": text, "occurred_at": at, **extra})
        assert r.status_code == 201, r.text

    turn("g1", "Alice now works at Globex as a manager.", "2021-06-01T00:00:00Z")
    turn("g3", "Alice now works at Initech as a director.", "2023-01-01T00:00:00Z",
         supersedes="g1")
    turn("g2", "Correction: Alice joined Globex as a manager in May 2021.",
         "2021-05-01T00:00:00Z", supersedes="g1")

    assert _works(client, "2024-01-01T00:00:00Z") == {"g3"}
    assert _works(client, "2022-01-01T00:00:00Z") == {"g2"}
    assert _works(client, "2021-05-15T00:00:00Z") == {"g2"}


@pytest.mark.parametrize("order", [("j1", "j2", "j4"), ("j4", "j2", "j1"), ("j2", "j4", "j1")])
def test_a_correction_dated_earlier_ends_what_the_corrected_one_replaced(client, order):
    """Acme (2020) gave way to Globex (June 2021); a correction says Globex began in March and
    names June's record. Acme ended in March: as of April, Acme and the correction were both
    current, whatever order the three arrived in."""
    records = {
        "j1": ("Alice works at Acme as an engineer.", "2020-01-01T00:00:00Z", None),
        "j2": ("Alice now works at Globex as a manager.", "2021-06-01T00:00:00Z", "j1"),
        "j4": ("Correction: Alice joined Globex as a manager in March 2021.",
               "2021-03-01T00:00:00Z", "j2"),
    }
    _send_in_order(client, records, order)

    assert _works(client, "2021-04-01T00:00:00Z") == {"j4"}
    assert _works(client, "2021-02-01T00:00:00Z") == {"j1"}
    assert _works(client, "2022-01-01T00:00:00Z") == {"j4"}


@pytest.mark.parametrize("order", [("k1", "k3", "k4", "k2"), ("k2", "k3", "k4", "k1")])
def test_a_correction_of_a_correction_ends_what_the_first_one_replaced(client, order):
    """Acme (2020) gave way to Globex (June 2021), corrected to Hooli (March), corrected again
    to Umbrella (January). When Globex's record (or Acme's) came last, Acme ended in March,
    Hooli's date, one link from Globex: as of February Acme and Umbrella were both current."""
    records = {
        "k1": ("Alice works at Acme as an engineer.", "2020-01-01T00:00:00Z", None),
        "k2": ("Alice now works at Globex as a manager.", "2021-06-01T00:00:00Z", "k1"),
        "k3": ("Correction: Alice works at Hooli since March 2021.", "2021-03-01T00:00:00Z",
               "k2"),
        "k4": ("Correction again: Alice works at Umbrella since January 2021.",
               "2021-01-01T00:00:00Z", "k3"),
    }
    _send_in_order(client, records, order)

    assert _works(client, "2020-06-01T00:00:00Z") == {"k1"}
    assert _works(client, "2021-02-01T00:00:00Z") == {"k4"}
    assert _works(client, "2021-08-01T00:00:00Z") == {"k4"}


@pytest.mark.parametrize("order", [("m1", "m2", "m4", "m3"), ("m2", "m3", "m4", "m1")])
def test_a_correction_of_one_of_two_corrections_follows_the_other(client, order):
    """Acme (June 2021) is corrected twice: Globex (January) and Hooli (September), so Globex
    gave way to Hooli; Umbrella (March 2022) corrects Globex. Hooli became Globex's successor
    only when the two corrections were linked, after Umbrella had arrived: as of 2022-06 both
    Hooli and Umbrella were current."""
    records = {
        "m1": ("Alice works at Acme.", "2021-06-01T00:00:00Z", None),
        "m2": ("Correction: Alice works at Globex.", "2021-01-01T00:00:00Z", "m1"),
        "m3": ("Correction: Alice works at Hooli.", "2021-09-01T00:00:00Z", "m1"),
        "m4": ("Correction: Alice works at Umbrella.", "2022-03-01T00:00:00Z", "m2"),
    }
    _send_in_order(client, records, order)

    assert _works(client, "2021-12-01T00:00:00Z") == {"m3"}
    assert _works(client, "2022-06-01T00:00:00Z") == {"m4"}


def test_a_plus_left_unencoded_in_a_query_time_is_the_offset_it_was(client):
    """`?as_of=2024-05-01T10:00:00+02:00` typed into a URL: by URL rules its "+" arrives as a
    space, and the 422 had not said why. A space before a trailing offset can only have been
    that "+", so it is read so; a time the space leaves unreadable says to send %2B."""
    records = [state("db", "v1", "2024-01-01T00:00:00Z", "p1"),
               state("db", "v2", "2024-05-01T09:00:00Z", "p2")]
    assert client.post("/records/import", json={"records": records}).json()["created"] == 2
    plus = client.get("/records/state/service/db?as_of=2024-05-01T10:00:00+02:00")
    assert plus.status_code == 200 and plus.json()["value"] == "v1", plus.text  # 08:00Z
    encoded = client.get("/records/state/service/db?as_of=2024-05-01T10:00:00%2B02:00")
    assert encoded.json() == plus.json()
    assert get_state(client, "db", as_of="2024-05-01T10:00:00-02:00").json()["value"] == "v2"
    r = client.get("/records/state/service/db/history?known_at=2024-05-01T10:00:00+2")
    assert r.status_code == 422 and r.json()["field"] == "known_at", r.text
    assert "%2B" in r.json()["message"], r.text


def _works(client, as_of: str) -> set[str]:
    """The source refs of what search shows, as of a date, for where Alice works."""
    hits = client.post("/search", json={"query": "where does Alice work",
                                         "as_of": as_of}).json()["results"]
    return {h["source_refs"][0] for h in hits}


def _send_in_order(client, records: dict[str, tuple], order) -> None:
    """Turns {source_ref: (text, occurred_at, supersedes)} written in the order given."""
    for ref in order:
        text, at, supersedes = records[ref]
        r = client.post("/records", json={"type": "conversation", "source_ref": ref,
                                           "content": text, "occurred_at": at,
                                           "supersedes": supersedes})
        assert r.status_code == 201, r.text
