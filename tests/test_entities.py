"""Entities: aliases resolve to one entity, resolution merges variants (reversibly) and never
merges distinct things that share a name; listings and timelines keep time and custody."""

from __future__ import annotations

import pytest


def turn(ref, content, at="2024-05-01T00:00:00Z", **extra):
    return {"type": "conversation", "source_ref": ref, "content": content, "occurred_at": at,
            **extra}


def write(client, texts: list[str], prefix: str = "e") -> list[str]:
    records = [turn(f"{prefix}{i}", t, f"2024-05-{i + 1:02d}T00:00:00Z")
               for i, t in enumerate(texts)]
    out = client.post("/records/import", json={"records": records}).json()
    assert out["created"] == len(texts), out
    return out["ids"]


def find(client, q: str) -> list[dict]:
    r = client.get("/entities", params={"q": q})
    assert r.status_code == 200, r.text
    return r.json()


def one(client, name: str) -> dict:
    hits = [e for e in find(client, name) if e["name"] == name]
    assert len(hits) == 1, (name, hits)
    return hits[0]


def timeline_texts(client, entity_id: str, **params) -> list[str]:
    r = client.get(f"/entities/{entity_id}/timeline", params=params)
    assert r.status_code == 200, r.text
    return [m["text"] for m in r.json()["memories"]]


def test_acronyms_short_forms_case_and_possessives_are_one_entity(client):
    write(client, ["PG is our main database for billing.",
                   "Postgres 16 made the reports faster.",
                   "We tuned PostgreSQL autovacuum yesterday.",
                   "The postgres' planner picked a bad index.",
                   "The Kafka team owns the event bus.",
                   "Kafka's consumer lag alarms fired twice."])
    postgres = one(client, "PostgreSQL")
    assert postgres["mentions"] == 4
    for variant in ("PG", "Postgres", "postgres", "POSTGRESQL", "PostgreSQL's"):
        assert find(client, variant)[0]["id"] == postgres["id"], variant
    assert len(timeline_texts(client, postgres["id"])) == 4
    kafka = [e for e in find(client, "Kafka") if "kafka" in e["name"].lower()]
    assert len(kafka) == 1 and kafka[0]["mentions"] == 2  # "the Kafka team" is Kafka's team


def test_resolution_merges_spelling_variants_and_keeps_them_apart_on_request(client):
    write(client, ["VaultKeeper stores tokens in Redis.",
                   "Deploy vault-keeper after the Redis upgrade.",
                   "EmailTriage labels incoming mail with Kafka events.",
                   "The email-triage service reads Kafka topics.",
                   "Acme Corp signed the contract for Redis hosting.",
                   "Acme Corporation wants the Redis cluster upgraded."])
    camel, kebab = one(client, "VaultKeeper"), one(client, "vault-keeper")
    assert camel["id"] != kebab["id"]  # ingest keeps them apart: resolution's job
    out = client.post("/entities/resolve").json()
    assert out["same_as"] >= 3
    merged = client.get(f"/entities/{camel['id']}").json()
    assert merged["same_as"] == [kebab["id"]]
    assert sorted(m["text"] for m in merged["memories"]) == [
        "Deploy vault-keeper after the Redis upgrade.", "VaultKeeper stores tokens in Redis."]
    assert one(client, "EmailTriage")["same_as"] == [one(client, "email-triage")["id"]]
    assert one(client, "Acme Corp")["same_as"] == [one(client, "Acme Corporation")["id"]]

    # A person says they are different: split now and never merged again by the job.
    r = client.post(f"/entities/{kebab['id']}/unmerge", json={})
    assert r.status_code == 200 and r.json()["split_from"] == [camel["id"]]
    assert one(client, "VaultKeeper")["same_as"] == []
    client.post("/entities/resolve")
    assert one(client, "VaultKeeper")["same_as"] == []
    assert one(client, "EmailTriage")["same_as"]  # other merges untouched
    # ... and says they are the same after all: a manual merge the job keeps.
    r = client.post(f"/entities/{camel['id']}/merge", json={"other": "vault-keeper"})
    assert r.status_code == 200 and r.json()["same_as"] == [kebab["id"]]
    client.post("/entities/resolve")
    assert one(client, "VaultKeeper")["same_as"] == [kebab["id"]]


def test_resolved_aliases_connect_as_one(client):
    write(client, ["Dana maintains VaultKeeper.",
                   "VaultKeeper stores tokens in Redis.",
                   "Deploy vault-keeper after the Redis upgrade.",
                   "vault-keeper pages the Nightingale on-call rota."])
    before = client.post("/connect", json={"from": "Dana", "to": "Nightingale"}).json()
    assert before["paths"][0]["hops"] == 4  # only the long way round, through Redis
    assert all(e["type"] != "same_as" for p in before["paths"] for e in p["edges"])
    client.post("/entities/resolve")
    after = client.post("/connect", json={"from": "Dana", "to": "Nightingale"}).json()
    best = [n["name"] for n in after["paths"][0]["nodes"]]
    assert best == ["Dana", "VaultKeeper", "vault-keeper", "Nightingale"]
    assert after["paths"][0]["edges"][1]["type"] == "same_as"
    assert all(e["evidence"] for e in after["paths"][0]["edges"])


def test_java_the_language_is_not_java_the_island(client):
    write(client, ["We rewrote the billing service in Java and the JVM is much happier.",
                   "Our Java build uses Gradle and runs the unit tests on every commit.",
                   "Next summer we fly to Java to see the volcanoes near Yogyakarta.",
                   "We flew to Java and hiked up a volcano at sunrise."])
    client.post("/entities/resolve")
    javas = [e for e in find(client, "Java") if e["name"] == "Java"]
    assert sorted(e["type"] for e in javas) == ["place", "technology"]
    assert all(e["same_as"] == [] for e in javas)
    language = next(e for e in javas if e["type"] == "technology")
    texts = timeline_texts(client, language["id"])
    assert len(texts) == 2 and all("volcano" not in t for t in texts)
    r = client.post("/connect", json={"from": language["id"],
                                      "to": next(e["id"] for e in javas if e is not language)})
    assert r.json()["paths"] == []


def test_apple_the_company_is_not_apple_the_fruit(client):
    write(client, ["Apple announced a new MacBook and its shares rose five percent.",
                   "Tim Cook said Apple will open a new office in Austin.",
                   "I baked an apple pie with Granny Smith apples from the orchard.",
                   "Apple pie is best with cinnamon and vanilla ice cream."])
    client.post("/entities/resolve")
    company = [e for e in find(client, "Apple") if e["type"] == "organization"]
    assert len(company) == 1 and company[0]["same_as"] == []
    texts = timeline_texts(client, company[0]["id"])
    assert texts and all("pie" not in t for t in texts)


def test_similar_names_of_different_people_stay_apart(client):
    write(client, ["Alice Chen reviewed the Kafka pull request.",
                   "Alice Cheng baked sourdough bread for the bake sale."])
    client.post("/entities/resolve")
    assert one(client, "Alice Chen")["same_as"] == []
    assert one(client, "Alice Cheng")["same_as"] == []


def test_timeline_is_in_time_order_as_of_and_marks_superseded(client):
    # the first turn names the system as a service, so its link does not hang on how the
    # trained NER reads a bare word at a sentence's start
    ids = write(client, ["The Nightingale service moved to Redis for caching.",
                         "Nightingale dashboards read from Redis.",
                         "Nightingale now caches in Memcached instead."])
    client.post("/records", json=turn("fix", "Correction: Nightingale dashboards read from "
                                      "Memcached.", "2024-06-01T00:00:00Z", supersedes=ids[1]))
    entity = one(client, "Nightingale")
    full = client.get(f"/entities/{entity['id']}/timeline").json()
    times = [m["occurred_at"] for m in full["memories"]]
    assert times == sorted(times) and len(times) == 4
    marked = {m["text"]: m["superseded"] for m in full["memories"]}
    assert marked["Nightingale dashboards read from Redis."] is True
    assert marked["The Nightingale service moved to Redis for caching."] is False
    assert {r["name"] for r in full["relations"]} >= {"Redis", "Memcached"}
    may = client.get(f"/entities/{entity['id']}/timeline",
                     params={"as_of": "2024-05-02T12:00:00Z"}).json()
    assert [m["text"] for m in may["memories"]] == [
        "The Nightingale service moved to Redis for caching.",
        "Nightingale dashboards read from Redis."]
    assert all(m["superseded"] is False for m in may["memories"])  # not yet corrected then
    assert "Memcached" not in {r["name"] for r in may["relations"]}


def test_a_timeline_shows_relations_as_they_held(client):
    """A relation counts only the evidence that holds then: its weight and last_seen as of a
    date, and none at all once its only evidence is corrected (as /connect, which walks none)."""
    write(client, [f"Status update {i}: Redis and Kafka are both healthy." for i in (1, 2, 3)])
    ids = write(client, ["The Atlas service publishes events to RabbitMQ."], prefix="a")
    client.post("/records", json=turn("fix", "Correction: the Atlas service publishes events "
                                      "to Kafka.", "2024-06-01T00:00:00Z", supersedes=ids[0]))
    redis = one(client, "Redis")
    early = client.get(f"/entities/{redis['id']}/timeline",
                       params={"as_of": "2024-05-01T12:00:00Z"}).json()
    kafka = [r for r in early["relations"] if r["name"] == "Kafka"]
    assert len(kafka) == 1 and kafka[0]["weight"] == 1
    assert kafka[0]["last_seen"].startswith("2024-05-01")
    now = client.get(f"/entities/{redis['id']}/timeline").json()
    assert [r["weight"] for r in now["relations"] if r["name"] == "Kafka"] == [3]
    hops = client.post("/connect", json={"from": "Redis", "to": "Kafka",
                                         "as_of": "2024-05-01T12:00:00Z"}).json()
    assert hops["paths"][0]["edges"][0]["weight"] == 1

    rabbit = one(client, "RabbitMQ")
    then = client.get(f"/entities/{rabbit['id']}/timeline",
                      params={"as_of": "2024-05-15T00:00:00Z"}).json()
    assert "Atlas" in {r["name"] for r in then["relations"]}
    after = client.get(f"/entities/{rabbit['id']}/timeline").json()
    assert "Atlas" not in {r["name"] for r in after["relations"]}


def test_listing_bounds_and_unknown_ids(client):
    write(client, ["Redis and Kafka and Docker run the Atlas stack."])
    listed = client.get("/entities").json()
    assert {"Redis", "Docker"} <= {e["name"] for e in listed}
    assert set(listed[0]) >= {"id", "name", "type", "aliases", "first_seen", "last_seen",
                              "mentions"}
    assert len(client.get("/entities", params={"limit": 1}).json()) == 1
    for bad in ({"limit": 0}, {"limit": 101}):
        assert client.get("/entities", params=bad).status_code == 422
    assert client.get("/entities/nope").status_code == 404
    assert client.get("/entities/nope/timeline").status_code == 404
    r = client.post("/entities/nope/unmerge", json={})
    assert r.status_code == 404 and r.json()["field"] == "id"


def test_a_merge_names_each_entity_exactly_never_the_closest_spelling(client, user, capsys):
    """A merge is a lasting decision that wins over resolution: "Alex Chenn" must not quietly
    become Alex Chen, merged with Alex Kim (two people resolution keeps apart)."""
    from graphmem.cli import main

    write(client, ["Alex Kim reviewed the Kafka migration.", "Alex Chen owns the Redis cache."])
    kim = one(client, "Alex Kim")
    r = client.post(f"/entities/{kim['id']}/merge", json={"other": "Alex Chenn"})
    assert r.status_code == 404 and "Alex Chen" in r.json()["message"], r.text
    assert one(client, "Alex Kim")["same_as"] == []
    assert main(["entities", "merge", "Alex Kimm", "Alex Chen", "--user", user]) == 1
    assert main(["entities", "merge", "Alex Kim", "alex kim", "--user", user]) == 1
    assert "merged with itself" in capsys.readouterr().err
    assert one(client, "Alex Kim")["same_as"] == []
    assert main(["entities", "merge", "--user", user, "Alex Kim", "Alex Chen"]) == 0
    assert one(client, "Alex Kim")["same_as"] == [one(client, "Alex Chen")["id"]]
    assert main(["entities", "unmerge", "--user", user, "Alex Kim"]) == 0
    assert one(client, "Alex Kim")["same_as"] == []


@pytest.mark.parametrize("command", ["unmerge"])
def test_cli_unmerge(client, user, command, capsys):
    from graphmem.cli import main

    write(client, ["VaultKeeper stores tokens in Redis.",
                   "Deploy vault-keeper after the Redis upgrade."])
    client.post("/entities/resolve")
    camel = one(client, "VaultKeeper")
    assert camel["same_as"]
    assert main(["entities", command, camel["id"], "--user", user]) == 0
    assert one(client, "VaultKeeper")["same_as"] == []
    assert "split" in capsys.readouterr().out


def test_an_entity_deleted_while_it_is_read_is_not_found_nor_listed(client, services,
                                                                    monkeypatch):
    """An entity a background rebuild deletes mid-read comes back with no properties: it is
    not listed (the MCP server lower-cases the names listed) and its timeline is a 404, as for
    an entity never there, not a 500."""
    write(client, ["PG is our main database for billing.",
                   "Postgres 16 made the reports faster."])
    postgres = one(client, "PostgreSQL")
    store = services.entity_index.store

    class Racing:
        def read(self, name, **params):
            rows = store.read(name, **params)
            if not rows or "entity" not in rows[0]:
                return rows
            deleted = [{**rows[0], "entity": dict.fromkeys(rows[0]["entity"])}]
            return deleted if name == "entities/get" else [*rows, *deleted]

        def __getattr__(self, name):
            return getattr(store, name)

    monkeypatch.setattr(services.entity_index, "store", Racing())
    assert all(e["id"] and e["name"] for e in find(client, "Postgres"))
    assert all(e["id"] and e["name"] for e in find(client, ""))
    r = client.get(f"/entities/{postgres['id']}")
    assert r.status_code == 404, r.text


def test_a_given_name_is_the_one_full_name_it_begins(client):
    write(client, ["Marcus Oyelaran leads the payments team.",
                   "Marcus Oyelaran wants the ledger service moved to Postgres.",
                   "Marcus reviewed the payments migration plan on Friday.",
                   "Marcus said the ledger service is ready for the payments launch.",
                   "Priya Raman runs the data platform.",
                   "Priya thinks the data platform needs Kafka."])
    client.post("/entities/resolve")
    full = one(client, "Marcus Oyelaran")
    assert one(client, "Marcus")["same_as"] == [full["id"]]
    merged = client.get(f"/entities/{full['id']}").json()
    assert len(merged["memories"]) == 4  # what "Marcus" did is what Marcus Oyelaran did
    assert one(client, "Priya")["same_as"] == [one(client, "Priya Raman")["id"]]


def test_a_given_name_two_people_share_stays_apart(client):
    write(client, ["Marcus Oyelaran leads the payments team.",
                   "Marcus Chen leads the payments platform team.",
                   "Marcus reviewed the payments migration plan on Friday."])
    client.post("/entities/resolve")
    assert one(client, "Marcus")["same_as"] == []
    assert one(client, "Marcus Oyelaran")["same_as"] == []
    assert one(client, "Marcus Chen")["same_as"] == []


def test_a_given_name_said_beside_the_full_name_is_someone_else(client):
    """"Alex introduced me to Alex Romero": two people, however alike the talk about them."""
    write(client, ["Alex introduced me to Alex Romero at the conference dinner.",
                   "Alex Romero works on compilers at the conference sponsor.",
                   "Alex and I shared a taxi back to the hotel after the conference.",
                   "Priya Raman runs the data platform. Priya said the migration is done."])
    client.post("/entities/resolve")
    assert one(client, "Alex")["same_as"] == []
    assert one(client, "Alex Romero")["same_as"] == []
    # the full name, then the given name in the next sentence: the same person
    assert one(client, "Priya")["same_as"] == [one(client, "Priya Raman")["id"]]


def test_a_given_name_finds_its_full_name_written_with_a_middle_initial_too(client):
    """"Marcus J. Oyelaran" and "Marcus Oyelaran" are one person written two ways, not two
    people who share the given name."""
    write(client, ["Marcus J. Oyelaran signed the vendor contract for the payments team.",
                   "Marcus Oyelaran leads the payments team.",
                   "Marcus Oyelaran wants the ledger service moved to Postgres.",
                   "Marcus said the payments migration will slip to March.",
                   "Marcus said the ledger service is ready for the payments launch."])
    client.post("/entities/resolve")
    assert one(client, "Marcus")["same_as"] == [one(client, "Marcus Oyelaran")["id"]]


def test_a_given_name_talked_of_with_other_people_and_things_stays_apart(client):
    """"Sam from the design team" and the client Sam Okafor share a first name and nothing
    else they are talked of with: a first name alone is not support enough."""
    write(client, ["Sam from the design team sent the new Figma mockups.",
                   "Sam wants the Figma components renamed before Friday.",
                   "Sam Okafor, our client at Brightline, signed the Salesforce renewal.",
                   "Sam Okafor asked Brightline legal to review the Salesforce contract."])
    client.post("/entities/resolve")
    assert one(client, "Sam")["same_as"] == []
