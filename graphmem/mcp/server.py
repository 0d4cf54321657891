"""The graphmem MCP server: memory tools for an assistant, over stdio or streamable HTTP.

It holds no logic: every tool is one or two calls of `graphmem.client.Client`, in process against
the API app (default) or against a running server (`GRAPHMEM_URL`, `GRAPHMEM_API_KEY`). What a
tool returns is kept small on purpose: texts are cut at TEXT_CAP characters (marked), lists are
capped and paginated with `offset` / `next_offset`, so a tool never floods the caller's context.

    graphmem mcp                       # stdio, in process, local Neo4j
    graphmem mcp --transport http --port 8765
    GRAPHMEM_URL=http://host:8000 GRAPHMEM_API_KEY=... graphmem mcp
"""

from __future__ import annotations

import inspect
import logging
import os
from datetime import datetime
from typing import Annotated, Any, Literal

import anyio
import httpx
from mcp.server import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.server.stdio import stdio_server
from mcp.shared.message import SessionMessage
from mcp_types import (
    INVALID_REQUEST,
    PARSE_ERROR,
    ErrorData,
    JSONRPCError,
    JSONRPCNotification,
    JSONRPCRequest,
    JSONRPCResponse,
    ToolAnnotations,
)
from pydantic import BeforeValidator, Field, ValidationError

from graphmem import __version__
from graphmem.client import Client, GraphmemError
from graphmem.models import not_a_number
from graphmem.retrieve.context import ContextOut, render_block

log = logging.getLogger("graphmem.mcp")

TEXT_CAP = 600
VALUE_CAP = 4000
MAX_PAGE = 20
READ = ToolAnnotations(read_only_hint=True, open_world_hint=False)
WRITE = ToolAnnotations(read_only_hint=False, destructive_hint=False, idempotent_hint=True,
                        open_world_hint=False)

INSTRUCTIONS = """graphmem is your long-term memory. Records are never changed or deleted: to fix
something, `correct` it (a new record that supersedes the old). Start a session with `context`
(no query: open tasks, recent decisions, what changed); use `recall` to look something up,
`connect` for how two things relate, `state_as_of` for what a value was on a date. Save what is
worth keeping with `remember`; report tool runs with `observe`. Results cite `record_ids`; use
`lineage` to see a record's corrections."""


def cap(text: str | None, limit: int = TEXT_CAP) -> str | None:
    """Cut long text, saying so, so one memory cannot flood the caller's context."""
    if text is None or len(text) <= limit:
        return text
    return text[:limit].rstrip() + f" … [+{len(text) - limit} chars]"


def _when(value: datetime | None) -> str | None:
    return value.isoformat() if value else None


def _fail(exc: GraphmemError) -> ToolError:
    where = f" (field: {exc.field})" if exc.field else ""
    return ToolError(f"{exc.error}: {exc.message}{where}")


Text = Annotated[str, Field(min_length=1, max_length=1_000_000)]
Id = Annotated[str, Field(min_length=1, max_length=512)]
OptId = Annotated[str | None, Field(max_length=512)]
# a number is no time (pydantic would read it as seconds since 1970): models.not_a_number
When = Annotated[datetime | None, BeforeValidator(not_a_number),
                 Field(description="RFC 3339 time with a zone, e.g. 2024-05-01T10:00:00Z")]
Speakers = Annotated[list[str] | None, Field(max_length=20,
                                            description="only what these people said")]
Limit = Annotated[int, Field(ge=1, le=MAX_PAGE, description=f"results per page (1-{MAX_PAGE})")]
Offset = Annotated[int, Field(ge=0, le=80, description="skip this many (use next_offset)")]
RecordType = Literal["conversation", "document", "state_object", "observation"]


def tool(server: MCPServer, annotations: ToolAnnotations):
    """`server.tool`, described by the function's docstring dedented: the SDK sends a docstring
    as it is, and every line after the first reached the model behind eight spaces."""
    def register(fn):
        return server.tool(annotations=annotations,
                           description=inspect.cleandoc(fn.__doc__ or ""))(fn)
    return register


def build_server(client: Client) -> MCPServer:
    server = MCPServer("graphmem", version=__version__, instructions=INSTRUCTIONS)

    def call(fn, *args, **kwargs):
        try:
            return fn(*args, **kwargs)
        except GraphmemError as exc:
            raise _fail(exc) from exc
        except httpx.TransportError as exc:  # the agent is told why, not only that it failed
            raise ToolError(f"unavailable: graphmem at {client.base_url} could not be reached "
                            f"({type(exc).__name__}); is `graphmem serve` running there?"
                            ) from exc

    @tool(server, WRITE)
    def remember(
        content: Annotated[str, Field(min_length=1, max_length=1_000_000,
                                      description="what to remember, verbatim")],
        type: Annotated[RecordType, Field(description="conversation (something said), document "
                                          "(a file or page; give source_path), state_object (the "
                                          "current value of kind/key), observation (a tool run)")
                        ] = "conversation",
        thread_id: Annotated[OptId, Field(description="the conversation or session")] = None,
        topic_id: Annotated[OptId, Field(description="project or topic it belongs to")] = None,
        sender: Annotated[OptId, Field(description="who said or wrote it")] = None,
        role: Literal["user", "assistant", "system", "tool"] | None = None,
        source_ref: Annotated[OptId, Field(description="your own id for it; sending the same "
                                           "id again is a no-op")] = None,
        kind: Annotated[OptId, Field(description="state_object: what kind of thing")] = None,
        key: Annotated[OptId, Field(description="state_object: which one")] = None,
        source_path: Annotated[OptId, Field(description="document: its path")] = None,
        occurred_at: When = None,
    ) -> dict[str, Any]:
        """Append a record to long-term memory; it is searchable as soon as this returns.

        Secrets are redacted before anything is stored. Say only what was observed: importance
        and kind of memory are decided by curation. To fix an earlier record use `correct`."""
        out = call(client.append, type, content, thread_id=thread_id, topic_id=topic_id,
                   sender=sender, role=role, source_ref=source_ref, kind=kind, key=key,
                   source_path=source_path, occurred_at=occurred_at)
        return {"record_id": out.id, "created": out.created, "memory_ids": out.memory_ids,
                "redacted": out.scrubbed}

    @tool(server, READ)
    def recall(
        query: Annotated[str, Field(min_length=1, max_length=10_000,
                                    description="what to look for, in plain words")],
        limit: Limit = 5,
        offset: Offset = 0,
        mode: Annotated[Literal["answer", "manager"], Field(
            description="answer: most relevant to the query; manager: state of work (open "
                        "tasks, recent changes) weighted up")] = "answer",
        thread_id: OptId = None,
        topic_id: OptId = None,
        speakers: Speakers = None,
        as_of: Annotated[datetime | None, BeforeValidator(not_a_number),
                         Field(description="what was true then (RFC 3339)")
                         ] = None,
        include_superseded: Annotated[bool, Field(
            description="also return memories that a later record replaced")] = False,
    ) -> dict[str, Any]:
        """Search memory (vector + keyword + graph). Results come best first with the record
        ids they came from; page with offset/next_offset."""
        out = call(client.search, query, mode=mode, top_k=offset + limit, thread_id=thread_id,
                   topic_id=topic_id, speakers=speakers, as_of=as_of,
                   include_superseded=include_superseded)
        page = out.results[offset:offset + limit]
        more = len(out.results) == offset + limit and offset + limit < 100
        return {"results": [{
            "memory_id": r.memory_id, "kind": r.kind, "text": cap(r.text),
            "score": round(r.score, 4), "record_ids": r.record_ids[:5],
            "source_refs": r.source_refs[:5], "thread_id": r.thread_id, "sender": r.sender,
            "occurred_at": r.occurred_at, "superseded_by": r.superseded_by,
            "entities": r.entities[:8]} for r in page],
            "next_offset": offset + limit if more else None}

    @tool(server, READ)
    def context(
        query: Annotated[str | None, Field(
            max_length=10_000, description="the question at hand; leave out at the start of a "
                                           "session for open tasks, decisions and changes")] = None,
        thread_id: Annotated[OptId, Field(description="the current conversation: its recent "
                                          "turns are included")] = None,
        topic_id: Annotated[OptId, Field(description="the active project")] = None,
        token_budget: Annotated[int, Field(ge=200, le=8000,
                                           description="total tokens for all layers")] = 2000,
        speakers: Speakers = None,
        requester: Annotated[OptId, Field(description="who is asking (a sender name): their "
                                          "person card joins the project context")] = None,
    ) -> dict[str, Any]:
        """Assembled memory for the prompt, in five layers within a token budget: procedures,
        project context and pinned core memory, relevant memories, document excerpts, recent
        conversation. Returns one text block ready to read."""
        out: ContextOut = call(client.context, query, thread_id=thread_id, topic_id=topic_id,
                               token_budget=token_budget, speakers=speakers,
                               requester=requester)
        return {"block": render_block(out), "mode": out.mode, "token_counts": out.token_counts,
                "total_tokens": out.total_tokens, "warnings": out.warnings,
                "memory_ids": [i.memory_id for items in out.layers.values() for i in items]}

    @tool(server, READ)
    def connect(
        source: Annotated[str, Field(min_length=1, max_length=512,
                                     description="an entity name or id")],
        target: Annotated[str, Field(min_length=1, max_length=512,
                                     description="another entity name or id")],
        max_hops: Annotated[int, Field(ge=1, le=6)] = 4,
        k: Annotated[int, Field(ge=1, le=5, description="how many paths")] = 3,
        as_of: When = None,
    ) -> dict[str, Any]:
        """What connects two entities: up to k paths, each hop backed by the memories that say
        so. An unknown name fails with the closest names."""
        out = call(client.connect, source, target, max_hops=max_hops, k=k, as_of=as_of)
        return {"from": out.get("from_entity"), "to": out.get("to_entity"),
                "paths": [_path(p) for p in out.get("paths", [])[:k]]}

    @tool(server, READ)
    def state_as_of(
        kind: Annotated[str, Field(min_length=1, max_length=512, description="e.g. service")],
        key: Annotated[str, Field(min_length=1, max_length=512, description="e.g. billing-api")],
        as_of: Annotated[datetime | None, BeforeValidator(not_a_number),
                         Field(description="event time (default now)")] = None,
        known_at: Annotated[datetime | None, BeforeValidator(not_a_number), Field(
            description="only what had been recorded by then (default now)")] = None,
    ) -> dict[str, Any]:
        """The value of a state_object (kind, key) current at `as_of`, as known at `known_at`,
        with the record it came from and its validity interval."""
        out = call(client.state, kind, key, as_of=as_of, known_at=known_at)
        return {**{k: out.get(k) for k in ("kind", "key", "record_id", "valid_from",
                                            "valid_to")},
                "value": cap(out.get("value"), VALUE_CAP)}

    @tool(server, READ)
    def entity_timeline(
        entity: Annotated[str, Field(min_length=1, max_length=512,
                                     description="an entity name or id")],
        as_of: When = None,
        limit: Limit = 10,
        offset: Offset = 0,
    ) -> dict[str, Any]:
        """An entity (person, project, service...), its relations, and the memories that mention
        it in time order (superseded ones marked); page with offset/next_offset."""
        entity_id = _entity_id(call, client, entity)
        out = call(client.timeline, entity_id, as_of=as_of, limit=offset + limit + 1)
        memories = out.get("memories", [])
        return {"entity": out.get("entity"), "relations": out.get("relations", [])[:MAX_PAGE],
                "memories": [_memory(m) for m in memories[offset:offset + limit]],
                "next_offset": offset + limit if len(memories) > offset + limit else None}

    @tool(server, READ)
    def lineage(
        record_id: Annotated[str, Field(min_length=1, max_length=512)],
        limit: Limit = 10,
    ) -> dict[str, Any]:
        """A record's correction chain, oldest first, and which version is current."""
        out = call(client.lineage, record_id)
        chain = out.get("chain", [])
        return {"current": out.get("current"), "omitted_older": max(0, len(chain) - limit),
                "chain": [{"id": r.get("id"), "content": cap(r.get("content")),
                           "occurred_at": r.get("occurred_at"),
                           "recorded_at": r.get("recorded_at"),
                           "supersedes": r.get("supersedes")} for r in chain[-limit:]]}

    @tool(server, WRITE)
    def correct(
        supersedes: Annotated[str, Field(min_length=1, max_length=512,
                                         description="record id (or your source_ref) to fix")],
        content: Annotated[str, Field(min_length=1, max_length=1_000_000,
                                      description="the corrected content, in full")],
        type: Annotated[RecordType | None, Field(
            description="default: the corrected record's type")] = None,
        source_ref: OptId = None,
        occurred_at: When = None,
    ) -> dict[str, Any]:
        """Correct a record: a new record that supersedes the old one (nothing is deleted; the
        old one drops out of default search and stays in its lineage)."""
        old = _record(client, supersedes)
        if type is None and old is None:
            raise ToolError(f"no record with id or source_ref {supersedes!r} yet; give `type` "
                            "to write the correction anyway (it takes effect when that arrives)")
        same = old or {}
        out = call(client.append, type or same["type"], content, supersedes=supersedes,
                   source_ref=source_ref, occurred_at=occurred_at,
                   thread_id=same.get("thread_id"), topic_id=same.get("topic_id"),
                   kind=same.get("kind"), key=same.get("key"),
                   source_path=same.get("source_path"), sender=same.get("sender"),
                   role=same.get("role"))
        return {"record_id": out.id, "created": out.created, "supersedes": supersedes,
                "memory_ids": out.memory_ids}

    @tool(server, WRITE)
    def pin(memory_id: Annotated[str, Field(min_length=1, max_length=512)]) -> dict[str, Any]:
        """Pin a memory into core memory: always in context, never decays. Says when core memory
        is over its token cap."""
        return _pin_answer(call(client.pin, memory_id))

    @tool(server, WRITE)
    def unpin(memory_id: Annotated[str, Field(min_length=1, max_length=512)]) -> dict[str, Any]:
        """Unpin a memory: it leaves core memory and decays like the others again."""
        return _pin_answer(call(client.unpin, memory_id))

    @tool(server, WRITE)
    def observe(
        tool: Annotated[str, Field(min_length=1, max_length=200,
                                   description="the tool that ran, e.g. bash, edit_file")],
        input: Annotated[str, Field(max_length=100_000,
                                    description="its input (command, arguments)")],
        ok: Annotated[bool, Field(description="whether it succeeded")],
        error: Annotated[str | None, Field(max_length=100_000)] = None,
        output: Annotated[str | None, Field(max_length=100_000,
                                            description="a short excerpt of the output")] = None,
        file: Annotated[str | None, Field(max_length=4096, description="the file it touched")
                        ] = None,
        session: OptId = None,
        thread_id: OptId = None,
    ) -> dict[str, Any]:
        """Record a tool-use observation. Repeated commands, error-then-fix retries and files
        edited again and again become learned procedures."""
        summary = f"{tool} {'ok' if ok else 'failed'}: {cap(input, 300)}"
        detail = error if not ok and error else output
        content = summary + (f"\n{cap(detail, 1000)}" if detail else "")
        metadata = {"tool": tool, "input": input, "ok": ok, "error": error, "file": file,
                    "session": session}
        out = call(client.append, "observation", content, thread_id=thread_id or session,
                   sender=tool, role="tool",
                   metadata={k: v for k, v in metadata.items() if v is not None})
        return {"record_id": out.id, "created": out.created, "redacted": out.scrubbed}

    @tool(server, READ)
    def verify() -> dict[str, Any]:
        """Re-walk the hash chain of every record: ok, how many were checked, and the first
        tampered sequence number if any."""
        out = call(client.verify)
        return {"ok": out.ok, "records_checked": out.records_checked,
                "first_bad_seq": out.first_bad_seq}

    return server


# -- small shapes ------------------------------------------------------------------------------
def _path(path: dict[str, Any]) -> dict[str, Any]:
    return {"hops": path.get("hops"), "score": path.get("score"),
            "nodes": [n.get("name") for n in path.get("nodes", [])],
            "edges": [{"from": e.get("from"), "to": e.get("to"), "type": e.get("type"),
                       "evidence": [{"memory_id": v.get("memory_id"),
                                     "record_ids": (v.get("record_ids") or [])[:3],
                                     "text": cap(v.get("text"), 300)}
                                    for v in (e.get("evidence") or [])[:2]]}
                      for e in path.get("edges", [])]}


def _memory(m: dict[str, Any]) -> dict[str, Any]:
    keep = ("memory_id", "kind", "occurred_at", "valid_to", "superseded", "superseded_by",
            "thread_id", "record_ids")
    return {**{k: m[k] for k in keep if k in m}, "text": cap(m.get("text"))}


def _pin_answer(out: dict[str, Any]) -> dict[str, Any]:
    core = out.get("core") or {}
    return {"memory_id": out.get("memory_id"), "pinned": out.get("pinned"),
            "core_tokens": core.get("tokens"), "core_over_cap": core.get("over_cap"),
            "warning": core.get("warning")}


def _record(client: Client, record_id: str) -> dict[str, Any] | None:
    try:
        return client.get_record(record_id)
    except GraphmemError as exc:
        if exc.status == 404:
            return None
        raise _fail(exc) from exc


def _entity_id(call, client: Client, entity: str) -> str:
    """An id as is; a name through the entity index (exact name first, else the best match)."""
    found = call(client.entities, entity, limit=5)
    exact = [e for e in found if e["id"] == entity or e["name"].lower() == entity.lower()]
    if exact or found:
        return (exact or found)[0]["id"]
    raise ToolError(f"no entity called {entity!r}; try `recall` to find how it is named")


# -- running -----------------------------------------------------------------------------------
def client_from_env(user_id: str | None = None) -> Client:
    """A remote server when GRAPHMEM_URL is set; otherwise the API app in this process."""
    user_id = user_id or os.environ.get("GRAPHMEM_USER") or None
    url = os.environ.get("GRAPHMEM_URL")
    if url:
        return Client(url, api_key=os.environ.get("GRAPHMEM_API_KEY"), user_id=user_id)
    return Client.in_process(user_id=user_id)


def run(transport: str = "stdio", host: str = "127.0.0.1", port: int = 8765,
        user_id: str | None = None) -> None:
    # Each in-process call is an HTTP exchange; at INFO httpx would log every one of them.
    logging.getLogger("httpx").setLevel(logging.WARNING)
    client = client_from_env(user_id)
    try:
        server = build_server(client)
        if transport == "stdio":
            anyio.run(serve_stdio, server)
        else:
            server.run("streamable-http", host=host, port=port)
    finally:
        client.close()


# -- stdio: every line gets an answer -----------------------------------------------------------
DRAIN_S = 120.0  # how long a server whose input closed waits for the answers it still owes


async def serve_stdio(server: MCPServer) -> None:
    """`MCPServer.run("stdio")`, except that every line gets its answer:

    - a line which is not a JSON-RPC message is answered (-32700 Parse error, -32600 Invalid
      Request) instead of dropped: the SDK's stdio transport hands the failure to the session,
      which only logs it at debug level, so the client waited for an answer that never came;
    - when the input closes, the requests still running are answered before the server ends:
      the SDK ended at once, cancelling them, so `printf '...' | graphmem mcp` lost the answer
      to its last tool call."""
    low = server._lowlevel_server  # what MCPServer.run_stdio_async itself runs
    async with stdio_server() as (read_stream, write_stream):
        answers = Answers(write_stream)
        await low.run(AnswerEveryLine(read_stream, answers), answers,
                      low.create_initialization_options())


class Answers:
    """The transport's write stream (the SDK's WriteStream protocol), noting which requests are
    still owed an answer."""

    def __init__(self, inner):
        self.inner = inner
        self.owed: set[str | int] = set()

    async def send(self, item: SessionMessage) -> None:
        await self.inner.send(item)
        if isinstance(item.message, JSONRPCResponse | JSONRPCError):
            self.owed.discard(item.message.id)

    async def settled(self, limit: float = DRAIN_S) -> None:
        with anyio.move_on_after(limit):
            while self.owed:
                await anyio.sleep(0.05)
        if self.owed:
            log.warning("mcp: input closed; %d request(s) left unanswered after %.0f s",
                        len(self.owed), limit)

    async def aclose(self) -> None:
        await self.inner.aclose()

    async def __aenter__(self):
        return self

    async def __aexit__(self, *exc) -> None:
        await self.aclose()


class AnswerEveryLine:
    """The transport's read stream (the SDK's ReadStream protocol), minus the lines it could not
    read (answered on the write stream with the JSON-RPC error they call for), and ending only
    once every request read has been answered."""

    def __init__(self, inner, answers: Answers):
        self.inner = inner
        self.answers = answers

    @property
    def last_context(self):  # the sender's context, which the dispatcher reads per message
        return getattr(self.inner, "last_context", None)

    async def receive(self):
        while True:
            try:
                item = await self.inner.receive()
            except anyio.EndOfStream:
                await self.answers.settled()
                raise
            if not isinstance(item, Exception):
                self._note(item.message)
                return item
            answer = unreadable_answer(item)
            if answer is not None:
                await self.answers.send(SessionMessage(answer))

    def _note(self, message) -> None:
        if isinstance(message, JSONRPCRequest):
            self.answers.owed.add(message.id)
        elif isinstance(message, JSONRPCNotification) and (
                message.method == "notifications/cancelled"):  # a cancelled request gets none
            self.answers.owed.discard((message.params or {}).get("requestId"))

    async def aclose(self) -> None:
        await self.inner.aclose()

    def __aiter__(self):
        return self

    async def __anext__(self):
        try:
            return await self.receive()
        except (anyio.EndOfStream, anyio.ClosedResourceError):
            raise StopAsyncIteration from None

    async def __aenter__(self):
        return self

    async def __aexit__(self, *exc) -> None:
        await self.aclose()


def unreadable_answer(exc: Exception) -> JSONRPCError | None:
    """The error a line the transport could not read gets (JSON-RPC 2.0 section 5.1); None for
    a blank line, which is no message at all."""
    errors = exc.errors() if isinstance(exc, ValidationError) else []
    if errors and errors[0]["type"] == "json_invalid":
        if not str(errors[0].get("input", "")).strip():
            return None
        error = ErrorData(code=PARSE_ERROR, message="Parse error: the line is not JSON")
    else:
        # JSON, but no request, notification or response (a batch, too: MCP has none)
        error = ErrorData(code=INVALID_REQUEST, message="Invalid Request: not a JSON-RPC 2.0 "
                          "message (one object with jsonrpc \"2.0\" and a method)")
    return JSONRPCError(jsonrpc="2.0", id=_request_id(errors), error=error)


def _request_id(errors: list[dict[str, Any]]) -> str | int | None:
    """The id of a message that is an object with an id but no valid request otherwise (null
    when there is none to answer to, as JSON-RPC says)."""
    for error in errors:
        message = error.get("input")
        if isinstance(message, dict):
            found = message.get("id")
            return found if isinstance(found, str | int) and not isinstance(found, bool) else None
    return None
