"""The proxy's request pipeline (DESIGN.md "Proxy"; seed "Request Pipeline").

    detect format -> claim and strip envelopes -> identity (read through the alias table)
      -> gate: does the user have anything retrievable?
           no  -> pass through (only envelopes stripped); persist the turns in the background
           yes -> on the conversation's queue (after the previous turn's work): reconcile,
                  retrieve, assemble within budget, then inject <virtual-context>
      -> forward with httpx, stream back chunk by chunk
      -> after the last chunk (or a disconnect): persist the reply on the conversation's queue

graphmem failing (Neo4j down, too slow, a conversation it refuses) never fails the model call:
the call passes through with an `X-Graphmem-Warning` header. After a Neo4j failure a breaker
keeps graphmem out of the path for `proxy_breaker_s`: later calls pass through at once. What
such calls said and were answered is kept (`proxy/missed.py`) and stored when Neo4j answers
again: ahead of the conversation's next call, or by a retry every `proxy_breaker_s`.

Provider credentials (Authorization, x-api-key, x-goog-api-key, `?key=`) are forwarded as they
came and never read, stored or logged; graphmem's own key travels in `X-Graphmem-Key`.
"""

from __future__ import annotations

import asyncio
import json
import logging
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass
from functools import partial
from typing import Any
from urllib.parse import parse_qsl, quote, urlencode

import httpx
from fastapi import Request
from fastapi.responses import JSONResponse, Response
from neo4j.exceptions import DriverError, Neo4jError

from graphmem.api.errors import ApiError
from graphmem.ingest.conversations import ConversationError
from graphmem.models import visible
from graphmem.proxy.call import Call, read_call, requested_identity
from graphmem.proxy.formats import Format, detect, provider_for
from graphmem.proxy.gate import EMPTY_TTL_S, Gate, Roster
from graphmem.proxy.memory import Persisted, ProxyMemory
from graphmem.proxy.missed import Exchange, Missed
from graphmem.proxy.stream import UpstreamStream
from graphmem.proxy.work import ConversationBusy, ConversationWork
from graphmem.store.driver import StoreUnavailable

log = logging.getLogger(__name__)

HOP_BY_HOP = {"connection", "keep-alive", "proxy-authenticate", "proxy-authorization", "te",
              "trailer", "trailers", "transfer-encoding", "upgrade", "host", "content-length",
              "accept-encoding"}
DROP_FROM_UPSTREAM = HOP_BY_HOP | {"content-encoding", "date", "server"}
USER_HEADER = "x-graphmem-user"
BUDGET_HEADER = "x-graphmem-token-budget"
STORE_FAULTS = (StoreUnavailable, Neo4jError, DriverError, OSError)
RESPONSES_KEPT = 10_000
UNAVAILABLE = "graphmem unavailable; memory skipped"


@dataclass
class Plan:
    """What graphmem does for one call."""

    path: str  # "active" | "passthrough"
    user_id: str | None = None
    key: str | None = None  # the conversation queue the call's work runs on
    payload: Future | None = None  # the persistence of the payload (its result: Persisted)
    # Passthrough: the payload's persistence, started once the response is out, so it does not
    # compete with the response for the CPU.
    deferred: Callable[[], Any] | None = None
    block: str = ""
    warning: str | None = None
    conversation: str | None = None  # where the turns went (a fork of `key`, at times)
    exchange: Exchange | None = None  # kept for a retry if graphmem cannot store it now


class Proxy:
    def __init__(self, services):
        self.services = services
        self.settings = services.settings
        self.memory = ProxyMemory(services)
        self.work = ConversationWork(services.store, self.settings.proxy_lease_ttl_s,
                                     self.settings.proxy_lease_wait_s, self.settings.proxy_workers,
                                     warm=self.memory.warm)
        self.down_until = 0.0
        self.missed = Missed()
        self._stop = threading.Event()
        self._retrier: threading.Thread | None = None
        # Response id -> conversation, for the calls that continue a response before its
        # alias is written (that happens on the conversation's queue, after the reply).
        self.responses: OrderedDict[tuple[str, str], tuple[str, str]] = OrderedDict()
        store = services.store
        roster = Roster(
            lambda limit: store.read_values("proxy/writers_all", limit=limit)[0]["users"],
            lambda since: store.read_values("proxy/writers_since", since=since)[0]["users"],
            max_age_s=EMPTY_TTL_S)
        services.committed.listen(roster.add)
        self.gate = Gate(self.memory.retrievable, self.settings.proxy_gate_timeout_s,
                         roster=roster)
        self.streaming = threading.Condition()
        self.open_streams = 0
        self._client: httpx.AsyncClient | None = None
        self._client_loop = None

    # -- entry ---------------------------------------------------------------------------------
    async def handle(self, request: Request, path: str, principal) -> Response:
        try:
            # X-Graphmem-User, or ?user_id= as on every route (the principal holds it)
            user_id = principal(request).user(request.headers.get(USER_HEADER))
        except ApiError as exc:
            shape = detect(path, None, request.headers) or provider_for(path, request.headers)
            return JSONResponse(shape.error(exc.status, f"graphmem: {exc.message}"),
                                status_code=exc.status, headers=exc.headers)
        # The gate needs only the user: its read overlaps reading and parsing the body.
        gate = self._start_gate(user_id) if request.method == "POST" else None
        raw = await request.body()
        body = _json(raw) if request.method == "POST" else None
        fmt = detect(path, body, request.headers) if isinstance(body, dict) else None
        if fmt is None:  # not a model call (model lists, token counts): forwarded as it came
            return await self.forward(request, provider_for(path, request.headers), path, raw)
        try:
            call, plan, content = await self._with_memory(user_id, fmt, body, raw, path,
                                                          request.headers, gate)
        except Exception:
            # A body graphmem cannot make sense of (a role that is no text, say) is the
            # provider's to refuse in its own words: memory is best effort, the call goes on.
            log.exception("proxy: could not read the call; forwarded as it came")
            return await self.forward(request, fmt, path, raw, plan=Plan(
                "passthrough", warning="graphmem could not read this call; memory skipped"))
        return await self.forward(request, fmt, path, content, call, plan)

    async def _with_memory(self, user_id: str, fmt: Format, body: dict[str, Any], raw: bytes,
                           path: str, headers, gate) -> tuple[Call, Plan, bytes]:
        """The call read off the body, graphmem's plan for it, and the bytes to forward."""
        call = read_call(fmt, body, path)
        plan = await self.plan(user_id, call, headers, gate)
        if plan.block:
            fmt.inject(body, plan.block)
        content = json.dumps(body, ensure_ascii=False).encode() if (
            plan.block or call.stripped) else raw
        return call, plan, content

    # -- memory --------------------------------------------------------------------------------
    async def plan(self, user_id: str, call: Call, headers, gate: asyncio.Future | None) -> Plan:
        if not call.turns:  # nothing a person or the model said: nothing to keep
            return Plan("passthrough", warning=None if gate is not None else UNAVAILABLE)
        requested, inferred = requested_identity(headers, call)
        # The queue a conversation's work runs on is named by the id a call asks for (the work
        # itself resolves aliases); a call continuing a response joins that response's queue.
        key, requested = self.responses.get((user_id, requested), (requested, requested))
        exchange = Exchange(user_id, key, requested, inferred, call)
        if gate is None:  # the breaker is open
            self.missed.add(exchange)
            return Plan("passthrough", user_id, key, conversation=requested, exchange=exchange,
                        warning=UNAVAILABLE)
        try:
            retrievable = await gate
        except Exception as exc:
            return self._skipped(exc, exchange)
        self._replay(user_id, key)  # what earlier calls could not store goes first
        if not retrievable:
            return Plan("passthrough", user_id, key, conversation=requested, exchange=exchange,
                        deferred=partial(self.memory.persist, user_id, call, requested, inferred))
        prepared = self.work.submit(user_id, key, partial(
            self.memory.prepare, user_id, call, requested, inferred, _budget(headers)))
        self._watch(prepared, exchange)
        return await self._await_prepared(exchange, prepared)

    async def _await_prepared(self, exchange: Exchange, prepared: Future) -> Plan:
        waiting = asyncio.wrap_future(prepared)
        waiting.add_done_callback(_retrieved)
        # asyncio.wait does not cancel on timeout: late work still persists the payload.
        await asyncio.wait([waiting], timeout=self.settings.proxy_memory_timeout_s)
        plan = Plan("passthrough", exchange.user_id, exchange.key, prepared, exchange=exchange,
                    conversation=exchange.requested)
        if not waiting.done():
            plan.warning = "graphmem took too long; memory skipped for this call"
            return plan
        exc = waiting.exception()
        if exc is None:
            done = waiting.result()
            plan.path, plan.block, plan.conversation = "active", done.block, done.conversation
            return plan
        return self._skipped(exc, exchange)

    def _start_gate(self, user_id: str) -> asyncio.Future | None:
        """Whether the user has anything retrievable yet (`proxy/gate.py`), as a future; None
        while the breaker keeps graphmem out of the path."""
        if time.monotonic() < self.down_until:
            return None
        kept = self.gate.cached(user_id)
        if kept is not None:  # no task, no thread: the common case costs a dict lookup
            done = asyncio.get_running_loop().create_future()
            done.set_result(kept)
            return done
        task = asyncio.ensure_future(self.gate.check(user_id))
        task.add_done_callback(_retrieved)
        return task

    def _skipped(self, exc: BaseException, exchange: Exchange) -> Plan:
        """graphmem could not take part: the call passes through, saying why. If Neo4j is what
        failed, the exchange is kept and stored once it answers again."""
        if isinstance(exc, ConversationError):
            return Plan("passthrough", warning=f"memory skipped: {exc.message}")
        if isinstance(exc, ConversationBusy):
            return Plan("passthrough", warning=f"memory skipped: {exc}")
        if isinstance(exc, (*STORE_FAULTS, TimeoutError)):  # the gate is one indexed read
            self._down(exc)
            self.missed.add(exchange)
            return Plan("passthrough", exchange.user_id, exchange.key, exchange=exchange,
                        conversation=exchange.requested,
                        warning=UNAVAILABLE)
        log.error("proxy: memory failed", exc_info=exc)
        return Plan("passthrough", warning="graphmem failed; memory skipped")

    def _down(self, exc: BaseException) -> None:
        """Keep graphmem out of the path for a while (the breaker), and retry what it missed."""
        self.down_until = time.monotonic() + self.settings.proxy_breaker_s
        log.warning("proxy: graphmem unavailable (%s); passing calls through", type(exc).__name__)
        self._start_retrier()

    def finish(self, call: Call, plan: Plan, data: bytes, status: int) -> None:
        """After the response: persist the payload if that waited (passthrough), then the reply
        (what arrived of it), on the conversation's queue."""
        text, response_id = self._reply(call, data, status)
        if plan.exchange is not None:
            plan.exchange.end(text, response_id)
        if response_id and plan.user_id:
            self._remember_response(plan, response_id)
        if plan.deferred is not None:
            plan.payload = self.work.submit(plan.user_id, plan.key, plan.deferred)
            plan.payload.add_done_callback(partial(self._wrote, plan.user_id))
            self._watch(plan.payload, plan.exchange)
            plan.deferred = None
        if plan.payload is None or text is None:
            return
        done = self.work.submit(plan.user_id, plan.key, partial(
            self.memory.persist_reply, plan.user_id, plan.payload, text, response_id))
        done.add_done_callback(partial(self._wrote, plan.user_id))
        self._watch(done, plan.exchange)

    def _reply(self, call: Call, data: bytes, status: int) -> tuple[str | None, str | None]:
        """The model's reply worth storing (None: none), and the response id it may be
        continued by."""
        if status >= 400:
            return None, None
        text = call.fmt.reply(data, call.streaming)
        if not visible(text):  # nothing a record could hold (control characters only)
            return None, None
        if len(text.encode()) > self.settings.max_content_bytes:
            log.warning("proxy: a reply over %d bytes was not stored",
                        self.settings.max_content_bytes)
            return None, None
        return text, call.fmt.response_id(data, call.streaming) if call.keeps_responses else None

    def _watch(self, future: Future, exchange: Exchange | None) -> None:
        """Log a persistence that failed; one that failed because Neo4j did keeps its exchange
        for a retry."""
        def done(future: Future) -> None:
            _log_failure(future)
            exc = None if future.cancelled() else future.exception()
            if exchange is not None and isinstance(exc, (*STORE_FAULTS, TimeoutError)):
                self.missed.add(exchange)
                self._start_retrier()

        future.add_done_callback(done)

    # -- what was missed -------------------------------------------------------------------------
    def _replay(self, user_id: str, key: str) -> None:
        """Queue the conversation's missed exchanges, ahead of any work queued after this."""
        exchanges = self.missed.take(user_id, key)
        if exchanges:
            replay = self.work.submit(user_id, key, partial(self._store_missed, exchanges))
            replay.add_done_callback(partial(self._replayed, exchanges))

    def _store_missed(self, exchanges: list[Exchange]) -> None:
        """On the conversation's queue: store each exchange's turns, then its reply, taking it
        off `exchanges` once done. One whose response has not ended stops the replay."""
        while exchanges and exchanges[0].ended:
            try:
                self._store_exchange(exchanges[0])
            except ConversationError as exc:  # refused now (a reset, a merge), as live work is
                log.info("proxy: missed turns not stored: %s", exc.message)
            exchanges.pop(0)
        if not exchanges:
            log.info("proxy: stored the turns missed while graphmem was unavailable")

    def _replayed(self, exchanges: list[Exchange], replay: Future) -> None:
        """What a replay left (Neo4j failed again, the queue's lease could not be taken, a
        response still streaming) waits for the next one."""
        exc = None if replay.cancelled() else replay.exception()
        if isinstance(exc, (*STORE_FAULTS, TimeoutError)):
            self._down(exc)
        elif exc is not None and not isinstance(exc, ConversationBusy):
            log.error("proxy: missed turns not stored", exc_info=exc)
            return
        if exchanges:
            self.missed.restore(exchanges)
            self._start_retrier()

    def _store_exchange(self, exchange: Exchange) -> None:
        user_id = exchange.user_id
        persisted = self.memory.persist(user_id, exchange.call, exchange.requested,
                                        exchange.inferred)
        stored = bool(persisted.new_memory_ids)
        if exchange.reply is not None:
            out = self.memory.store_reply(user_id, persisted, exchange.reply,
                                          exchange.response_id)
            stored = stored or out.created
        self.gate.written(user_id, stored)

    def _start_retrier(self) -> None:
        if self._retrier is None or not self._retrier.is_alive():
            self._retrier = threading.Thread(target=self._retry_missed, daemon=True,
                                             name="graphmem-proxy-missed")
            self._retrier.start()

    def _retry_missed(self) -> None:
        """While exchanges are missed: once the breaker has closed, replay every conversation's
        (a replay that fails opens it again)."""
        interval = max(0.5, self.settings.proxy_breaker_s)
        while not self._stop.wait(interval) and self.missed.keys():
            if time.monotonic() < self.down_until:
                continue
            for user_id, key in self.missed.keys():
                self._replay(user_id, key)

    def _wrote(self, user_id: str, future: Future) -> None:
        """A persistence task ended: the gate's "nothing yet" for the user no longer holds."""
        result = None if future.cancelled() or future.exception() else future.result()
        if isinstance(result, Persisted):  # a payload's turns
            stored = bool(result.new_memory_ids)
        else:  # a reply (IngestOut)
            stored = bool(result is not None and result.created)
        self.gate.written(user_id, stored)

    def _ended(self, call: Call, plan: Plan, data: bytes, status: int) -> None:
        try:
            self.finish(call, plan, data, status)
        finally:
            with self.streaming:
                self.open_streams -= 1
                self.streaming.notify_all()

    def settle(self, timeout: float = 30.0) -> bool:
        """Wait until no response is streaming and no conversation has work left (tests,
        benchmarks, shutdown): a response's last byte reaches the client a moment before its
        reply is queued for persisting."""
        deadline = time.monotonic() + timeout
        with self.streaming:
            if not self.streaming.wait_for(lambda: self.open_streams == 0, timeout):
                return False
        return self.work.settle(max(0.0, deadline - time.monotonic()))

    def _remember_response(self, plan: Plan, response_id: str) -> None:
        self.responses[(plan.user_id, f"resp:{response_id}")] = (
            plan.key, plan.conversation or plan.key)
        if len(self.responses) > RESPONSES_KEPT:
            self.responses.popitem(last=False)

    # -- upstream ------------------------------------------------------------------------------
    async def forward(self, request: Request, fmt: Format, path: str, content: bytes,
                      call: Call | None = None, plan: Plan | None = None) -> Response:
        # The raw query string: building request.url to read it costs more than the rest here.
        url = self.upstream_url(fmt, path, _upstream_query(request.scope["query_string"]))
        client = self.client()
        outgoing = client.build_request(request.method, url, content=content,
                                        headers=_forwarded(request.headers))
        try:
            upstream = await client.send(outgoing, stream=True)
        except httpx.TimeoutException:
            return self._upstream_error(fmt, 504, f"the upstream did not answer in time "
                                        f"({self._where(fmt)})", plan, call)
        except httpx.HTTPError as exc:
            log.warning("proxy: upstream unreachable: %s", type(exc).__name__)
            return self._upstream_error(fmt, 502, f"the upstream could not be reached "
                                        f"({type(exc).__name__}; {self._where(fmt)})", plan, call)
        on_end = partial(self._ended, call, plan) if call is not None else None
        if on_end is not None:
            with self.streaming:
                self.open_streams += 1
        return UpstreamStream(upstream, _returned(upstream.headers, plan), fmt,
                              bool(call and call.streaming), on_end)

    def upstream_url(self, fmt: Format, path: str, query: str) -> str:
        base = getattr(self.settings, fmt.setting).rstrip("/")
        url = f"{base}/{fmt.upstream_path(path.lstrip('/'))}"
        return f"{url}?{query}" if query else url

    def _where(self, fmt: Format) -> str:
        """The upstream and the setting that names it (no key or path in it)."""
        return f"{getattr(self.settings, fmt.setting)}, set by GRAPHMEM_{fmt.setting.upper()}"

    def _upstream_error(self, fmt: Format, status: int, message: str,
                        plan: Plan | None, call: Call | None) -> Response:
        if call is not None and plan is not None:
            self.finish(call, plan, b"", status)  # what the user said still counts
        return JSONResponse(fmt.error(status, f"graphmem proxy: {message}"), status_code=status,
                            headers=_graphmem_headers(plan))

    def client(self) -> httpx.AsyncClient:
        """One pooled client per event loop (a test client runs its own loop)."""
        loop = asyncio.get_running_loop()
        if self._client is None or self._client_loop is not loop:
            self._client = httpx.AsyncClient(
                timeout=httpx.Timeout(self.settings.proxy_read_timeout_s,
                                      connect=self.settings.proxy_connect_timeout_s),
                limits=httpx.Limits(max_connections=512, max_keepalive_connections=64))
            self._client_loop = loop
        return self._client

    def close(self) -> None:
        self.settle(10.0)  # replies still being persisted get a moment to land
        self._stop.set()
        if len(self.missed):
            log.warning("proxy: %d exchange(s) not stored: graphmem was unavailable until the "
                        "proxy stopped", len(self.missed))
        self.work.close()
        self.gate.close()


# -- helpers -----------------------------------------------------------------------------------
def _json(raw: bytes):
    try:
        return json.loads(raw) if raw else None
    except (ValueError, RecursionError):  # not JSON, or nested past what Python reads
        return None


def _budget(headers) -> int | None:
    value = headers.get(BUDGET_HEADER, "").strip()
    # ASCII digits only: "²" (a header's latin-1 byte 0xB2) is a digit to isdigit, not to int
    return max(1, min(int(value), 1_000_000)) if value.isascii() and value.isdigit() else None


def _forwarded(headers) -> list[tuple[str, str]]:
    """The client's headers, credentials included, minus hop-by-hop ones and graphmem's own."""
    return [(k, v) for k, v in headers.items()
            if k.lower() not in HOP_BY_HOP and not k.lower().startswith("x-graphmem-")]


def _returned(headers: httpx.Headers, plan: Plan | None) -> dict[str, str]:
    out = {k: v for k, v in headers.items() if k.lower() not in DROP_FROM_UPSTREAM}
    out.update(_graphmem_headers(plan))
    return out


def _graphmem_headers(plan: Plan | None) -> dict[str, str]:
    if plan is None:
        return {}
    out = {"X-Graphmem-Path": plan.path}
    if plan.conversation:
        value = plan.conversation
        out["X-Graphmem-Conversation-Id"] = value if value.isascii() else quote(value)
    if plan.warning:
        out["X-Graphmem-Warning"] = plan.warning.encode("ascii", "replace").decode()[:300]
    return out


def _retrieved(future: asyncio.Future) -> None:
    """A result nobody waits for any more (the call went on without it) is read here, so asyncio
    does not report it as lost; `_log_failure` logs what it was."""
    if not future.cancelled():
        future.exception()


def _log_failure(future: Future) -> None:
    exc = None if future.cancelled() else future.exception()
    if isinstance(exc, ConversationError):
        log.info("proxy: turns not stored: %s", exc.message)
    elif exc is not None:
        log.warning("proxy: turns not stored: %s: %s", type(exc).__name__, exc)


def _upstream_query(raw: bytes) -> str:
    """The query string the provider gets: graphmem's own user_id left out."""
    query = raw.decode("latin-1")
    if "user_id" not in query:
        return query
    return urlencode([(k, v) for k, v in parse_qsl(query, keep_blank_values=True)
                      if k != "user_id"])
