"""graphmem.client: every API.md endpoint, errors as exceptions, retries, client-side scrubbing."""

from __future__ import annotations

import asyncio
import json
import re
import socket
import threading
import time
from pathlib import Path

import httpx
import pytest
import uvicorn
from conftest import keyed_app

from graphmem.client import (
    AsyncClient,
    Client,
    Conflict,
    GraphmemError,
    InvalidInput,
    NotFound,
    Unauthorized,
    Unavailable,
    in_process_app,
)

API_MD = Path(__file__).resolve().parents[1] / "docs" / "API.md"  # the shared contract, copied


@pytest.fixture
def gm(services, user):
    with Client.in_process(user_id=user, services=services) as client:
        yield client


def test_records_read_back_and_integrity(gm, user):
    out = gm.append("conversation", "We picked Redis for the session cache", source_ref="c1",
                    thread_id="t1", sender="Alice", role="user")
    assert out.created and out.seq == 1 and out.memory_ids
    again = gm.append("conversation", "We picked Redis for the session cache", source_ref="c1")
    assert again.created is False and again.id == out.id
    record = gm.get_record(out.id)
    assert record["content"] == "We picked Redis for the session cache"
    assert record["user_id"] == user and record["sender"] == "Alice"
    imported = gm.import_records([
        {"type": "conversation", "content": f"note {i}", "source_ref": f"n{i}"} for i in range(3)
    ] + [{"type": "conversation", "content": ""}])
    assert imported.created == 3 and [f.index for f in imported.failed] == [3]
    v1 = gm.append("state_object", "v1", kind="service", key="api", source_ref="s1",
                   occurred_at="2024-01-01T00:00:00Z")
    v2 = gm.append("state_object", "v2", kind="service", key="api", source_ref="s2",
                   supersedes="s1", occurred_at="2024-02-01T00:00:00Z")
    assert gm.state("service", "api")["value"] == "v2"
    assert gm.state("service", "api", as_of="2024-01-15T00:00:00Z")["value"] == "v1"
    assert [v["value"] for v in gm.state_history("service", "api")] == ["v1", "v2"]
    assert gm.states("service")["values"] == {"api": "v2"}
    chain = gm.lineage(v2.id)
    assert [r["id"] for r in chain["chain"]] == [v1.id, v2.id] and chain["current"] == v2.id
    assert gm.derivations(v2.id)["memories"]
    assert [r["content"] for r in gm.query_records(thread_id="t1")] == [record["content"]]
    check = gm.verify()
    assert check.ok and check.records_checked == 6
    exported = gm.export_records()
    assert [r.get("source_ref") for r in exported] == ["c1", "n0", "n1", "n2", "s1", "s2"]
    assert exported[-1]["supersedes"] == "s1" and "id" not in exported[-1]


def test_a_record_is_sent_as_the_writer_gave_it(gm):
    """An argument left None is left out; a None inside metadata is the writer's data."""
    out = gm.append("observation", "metadata with nulls", source_ref="m-null",
                    metadata={"a": None, "b": {"c": None, "d": 2}})
    assert gm.get_record(out.id)["metadata"] == {"a": None, "b": {"c": None, "d": 2}}


def test_search_context_and_graph(gm):
    gm.append("conversation", "Alice from Acme met Bob from Globex in Berlin", source_ref="m1")
    gm.append("conversation", "Bob from Globex signed the Acme contract", source_ref="m2")
    hits = gm.search("who signed the contract?", top_k=5)
    assert hits.results and hits.results[0].source_refs
    ctx = gm.context("who signed the contract?")
    assert ctx.total_tokens == sum(ctx.token_counts.values()) and ctx.layers["memories"]
    manager = gm.context()
    assert manager.mode == "manager"
    names = {e["name"] for e in gm.entities(limit=50)}
    assert {"Alice", "Bob"} <= names
    alice = next(e for e in gm.entities("Alice") if e["name"] == "Alice")
    assert gm.entity(alice["id"])["memories"]
    assert gm.timeline(alice["id"])["memories"]
    paths = gm.connect("Alice", "Bob")["paths"]
    assert paths and paths[0]["edges"]
    memory_id = hits.results[0].memory_id
    assert gm.pin(memory_id)
    pinned = gm.context("anything at all")
    assert memory_id in [i.memory_id for i in pinned.layers["project_context"]]
    assert gm.core_memory()["memories"]
    gm.unpin(memory_id)
    assert memory_id not in [i.memory_id for i in gm.context("x").layers["project_context"]]
    graph = gm.viz_graph(limit=50)
    assert graph["nodes"]
    assert gm.health()["status"] in ("ok", "degraded")


def test_curation_endpoints(gm):
    gm.append("conversation", "TODO: rotate the staging keys before Friday", source_ref="t",
              thread_id="ops")
    job_id = gm.curate("tasks")
    assert _wait(gm, job_id)["status"] == "done"
    assert isinstance(gm.tasks(), list)
    assert isinstance(gm.summaries(), list)
    rebuild = gm.rebuild()
    assert _wait(gm, rebuild)["status"] == "done"
    assert gm.search("rotate staging keys").results  # still searchable after the rebuild


def _wait(gm, job_id, timeout=120.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        job = gm.job(job_id)
        if job["status"] != "running":
            return job
        time.sleep(0.2)
    raise AssertionError(f"job {job_id} still running")


def test_conversations(gm):
    history = [{"role": "user", "content": "Plan the billing migration"}]
    first = gm.prepare(history, "conv-1")
    assert first.path == "new" and first.created == 1
    reply = gm.ingest("conv-1", "Start with the ledger.", reply_to=first.reply_to)
    assert reply.created and gm.ingest("conv-1", "Start with the ledger.",
                                       reply_to=first.reply_to).created is False
    gm.alias("conv-2", "conv-1")
    history += [{"role": "assistant", "content": "Start with the ledger."},
                {"role": "user", "content": "OK, ledger first"}]
    second = gm.prepare(history, "conv-2")
    assert second.conversation_id == "conv-1" and second.path == "fast"
    assert [t["role"] for t in gm.conversation("conv-2")["turns"]] == [
        "user", "assistant", "user"]
    by_label = gm.prepare(history[:1], label="billing")
    assert by_label.conversation_id == "label:billing"
    epoch = second.epoch
    gm.reset("conv-1")
    with pytest.raises(Conflict) as stale:
        gm.prepare(history, "conv-1", epoch=epoch)
    assert stale.value.error == "stale_epoch"
    assert isinstance(gm.people(), list)


def test_attribution_speakers_requester_and_person_cards(gm):
    said = [("Alice", "I prefer Postgres over MySQL for anything with money in it."),
            ("Alice", "The billing-api deploy moved to Thursday because Postgres needs a patch."),
            ("Bob", "I work on the search indexer and I hate flaky tests."),
            ("Bob", "The search indexer deploy happened on Tuesday.")]
    for i, (who, text) in enumerate(said):
        gm.append("conversation", text, sender=who, role="user", thread_id="team",
                  source_ref=f"team-{i}")
    bob = gm.search("when was the deploy?", speakers=["Bob"]).results
    assert bob and {r.sender for r in bob} == {"Bob"}
    alice = gm.context("when was the deploy?", speakers=["alice"])
    assert {i.sender for i in alice.layers["memories"]} == {"Alice"}

    assert _wait(gm, gm.curate("person_cards"))["status"] == "done"
    assert [p["name"] for p in gm.people()] == ["Alice", "Bob"]
    card = gm.person("alice")
    assert card["name"] == "Alice" and "Postgres over MySQL" in card["text"]
    with pytest.raises(NotFound) as missing:
        gm.person("Alicia")
    assert "Alice" in missing.value.message  # the closest cards are named
    asked = gm.context("what should I look at today?", requester="Bob")
    cards = [i for i in asked.layers["project_context"] if i.kind == "person"]
    assert len(cards) == 1 and "flaky tests" in cards[0].text


def test_errors_are_exceptions_with_the_body(gm, services):
    with pytest.raises(NotFound) as missing:
        gm.get_record("no-such-record")
    assert missing.value.status == 404 and missing.value.error == "not_found"
    assert missing.value.field == "id" and missing.value.message
    with pytest.raises(InvalidInput) as bad:
        gm.append("diary", "x")
    assert bad.value.field == "type" and bad.value.body["error"] == "invalid_input"
    gm.append("conversation", "hello", source_ref="dup")
    with pytest.raises(Conflict):
        gm.append("conversation", "goodbye", source_ref="dup")
    with pytest.raises(InvalidInput):
        gm.search("   ")
    app, _ = in_process_app("someone", services=services)
    with pytest.raises(Unauthorized), Client(app=app, api_key="wrong") as wrong:
        wrong.verify()
    assert isinstance(missing.value, GraphmemError)


def recording(responses, seen):
    """A transport that records what the client sent and answers from `responses`."""
    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        status, headers, body = responses[min(len(seen), len(responses)) - 1]
        return httpx.Response(status, headers=headers, json=body)
    return httpx.MockTransport(handler)


def test_503_is_retried_honouring_retry_after(services):
    seen: list[httpx.Request] = []
    busy = (503, {"Retry-After": "0.3"}, {"error": "unavailable", "message": "down",
                                          "field": None})
    ok = (200, {}, {"ok": True, "records_checked": 0, "first_bad_seq": None})
    client = Client("http://gm.test", transport=recording([busy, busy, ok], seen))
    started = time.monotonic()
    assert client.verify().ok
    assert len(seen) == 3 and time.monotonic() - started >= 0.6
    # Bounded: a server that stays down ends in Unavailable, not a hang.
    seen.clear()
    down = Client("http://gm.test", transport=recording([busy], seen), max_retries=2,
                  max_retry_wait=0.05)
    with pytest.raises(Unavailable) as exc:
        down.verify()
    assert len(seen) == 3 and exc.value.headers.get("retry-after") == "0.3"


def test_secrets_are_scrubbed_before_they_leave(services):
    seen: list[httpx.Request] = []
    created = (201, {}, {"id": "r", "seq": 1, "record_hash": "h", "source_ref": None,
                         "created": True, "memory_ids": [], "scrubbed": 0})
    client = Client("http://gm.test", api_key="k", transport=recording([created], seen))
    out = client.append("conversation", "deploy with AKIAIOSFODNN7EXAMPLE please",
                        metadata={"password": "hunter2-Secret!"})
    sent = json.loads(seen[0].content)
    assert "AKIAIOSFODNN7EXAMPLE" not in seen[0].content.decode()
    assert "hunter2" not in seen[0].content.decode()
    assert "[REDACTED:aws_key]" in sent["content"] and out.scrubbed == 2
    assert seen[0].headers["authorization"] == "Bearer k"
    with pytest.raises(ValueError):  # the canned answer is not a prepare answer
        client.prepare([{"role": "user", "content": [{"type": "text",
                                                       "text": "token ghp_1234567890abcdefghij"
                                                               "klmnopqrstuvwxyzAB"}]}], "c")
    assert "ghp_" not in seen[1].content.decode()
    assert "[REDACTED:github_token]" in seen[1].content.decode()


def test_the_client_covers_api_md():
    """Every endpoint API.md names is reachable through a client method."""
    seen: list[httpx.Request] = []
    client = Client("http://gm.test", transport=recording([(200, {}, {})], seen))
    calls = [
        lambda: client.append("conversation", "x"), lambda: client.import_records([]),
        lambda: client.get_record("i"), lambda: client.lineage("i"),
        lambda: client.derivations("i"), lambda: client.query_records(),
        lambda: client.state("k", "v"), lambda: client.state_history("k", "v"),
        lambda: client.states("k"), lambda: client.search("q"), lambda: client.entities(),
        lambda: client.entity("i"), lambda: client.timeline("i"),
        lambda: client.connect("a", "b"), lambda: client.context("q"),
        lambda: client.pin("i"), lambda: client.unpin("i"), lambda: client.summaries(),
        lambda: client.rebuild(), lambda: client.job("j"), lambda: client.verify(),
        lambda: client.viz_graph(), lambda: client.health(),
    ]
    for call in calls:
        try:
            call()
        except (KeyError, TypeError, ValueError):
            pass  # the canned {} is not a real answer; only the request matters here
    sent = {(r.method, _template(r.url.path)) for r in seen}
    # GET /ui is the dashboard's static files, for a browser.
    documented = {(m, _template(p)) for m, p in re.findall(r"`(GET|POST) (/[^`\s?]*)",
                                                           API_MD.read_text()) if p != "/ui"}
    assert documented and documented <= sent, documented - sent


def _template(path: str) -> str:
    known = {"records", "state", "history", "lineage", "derivations", "summaries", "query",
             "context", "import", "rebuild", "entities", "timeline", "memories", "pin", "unpin",
             "jobs", "verify", "viz", "graph", "health", "search", "connect"}
    return "/".join(p if p in known or not p else "{}" for p in path.split("/"))


def test_async_client(services, user):
    async def run():
        async with AsyncClient.in_process(user_id=user, services=services) as gm:
            out = await gm.append("conversation", "The async client wrote this", source_ref="a")
            assert out.created
            hits = await gm.search("what did the async client write?")
            assert hits.results[0].source_refs == ["a"]
            ctx = await gm.context("async client", thread_id=None)
            assert ctx.layers["memories"]
            prepared = await gm.prepare([{"role": "user", "content": "hello async"}], "ac")
            assert prepared.created == 1
            with pytest.raises(NotFound):
                await gm.get_record("missing")
            exported = await gm.export_records()
            assert exported[0] == {"type": "conversation", "source_ref": "a",
                                   "content": "The async client wrote this",
                                   "occurred_at": exported[0]["occurred_at"]}
    asyncio.run(run())


def test_over_http_with_a_key(services, user):
    app = keyed_app(services, {f"http-{user}": [user]})
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="error"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    try:
        while not server.started:
            time.sleep(0.05)
        with Client(f"http://127.0.0.1:{port}", api_key=f"http-{user}") as gm:
            assert gm.append("conversation", "over the wire", source_ref="w").created
            assert gm.verify().records_checked == 1
        with Client(f"http://127.0.0.1:{port}", api_key="wrong") as bad, \
                pytest.raises(Unauthorized):
            bad.verify()
    finally:
        server.should_exit = True
        thread.join(timeout=10)


def test_a_server_that_is_not_there_is_the_clients_own_error():
    """Not httpx's ConnectError without the address: Unavailable, naming where it looked."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]  # closed once the block ends: nothing listens there
    with Client(f"http://127.0.0.1:{port}", max_retries=0) as client, \
            pytest.raises(Unavailable) as raised:
        client.health()
    assert f"127.0.0.1:{port}" in raised.value.message and "graphmem serve" in str(raised.value)

    async def run():
        async with AsyncClient(f"http://127.0.0.1:{port}", max_retries=0) as client:
            await client.health()

    with pytest.raises(Unavailable):
        asyncio.run(run())


def test_an_answer_that_is_not_graphmems_is_a_graphmem_error():
    def page(request):
        return httpx.Response(200, text="<html>hello</html>",
                              headers={"content-type": "text/html"})

    with Client("http://web.example", transport=httpx.MockTransport(page)) as client, \
            pytest.raises(GraphmemError) as raised:
        client.health()
    assert "GRAPHMEM_URL" in raised.value.message
