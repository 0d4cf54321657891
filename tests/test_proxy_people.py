"""Attribution: speaker-conditioned retrieval (/search, /records/context, MCP recall) and person
cards (the person_cards curation job, GET /people/{name}, the requester's card in context and in
what the proxy injects)."""

from __future__ import annotations

import asyncio
import json
import time

from mcp import Client as McpClient
from proxy_helpers import anthropic_client, remember, settle

from graphmem.client import Client
from graphmem.curate import people
from graphmem.mcp.server import build_server

pytest_plugins = ["proxy_support"]

SAID = [
    ("Alice", "I'm the on-call lead for billing-api this quarter."),
    ("Alice", "I prefer Postgres over MySQL for anything with money in it."),
    ("Alice", "I live in Lisbon, so my mornings are your nights."),
    ("Alice", "Can you check whether Redis is still on version 6?"),
    ("Alice", "The billing-api deploy moved to Thursday because Postgres needs a patch."),
    ("Bob", "I work on the search indexer and I hate flaky tests."),
    ("Bob", "The search indexer deploy happened on Tuesday."),
]


def say(client, lines=SAID, thread="team") -> None:
    for i, (who, text) in enumerate(lines):
        r = client.post("/records", json={"type": "conversation", "content": text, "sender": who,
                                          "role": "user", "thread_id": thread,
                                          "source_ref": f"{thread}-{i}"})
        assert r.status_code == 201, r.text


def run_job(client) -> dict:
    job = client.post("/curate/person_cards").json()["job_id"]
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        state = client.get(f"/jobs/{job}").json()
        if state["status"] != "running":
            assert state["status"] == "done", state
            return state
        time.sleep(0.2)
    raise AssertionError("the person_cards job did not finish")


# -- speakers ----------------------------------------------------------------------------------
def test_what_one_person_said_resolves_against_their_turns(client, services, user):
    say(client)
    hits = client.post("/search", json={"query": "when was the deploy", "speakers": ["Bob"]})
    assert hits.status_code == 200
    results = hits.json()["results"]
    assert results and {r["sender"] for r in results} == {"Bob"}
    everyone = client.post("/search", json={"query": "when was the deploy"}).json()["results"]
    assert {"Alice", "Bob"} <= {r["sender"] for r in everyone}

    ctx = client.post("/records/context", json={"query": "when was the deploy",
                                                "speakers": ["alice"]}).json()
    senders = {i["sender"] for i in ctx["layers"]["memories"]}
    assert senders == {"Alice"}

    async def recall():
        with Client.in_process(user_id=user, services=services) as gm:
            async with McpClient(build_server(gm)) as session:
                result = await session.call_tool("recall", {"query": "deploy",
                                                            "speakers": ["Bob"]})
                return json.loads(result.content[0].text)["results"]

    recalled = asyncio.run(recall())
    assert recalled and {r["sender"] for r in recalled} == {"Bob"}


# -- person cards ------------------------------------------------------------------------------
def test_person_cards_quote_each_actor_with_links_to_the_turns(client):
    say(client)
    run_job(client)
    card = client.get("/people/alice")
    assert card.status_code == 200
    alice = card.json()
    assert alice["name"] == "Alice" and alice["turns"] == 5
    assert [r["text"] for r in alice["roles"]] == [
        "I'm the on-call lead for billing-api this quarter."]
    assert [p["text"] for p in alice["preferences"]] == [
        "I prefer Postgres over MySQL for anything with money in it."]
    said = [s["text"] for s in alice["statements"]]
    assert "I live in Lisbon, so my mornings are your nights." in said
    assert not any("Can you" in s for s in said)  # a request to the assistant is not about her
    for line in alice["roles"] + alice["preferences"] + alice["statements"]:
        record = client.get(f"/records/{line['record_id']}").json()
        assert record["sender"] == "Alice" and line["text"] in record["content"]
        assert line["memory_id"] in record["memory_ids"]
    names = [e["name"] for e in alice["entities"]]
    assert names and "Alice" not in names
    assert "this quarter" not in names  # what she talks about: things, not dates
    assert "Postgres over MySQL" in alice["text"]

    bob = client.get("/people/Bob").json()
    assert [r["text"] for r in bob["roles"]] == [
        "I work on the search indexer and I hate flaky tests."]
    assert "Postgres" not in bob["text"]
    listed = [p["name"] for p in client.get("/people").json()["people"]]
    assert listed == ["Alice", "Bob"]
    missing = client.get("/people/Alicia")
    assert missing.status_code == 404 and "Alice" in missing.json()["message"]


def test_a_card_reads_roles_and_preferences_said_after_a_name_or_a_colon(client):
    say(client, [("Dana Whitfield", "I'm Dana Whitfield, the new platform lead at Northwind."),
                 ("Marcus", "I'm Marcus, I run the billing-gateway service."),
                 ("Fay", "Sorry, typo earlier: I prefer Kotlin for backend services."),
                 ("Fay", "I'm happy, the build is green.")])
    run_job(client)
    assert [r["text"] for r in client.get("/people/Dana Whitfield").json()["roles"]] == [
        "I'm Dana Whitfield, the new platform lead at Northwind."]
    assert client.get("/people/Marcus").json()["roles"]
    fay = client.get("/people/Fay").json()
    assert [p["text"] for p in fay["preferences"]] == [
        "Sorry, typo earlier: I prefer Kotlin for backend services."]
    assert not fay["roles"]  # "I'm happy, the build ..." is no role


def test_cards_are_rebuilt_not_appended(client, services, user):
    say(client)
    first = people.run(services, user)
    again = people.run(services, user)
    assert first == again == {"cards": 2, "statements": 4}
    assert client.get("/people/alice").json()["turns"] == 5


def test_the_requesters_card_goes_into_project_context(client):
    say(client)
    run_job(client)
    asked = client.post("/records/context", json={"query": "what should I look at today?",
                                                   "requester": "Alice"}).json()
    cards = [i for i in asked["layers"]["project_context"] if i["kind"] == "person"]
    assert len(cards) == 1 and "Alice." in cards[0]["text"]
    assert "Postgres over MySQL" in cards[0]["text"]
    other = client.post("/records/context", json={"query": "what should I look at today?",
                                                  "requester": "Bob"}).json()
    texts = [i["text"] for i in other["layers"]["project_context"] if i["kind"] == "person"]
    assert len(texts) == 1 and "flaky tests" in texts[0] and "Lisbon" not in texts[0]
    nobody = client.post("/records/context", json={"query": "what should I look at today?"})
    assert not [i for i in nobody.json()["layers"]["project_context"] if i["kind"] == "person"]


def test_the_proxy_injects_the_card_of_whoever_asks(proxy_url, proxy_services, fake, user):
    for who, text in SAID:
        remember(proxy_services, user, text, sender=who)
    people.run(proxy_services, user)
    client = anthropic_client(proxy_url, user, **{"X-Graphmem-Conversation": "standup"})
    client.messages.create(model="claude-test", max_tokens=32, messages=[
        {"role": "user", "content": "[Alice in #standup]: what should I look at today?"}])
    system = fake.last().body["system"]
    assert "The person asking — Alice." in system and "Lisbon" in system
    client.messages.create(model="claude-test", max_tokens=32, messages=[
        {"role": "user", "content": "[Alice in #standup]: what should I look at today?"},
        {"role": "assistant", "content": fake.reply},
        {"role": "user", "content": "[Bob in #standup]: and me?"}])
    system = fake.last().body["system"]
    assert "The person asking — Bob." in system and "The person asking — Alice." not in system
    settle(proxy_services)
