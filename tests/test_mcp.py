"""The MCP server through the official SDK's own client: a real stdio session (the server spawned
as `python -m graphmem.mcp`), streamable HTTP (`graphmem mcp --transport http`), and in process."""

from __future__ import annotations

import asyncio
import json
import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest
from mcp import Client as McpClient
from mcp.client.stdio import StdioServerParameters

from graphmem.client import Client
from graphmem.curate import people
from graphmem.mcp.server import TEXT_CAP, build_server

REPO = Path(__file__).resolve().parent.parent
TOOLS = {"remember", "recall", "context", "connect", "state_as_of", "entity_timeline", "lineage",
         "correct", "pin", "unpin", "observe", "verify"}
TIMEOUT = 300  # the first write in a fresh process loads the embedder and the NER pipeline


def server_env() -> dict[str, str]:
    keep = ("GRAPHMEM_HOME", "GRAPHMEM_BOLT_PORT", "GRAPHMEM_HTTP_PORT", "GRAPHMEM_NER_ENABLED",
            "NEO4J_URI", "NEO4J_USER", "NEO4J_PASSWORD", "HF_HUB_OFFLINE", "PATH")
    env = {k: os.environ[k] for k in keep if k in os.environ}
    env.pop("GRAPHMEM_URL", None)
    return env


def data(result) -> dict:
    assert not result.is_error, result.content[0].text
    return json.loads(result.content[0].text)


def error_text(result) -> str:
    assert result.is_error
    return result.content[0].text


async def exercise(session, user: str) -> None:
    """Call every tool once, checking what an assistant would rely on."""
    listed = {t.name: t for t in (await session.list_tools()).tools}
    assert set(listed) == TOOLS
    for tool in listed.values():
        assert len(tool.description or "") > 40, tool.name
        assert tool.input_schema["type"] == "object"
    recall_schema = listed["recall"].input_schema
    assert recall_schema["required"] == ["query"]
    assert recall_schema["properties"]["limit"]["maximum"] == 20

    call = session.call_tool
    said = data(await call("remember", {"content": "Alice from Acme met Bob from Globex in "
                                                   "Berlin to sign the billing contract",
                                        "thread_id": "deal", "sender": "Carol"}))
    assert said["created"] and said["memory_ids"]
    for i in range(7):
        await call("remember", {"content": f"Billing note {i}: the invoice exporter retries "
                                           f"{i + 1} times", "source_ref": f"note-{i}"})
    v1 = data(await call("remember", {"type": "state_object", "kind": "service",
                                      "key": "billing-api", "content": "billing-api v1",
                                      "occurred_at": "2024-01-01T00:00:00Z"}))
    v2 = data(await call("correct", {"supersedes": v1["record_id"], "content": "billing-api v2",
                                     "occurred_at": "2024-02-01T00:00:00Z"}))
    assert v2["created"] and v2["supersedes"] == v1["record_id"]

    first = data(await call("recall", {"query": "invoice exporter retries", "limit": 3}))
    assert len(first["results"]) == 3 and first["next_offset"] == 3
    second = data(await call("recall", {"query": "invoice exporter retries", "limit": 3,
                                        "offset": 3}))
    assert not {r["memory_id"] for r in first["results"]} & {
        r["memory_id"] for r in second["results"]}
    assert "limit" in error_text(await call("recall", {"query": "x", "limit": 500}))

    was = data(await call("state_as_of", {"kind": "service", "key": "billing-api",
                                          "as_of": "2024-01-15T00:00:00Z"}))
    assert was["value"] == "billing-api v1" and was["record_id"] == v1["record_id"]
    now = data(await call("state_as_of", {"kind": "service", "key": "billing-api"}))
    assert now["value"] == "billing-api v2"
    chain = data(await call("lineage", {"record_id": v2["record_id"]}))
    assert [r["id"] for r in chain["chain"]] == [v1["record_id"], v2["record_id"]]
    assert "not_found" in error_text(await call("lineage", {"record_id": "no-such-record"}))

    paths = data(await call("connect", {"source": "Alice", "target": "Bob"}))
    assert paths["paths"] and paths["paths"][0]["edges"][0]["evidence"]
    assert "not_found" in error_text(await call("connect", {"source": "Alice",
                                                            "target": "Zebediah Quux"}))
    timeline = data(await call("entity_timeline", {"entity": "Alice"}))
    assert timeline["entity"]["name"] == "Alice"
    assert said["memory_ids"][0] in [m["memory_id"] for m in timeline["memories"]]

    memory_id = said["memory_ids"][0]
    pinned = data(await call("pin", {"memory_id": memory_id}))
    assert pinned["pinned"] is True
    ctx = data(await call("context", {"query": "what is the state of billing?"}))
    assert ctx["block"].startswith("<virtual-context>") and "Alice from Acme" in ctx["block"]
    assert ctx["total_tokens"] <= 2000 and memory_id in ctx["memory_ids"]
    assert data(await call("unpin", {"memory_id": memory_id}))["pinned"] is False
    manager = data(await call("context", {"thread_id": "deal"}))
    assert manager["mode"] == "manager"

    seen = data(await call("observe", {"tool": "bash", "input": "pytest -q", "ok": False,
                                       "error": "2 failed", "session": "s1"}))
    assert seen["created"]
    check = data(await call("verify", {}))
    assert check["ok"] is True and check["records_checked"] == 11


def test_every_tool_in_a_real_stdio_session(user):
    params = StdioServerParameters(
        command=sys.executable, args=["-m", "graphmem.mcp", "--user", user],
        env=server_env(), cwd=str(REPO))

    async def run():
        async with McpClient(params, read_timeout_seconds=TIMEOUT) as session:
            await exercise(session, user)

    asyncio.run(run())


def test_streamable_http_transport(user):
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    proc = subprocess.Popen(
        [sys.executable, "-m", "graphmem.cli", "mcp", "--transport", "http", "--port",
         str(port), "--user", user], env=server_env(), cwd=str(REPO),
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        _wait_for_port(port, proc)

        async def run():
            async with McpClient(f"http://127.0.0.1:{port}/mcp",
                                 read_timeout_seconds=TIMEOUT) as session:
                assert {t.name for t in (await session.list_tools()).tools} == TOOLS
                await session.call_tool("remember", {"content": "The HTTP transport works"})
                found = data(await session.call_tool("recall", {"query": "HTTP transport"}))
                assert found["results"][0]["text"] == "The HTTP transport works"

        asyncio.run(run())
    finally:
        proc.terminate()
        proc.wait(timeout=30)


def _wait_for_port(port: int, proc: subprocess.Popen, timeout: float = 120.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        assert proc.poll() is None, "the MCP server exited"
        try:
            httpx.get(f"http://127.0.0.1:{port}/mcp", timeout=1.0)
            return
        except httpx.TransportError:
            time.sleep(0.3)
    raise AssertionError("the MCP HTTP server did not come up")


def test_http_transport_refuses_to_leave_loopback(user):
    out = subprocess.run([sys.executable, "-m", "graphmem.mcp", "--transport", "http",
                          "--host", "0.0.0.0"], env=server_env(), cwd=str(REPO),
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 1 and "loopback" in out.stderr


@pytest.fixture
def in_process(services, user):
    with Client.in_process(user_id=user, services=services) as client:
        yield build_server(client)


def test_outputs_stay_small(in_process):
    async def run():
        async with McpClient(in_process) as session:
            long = "The billing runbook says " + "restart the exporter and wait. " * 400
            await session.call_tool("remember", {"content": long, "source_ref": "runbook"})
            hit = data(await session.call_tool("recall", {"query": "billing runbook"}))
            text = hit["results"][0]["text"]
            assert len(long) > 10_000 and TEXT_CAP <= len(text) < TEXT_CAP + 40
            assert text.endswith("chars]")
            ctx = data(await session.call_tool("context", {"query": "billing runbook",
                                                           "token_budget": 300}))
            assert ctx["total_tokens"] <= 300
            too_big = await session.call_tool("context", {"query": "x", "token_budget": 10**6})
            assert too_big.is_error

    asyncio.run(run())


def test_correct_by_source_ref_keeps_the_thread_and_needs_a_type_only_for_the_unknown(
        in_process, services, user):
    async def run():
        async with McpClient(in_process) as session:
            said = data(await session.call_tool("remember", {
                "content": "Deploys happen on Tuesdays", "source_ref": "deploys",
                "thread_id": "ops", "sender": "Dana"}))
            # by the writer's own source_ref: the correction stays in its thread, as by id
            fixed = data(await session.call_tool("correct", {
                "supersedes": "deploys", "content": "Deploys happen on Thursdays"}))
            assert fixed["created"]
            record = services.store.read("records/get", id=fixed["record_id"],
                                         user_id=user)[0]["record"]
            assert (record["thread_id"], record["sender"]) == ("ops", "Dana")
            found = data(await session.call_tool("recall", {"query": "when do deploys happen?"}))
            texts = [r["text"] for r in found["results"]]
            assert "Deploys happen on Thursdays" in texts
            assert "Deploys happen on Tuesdays" not in texts
            unknown = await session.call_tool("correct", {"supersedes": "nothing-like-it",
                                                          "content": "x"})
            assert "type" in error_text(unknown)
            assert said["record_id"]

    asyncio.run(run())


TEAM = [
    ("Alice", "I prefer Postgres over MySQL for anything with money in it."),
    ("Alice", "I live in Lisbon, so my mornings are your nights."),
    ("Alice", "The billing-api deploy moved to Thursday because Postgres needs a patch."),
    ("Bob", "I work on the search indexer and I hate flaky tests."),
    ("Bob", "The search indexer deploy happened on Tuesday."),
]


def test_context_takes_speakers_and_the_requester(in_process, services, user):
    async def run():
        async with McpClient(in_process) as session:
            tools = {t.name: t for t in (await session.list_tools()).tools}
            assert {"speakers", "requester"} <= set(tools["context"].input_schema["properties"])
            for i, (who, text) in enumerate(TEAM):
                await session.call_tool("remember", {"content": text, "sender": who,
                                                     "role": "user", "thread_id": "team",
                                                     "source_ref": f"team-{i}"})
            people.run(services, user)  # the person_cards curation job
            bob = data(await session.call_tool("context", {"query": "when was the deploy?",
                                                           "speakers": ["Bob"]}))
            assert "search indexer deploy happened on Tuesday" in bob["block"]
            assert "billing-api deploy" not in bob["block"]

            question = {"query": "what should I look at today?"}
            asked = data(await session.call_tool("context", {**question, "requester": "Alice"}))
            assert "The person asking — Alice." in asked["block"]
            assert "Postgres over MySQL" in asked["block"]
            nobody = data(await session.call_tool("context", question))
            assert "The person asking" not in nobody["block"]
            too_many = await session.call_tool("context", {**question,
                                                           "speakers": ["x"] * 21})
            assert too_many.is_error

    asyncio.run(run())


def test_a_graphmem_that_cannot_be_reached_is_named_in_the_error(user):
    """An agent is told graphmem is down and where it looked, not only that a tool failed."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]  # closed once the block ends: nothing listens there
    client = Client(f"http://127.0.0.1:{port}", max_retries=0)
    server = build_server(client)

    async def run():
        async with McpClient(server) as session:
            return error_text(await session.call_tool("recall", {"query": "billing"}))

    try:
        text = asyncio.run(run())
    finally:
        client.close()
    assert f"127.0.0.1:{port}" in text and "could not be reached" in text, text


def test_every_stdio_line_gets_an_answer_and_the_server_ends_with_its_input(user):
    """JSON-RPC 2.0 section 5.1: a line that is not JSON is answered -32700 Parse error, JSON that
    is no request -32600 Invalid Request (a batch too: MCP has none), with the request's id when
    it has one, else null. The SDK's transport dropped them, and the client waited forever."""
    proc = subprocess.Popen([sys.executable, "-m", "graphmem.mcp", "--user", user],
                            env=server_env(), cwd=str(REPO), stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    lines = [json.dumps({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
        "protocolVersion": "2025-06-18", "capabilities": {},
        "clientInfo": {"name": "raw", "version": "1"}}}),
        json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}),
        "this is not json", '{"jsonrpc": "2.0", "id": 2,', "",
        json.dumps([{"jsonrpc": "2.0", "id": 3, "method": "ping"}]),
        json.dumps({"jsonrpc": "1.0", "id": 4, "method": "ping"}),
        json.dumps({"jsonrpc": "2.0", "method": "ping"}),  # a notification: no answer
        json.dumps({"jsonrpc": "2.0", "id": 5, "method": "no/such/method"}),
        json.dumps({"jsonrpc": "2.0", "id": 6, "method": "ping"})]
    answers = []
    try:
        proc.stdin.write("\n".join(lines).encode() + b"\n")
        proc.stdin.flush()
        while not answers or answers[-1].get("id") != 6:
            line = proc.stdout.readline()
            assert line, "the server stopped answering"
            answers.append(json.loads(line))  # nothing but JSON-RPC on stdout
        proc.stdin.close()
        assert proc.wait(timeout=60) == 0  # its input closed, the server ends by itself
    finally:
        if proc.poll() is None:
            proc.kill()
    assert answers[0]["id"] == 1 and answers[0]["result"]["protocolVersion"] == "2025-06-18"
    codes = [(a["id"], a.get("error", {}).get("code")) for a in answers[1:]]
    assert codes == [(None, -32700), (None, -32700), (None, -32600), (4, -32600),
                     (5, -32601), (6, None)]


def test_a_server_whose_input_closes_first_answers_what_it_was_asked(user):
    """`printf '...' | graphmem mcp`: the input closes while the last tool call still runs. The
    SDK's server ended at once, cancelling it, and the caller never learnt what became of it."""
    lines = [{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
        "protocolVersion": "2025-06-18", "capabilities": {},
        "clientInfo": {"name": "pipe", "version": "1"}}},
        {"jsonrpc": "2.0", "method": "notifications/initialized"},
        {"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {
            "name": "remember", "arguments": {"content": "Piped in just before the input closed"}}}]
    out = subprocess.run([sys.executable, "-m", "graphmem.mcp", "--user", user],
                         input="".join(json.dumps(line) + "\n" for line in lines).encode(),
                         env=server_env(), cwd=str(REPO), capture_output=True, timeout=TIMEOUT)
    assert out.returncode == 0
    answers = {a["id"]: a for a in map(json.loads, out.stdout.decode().splitlines())}
    assert set(answers) == {1, 2}
    assert answers[2]["result"]["structuredContent"]["created"] is True


def test_a_user_id_holding_the_key_specs_separators_is_that_user(services, user):
    """`graphmem mcp --user team:alice` (in process): the in-process key was made by parsing
    `key:user_id`, so every tool was a 401 for `team:alice`, `a+b` wrote as user `a`, and
    `a,b` could not start."""
    async def remember(session) -> str:
        said = data(await session.call_tool("remember", {"content": "Ids may hold colons"}))
        return said["record_id"]

    for odd in (f"team:{user}", f"{user}+other", f"{user},other"):
        with Client.in_process(user_id=odd, services=services) as client:
            record_id = asyncio.run(_with_session(build_server(client), remember))
        assert services.store.read("records/get", id=record_id, user_id=odd), odd
        for part in odd.replace(":", ",").replace("+", ",").split(","):
            assert not services.store.read("records/get", id=record_id, user_id=part)


async def _with_session(server, fn):
    async with McpClient(server) as session:
        return await fn(session)


def test_graphmem_user_is_checked_as_user_is(user):
    """GRAPHMEM_USER=* made every tool fail ("the admin key acts for no user of its own"), a
    blank one ended the server with a traceback: both are refused before anything starts."""
    for bad in ("*", " "):
        out = subprocess.run([sys.executable, "-m", "graphmem.mcp"], capture_output=True,
                             env={**server_env(), "GRAPHMEM_USER": bad}, cwd=str(REPO),
                             text=True, timeout=120)
        assert out.returncode == 1 and "GRAPHMEM_USER: must be" in out.stderr, out.stderr


def test_tool_descriptions_carry_no_docstring_indent():
    """The SDK sent a docstring as written: every line after a tool description's first reached
    the model behind eight spaces."""
    client = Client("http://127.0.0.1:9", max_retries=0)  # listing tools calls nothing
    try:
        tools = asyncio.run(build_server(client).list_tools())
    finally:
        client.close()
    assert {t.name for t in tools} == TOOLS
    for tool in tools:
        assert "\n " not in tool.description and tool.description == tool.description.strip()
