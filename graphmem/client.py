"""A Python client for the graphmem HTTP API (API.md): `Client` (sync) and `AsyncClient`.

    from graphmem.client import Client

    with Client("http://127.0.0.1:8000", api_key="...") as gm:
        gm.append("conversation", "We picked Redis for the session cache", thread_id="t1")
        hits = gm.search("what cache did we pick?").results

- Every endpoint of API.md is a method with typed parameters; the methods of `AsyncClient` are the
  same and return awaitables.
- An error answer raises a `GraphmemError` subclass carrying the body (`error`, `message`,
  `field`) and the status.
- 503 and 429 are retried, honouring `Retry-After`, a bounded number of times (graphmem writes
  nothing on a 503, and writes are idempotent on `source_ref`, so a retry is safe); so is a
  connection that could not be opened.
- Secrets are scrubbed on this side before anything is sent (`scrub=True`), with the same scrubber
  the server runs: the server never sees them.
- `Client(app=...)` / `Client.in_process(...)` run against an app in this process (tests, the
  MCP server); otherwise `base_url` (default `GRAPHMEM_URL`, else http://127.0.0.1:8000).
"""

from __future__ import annotations

import asyncio
import json
import os
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from email.utils import parsedate_to_datetime
from typing import Any
from urllib.parse import quote

import httpx

from graphmem.ingest.conversations import IngestOut, PrepareOut
from graphmem.ingest.scrub import scrub, scrub_value
from graphmem.models import ImportOut, RecordOut, SearchOut, VerifyOut
from graphmem.retrieve.context import ContextOut

DEFAULT_URL = "http://127.0.0.1:8000"
RETRY_STATUSES = (429, 503)


# -- errors ------------------------------------------------------------------------------------
class GraphmemError(Exception):
    """An error answer from graphmem: `status`, and the body's `error`, `message`, `field`."""

    def __init__(self, status: int, body: dict[str, Any] | None = None,
                 headers: dict[str, str] | None = None):
        body = body or {}
        self.status = status
        self.body = body
        self.error = body.get("error") or "http_error"
        self.message = body.get("message") or f"HTTP {status}"
        self.field = body.get("field")
        self.headers = headers or {}
        super().__init__(f"{status} {self.error}: {self.message}"
                         + (f" (field: {self.field})" if self.field else ""))


class Unauthorized(GraphmemError):
    pass


class Forbidden(GraphmemError):
    pass


class NotFound(GraphmemError):
    pass


class Conflict(GraphmemError):
    pass


class TooLarge(GraphmemError):
    pass


class InvalidInput(GraphmemError):
    pass


class RateLimited(GraphmemError):
    pass


class Unavailable(GraphmemError):
    pass


ERRORS: dict[int, type[GraphmemError]] = {
    401: Unauthorized, 403: Forbidden, 404: NotFound, 409: Conflict, 413: TooLarge,
    422: InvalidInput, 429: RateLimited, 503: Unavailable,
}


def error_for(response: httpx.Response) -> GraphmemError:
    try:
        body = response.json()
    except ValueError:
        body = {"message": response.text[:500]}
    if not isinstance(body, dict):
        body = {"message": str(body)[:500]}
    return ERRORS.get(response.status_code, GraphmemError)(
        response.status_code, body, dict(response.headers))


def unreachable(base_url: str, exc: httpx.TransportError, exporting: bool = False
                ) -> Unavailable:
    """A transport failure as the client's own error: it names the URL, and what to check."""
    if isinstance(exc, httpx.RemoteProtocolError) and exporting:
        message = (f"the answer from graphmem at {base_url} was cut short ({exc}); an export "
                   "stops so at a record that fails the hash chain: `graphmem verify` says more")
    elif isinstance(exc, httpx.RemoteProtocolError):
        message = (f"graphmem at {base_url} closed the connection without a whole answer "
                   f"({exc}); retry, and see its log if it goes on")
    else:
        message = (f"graphmem at {base_url} could not be reached ({type(exc).__name__}: {exc}); "
                   "is `graphmem serve` running there? (GRAPHMEM_URL sets the address)")
    return Unavailable(503, {"error": "unreachable", "message": message})


def refused(response: httpx.Response, keyed: bool) -> GraphmemError:
    error = error_for(response)
    if response.status_code == 401 and not keyed:
        error = Unauthorized(401, {**error.body, "message": f"{error.message} (this client sent "
                                   "no key: pass api_key= or set GRAPHMEM_API_KEY)"},
                             error.headers)
    return error


def _keyed(headers: httpx.Headers) -> bool:
    return "authorization" in headers or "x-api-key" in headers


def retry_after(response: httpx.Response | None, attempt: int, cap: float) -> float:
    """Seconds to wait: the server's Retry-After (seconds or an HTTP date), else backoff."""
    value = response.headers.get("retry-after") if response is not None else None
    wait = None
    if value:
        try:
            wait = float(value)
        except ValueError:
            try:
                wait = (parsedate_to_datetime(value) - datetime.now(UTC)).total_seconds()
            except (TypeError, ValueError):
                wait = None
    if wait is None:
        wait = 0.25 * 2 ** attempt
    return max(0.0, min(wait, cap))


# -- one call ----------------------------------------------------------------------------------
@dataclass
class Call:
    method: str
    path: str
    params: dict[str, Any] = field(default_factory=dict)
    json: Any = None
    parse: Callable[[Any], Any] = lambda data: data
    lines: bool = False  # the answer is JSON lines (GET /records/export), not one document
    answers: frozenset[int] = frozenset()  # error statuses whose body is the answer (no retry)


def _body(response: httpx.Response, call: Call) -> Any:
    try:
        if call.lines:  # one a "\n" line: splitlines() also breaks at a U+2028 a text holds
            return [json.loads(line) for line in response.text.split("\n") if line.strip()]
        return response.json()
    except ValueError:  # GRAPHMEM_URL at something else (a web page)
        raise GraphmemError(response.status_code, {
            "error": "not_graphmem", "message": f"{response.url} answered "
            f"{response.headers.get('content-type', 'no content type')}, not graphmem's JSON: "
            "is GRAPHMEM_URL graphmem's address?"}) from None


def _plain(value: Any, top: bool = True) -> Any:
    """JSON-ready: datetimes as ISO text, models as dicts. An argument left None is left out
    (top level only): a None inside a value (metadata {"a": None}) is the writer's, sent as is."""
    if isinstance(value, datetime):
        return value.isoformat()
    if hasattr(value, "model_dump"):
        value = value.model_dump(mode="json")
    if isinstance(value, dict):
        return {k: _plain(v, False) for k, v in value.items() if v is not None or not top}
    if isinstance(value, list | tuple):
        return [_plain(v, False) for v in value]
    return value


def _seg(value: str) -> str:
    return quote(str(value), safe="")


def _scrub_content(content: Any) -> tuple[Any, int]:
    """Scrub a message's content: a string, or the text of its parts."""
    if isinstance(content, str):
        out = scrub(content)
        return out.text, out.count
    if isinstance(content, list):
        parts, total = [], 0
        for part in content:
            cleaned, n = _scrub_content(part)
            parts.append(cleaned)
            total += n
        return parts, total
    if isinstance(content, dict):
        cleaned, total = dict(content), 0
        for key in ("text", "content", "parts"):
            if key in cleaned:
                cleaned[key], n = _scrub_content(cleaned[key])
                total += n
        return cleaned, total
    return content, 0


# -- the endpoints, shared by both clients -----------------------------------------------------
class _Api:
    """Each method builds a Call; `_send` runs it (sync: the result; async: an awaitable)."""

    user_id: str | None = None
    scrub_secrets: bool = True

    def _send(self, call: Call) -> Any:  # pragma: no cover - defined by the clients
        raise NotImplementedError

    def _user_query(self, user_id: str | None) -> dict[str, Any]:
        who = user_id or self.user_id
        return {"user_id": who} if who else {}

    def _get(self, path: str, user_id: str | None = None, parse=lambda d: d, **params) -> Any:
        return self._send(Call("GET", path, {**_plain(params), **self._user_query(user_id)},
                               parse=parse))

    def _post_body(self, path: str, body: dict[str, Any], user_id: str | None = None,
                   parse=lambda d: d) -> Any:
        """POST with `user_id` in the JSON body (the endpoints whose body model has it)."""
        return self._send(Call("POST", path, json={**_plain(body), **self._user_query(user_id)},
                               parse=parse))

    def _post_query(self, path: str, user_id: str | None = None, body: Any = None,
                    parse=lambda d: d) -> Any:
        """POST with `user_id` as a query parameter (the endpoints that take it there)."""
        return self._send(Call("POST", path, self._user_query(user_id), json=_plain(body),
                               parse=parse))

    def _clean_record(self, record: dict[str, Any]) -> tuple[dict[str, Any], int]:
        record = _plain(dict(record))
        if not self.scrub_secrets:
            return record, 0
        count = 0
        if isinstance(record.get("content"), str):
            out = scrub(record["content"])
            record["content"], count = out.text, out.count
        if isinstance(record.get("metadata"), dict):
            record["metadata"], n = scrub_value(record["metadata"])
            count += n
        return record, count

    # -- write ---------------------------------------------------------------------------------
    def append(self, type: str, content: str, *, source_ref: str | None = None,
               prev_source_ref: str | None = None, supersedes: str | None = None,
               thread_id: str | None = None, topic_id: str | None = None,
               sender: str | None = None, role: str | None = None,
               occurred_at: datetime | str | None = None, kind: str | None = None,
               key: str | None = None, source_path: str | None = None,
               metadata: dict[str, Any] | None = None,
               user_id: str | None = None) -> RecordOut:
        """POST /records: append one record (201 created, or 200 when it already exists)."""
        record, count = self._clean_record({
            "type": type, "content": content, "source_ref": source_ref,
            "prev_source_ref": prev_source_ref, "supersedes": supersedes,
            "thread_id": thread_id, "topic_id": topic_id, "sender": sender, "role": role,
            "occurred_at": occurred_at, "kind": kind, "key": key, "source_path": source_path,
            "metadata": metadata})

        def parse(data: dict[str, Any]) -> RecordOut:
            # Secrets scrubbed here count too: the server saw them already replaced.
            return RecordOut(**{**data, "scrubbed": data.get("scrubbed", 0) + count})

        return self._post_body("/records", record, user_id, parse)

    def import_records(self, records: list[dict[str, Any]],
                       user_id: str | None = None) -> ImportOut:
        """POST /records/import: up to 10,000 records; invalid ones are reported by index. An
        export's decision lines (`export_records`) may be among them: they are applied after
        the records."""
        cleaned = [self._clean_record(r)[0] if isinstance(r, dict) and "decision" not in r else r
                   for r in records]
        return self._post_body("/records/import", {"records": cleaned}, user_id,
                               lambda d: ImportOut(**d))

    # -- read ----------------------------------------------------------------------------------
    def export_records(self, user_id: str | None = None) -> list[dict[str, Any]]:
        """Every record of the user, oldest first, then their decisions (pins, merges...), as
        `import_records` takes them back."""
        return self._send(Call("GET", "/records/export", self._user_query(user_id), lines=True))

    def get_record(self, record_id: str, user_id: str | None = None) -> dict[str, Any]:
        return self._get(f"/records/{_seg(record_id)}", user_id)

    def lineage(self, record_id: str, user_id: str | None = None) -> dict[str, Any]:
        """GET /records/{id}/lineage: {"chain": [oldest first], "current": id}."""
        return self._get(f"/records/{_seg(record_id)}/lineage", user_id)

    def derivations(self, record_id: str, user_id: str | None = None) -> dict[str, Any]:
        return self._get(f"/records/{_seg(record_id)}/derivations", user_id)

    def query_records(self, *, types: list[str] | None = None, kinds: list[str] | None = None,
                      keys: list[str] | None = None, thread_id: str | None = None,
                      topic_id: str | None = None, sender: str | None = None,
                      source_path: str | None = None, since: datetime | str | None = None,
                      until: datetime | str | None = None,
                      known_at: datetime | str | None = None, limit: int | None = None,
                      order: str | None = None, user_id: str | None = None) -> list[dict]:
        """POST /records/query: the raw records that match, in `order` of arrival."""
        body = {"types": types, "kinds": kinds, "keys": keys, "thread_id": thread_id,
                "topic_id": topic_id, "sender": sender, "source_path": source_path,
                "since": since, "until": until, "known_at": known_at, "limit": limit,
                "order": order}
        return self._post_body("/records/query", body, user_id, lambda d: d["records"])

    def state(self, kind: str, key: str, *, as_of: datetime | str | None = None,
              known_at: datetime | str | None = None,
              user_id: str | None = None) -> dict[str, Any]:
        """GET /records/state/{kind}/{key}: the value current at `as_of` as known at `known_at`."""
        return self._get(f"/records/state/{_seg(kind)}/{_seg(key)}", user_id, as_of=as_of,
                         known_at=known_at)

    def state_history(self, kind: str, key: str, *, known_at: datetime | str | None = None,
                      user_id: str | None = None) -> list[dict[str, Any]]:
        return self._get(f"/records/state/{_seg(kind)}/{_seg(key)}/history", user_id,
                         lambda d: d["versions"], known_at=known_at)

    def states(self, kind: str, *, as_of: datetime | str | None = None,
               known_at: datetime | str | None = None,
               user_id: str | None = None) -> dict[str, Any]:
        """GET /records/state/{kind}: the current value of every key of that kind."""
        return self._get(f"/records/state/{_seg(kind)}", user_id, as_of=as_of,
                         known_at=known_at)

    # -- search and graph ----------------------------------------------------------------------
    def search(self, query: str, *, mode: str | None = None, top_k: int | None = None,
               kinds: list[str] | None = None, types: list[str] | None = None,
               thread_id: str | None = None, topic_id: str | None = None,
               speakers: list[str] | None = None, since: datetime | str | None = None,
               until: datetime | str | None = None, as_of: datetime | str | None = None,
               known_at: datetime | str | None = None, include_superseded: bool | None = None,
               include_archived: bool | None = None, weights: dict[str, float] | None = None,
               user_id: str | None = None) -> SearchOut:
        body = {"query": query, "mode": mode, "top_k": top_k, "kinds": kinds, "types": types,
                "thread_id": thread_id, "topic_id": topic_id, "speakers": speakers,
                "since": since, "until": until, "as_of": as_of, "known_at": known_at,
                "include_superseded": include_superseded,
                "include_archived": include_archived, "weights": weights}
        return self._post_body("/search", body, user_id, lambda d: SearchOut(**d))

    def entities(self, q: str | None = None, *, limit: int | None = None,
                 user_id: str | None = None) -> list[dict[str, Any]]:
        return self._get("/entities", user_id, q=q, limit=limit)

    def entity(self, entity_id: str, *, limit: int | None = None,
               user_id: str | None = None) -> dict[str, Any]:
        return self._get(f"/entities/{_seg(entity_id)}", user_id, limit=limit)

    def timeline(self, entity_id: str, *, as_of: datetime | str | None = None,
                 known_at: datetime | str | None = None, limit: int | None = None,
                 user_id: str | None = None) -> dict[str, Any]:
        """GET /entities/{id}/timeline: the entity, its relations, its memories in time order."""
        return self._get(f"/entities/{_seg(entity_id)}/timeline", user_id, as_of=as_of,
                         known_at=known_at, limit=limit)

    def connect(self, source: str, target: str, *, max_hops: int | None = None,
                k: int | None = None, as_of: datetime | str | None = None,
                known_at: datetime | str | None = None,
                user_id: str | None = None) -> dict[str, Any]:
        """POST /connect: paths from `source` to `target` (names or ids), each hop with evidence."""
        body = {"from": source, "to": target, "max_hops": max_hops, "k": k, "as_of": as_of,
                "known_at": known_at}
        return self._post_body("/connect", body, user_id)

    # -- context, lifecycle, integrity, views --------------------------------------------------
    def context(self, query: str | None = None, *, thread_id: str | None = None,
                topic_id: str | None = None, mode: str | None = None,
                token_budget: int | None = None, speakers: list[str] | None = None,
                exclude_memory_ids: list[str] | None = None, requester: str | None = None,
                user_id: str | None = None) -> ContextOut:
        """POST /records/context: the five layers within their token budgets (`requester`: who
        asks, whose person card joins the project context)."""
        body = {"query": query, "thread_id": thread_id, "topic_id": topic_id, "mode": mode,
                "token_budget": token_budget, "speakers": speakers,
                "exclude_memory_ids": exclude_memory_ids, "requester": requester}
        return self._post_body("/records/context", body, user_id, lambda d: ContextOut(**d))

    def pin(self, memory_id: str, user_id: str | None = None) -> dict[str, Any]:
        return self._post_query(f"/memories/{_seg(memory_id)}/pin", user_id)

    def unpin(self, memory_id: str, user_id: str | None = None) -> dict[str, Any]:
        return self._post_query(f"/memories/{_seg(memory_id)}/unpin", user_id)

    def core_memory(self, cap_tokens: int | None = None,
                    user_id: str | None = None) -> dict[str, Any]:
        return self._get("/memories/core", user_id, cap_tokens=cap_tokens)

    def tasks(self, status: str | None = None, *, thread_id: str | None = None,
              topic_id: str | None = None, limit: int | None = None,
              user_id: str | None = None) -> list[dict[str, Any]]:
        return self._get("/tasks", user_id, lambda d: d["tasks"], status=status,
                         thread_id=thread_id, topic_id=topic_id, limit=limit)

    def decide_task(self, memory_id: str, action: str,
                    user_id: str | None = None) -> dict[str, Any]:
        """POST /tasks/{id}/{confirm|dismiss}."""
        return self._post_query(f"/tasks/{_seg(memory_id)}/{_seg(action)}", user_id)

    def summaries(self, kind: list[str] | None = None, *, topic_id: str | None = None,
                  thread_id: str | None = None, include_superseded: bool | None = None,
                  limit: int | None = None, user_id: str | None = None) -> list[dict]:
        return self._get("/records/summaries", user_id, lambda d: d["summaries"], kind=kind,
                         topic_id=topic_id, thread_id=thread_id,
                         include_superseded=include_superseded, limit=limit)

    def rebuild(self, *, all_users: bool = False, user_id: str | None = None) -> str:
        """POST /records/rebuild: starts the job; returns its id (see `job`)."""
        body = {"all_users": True} if all_users else {}
        return self._post_body("/records/rebuild", body, None if all_users else user_id,
                               lambda d: d["job_id"])

    def curate(self, job: str = "all", user_id: str | None = None) -> str:
        return self._post_query(f"/curate/{_seg(job)}", user_id, parse=lambda d: d["job_id"])

    def job(self, job_id: str, user_id: str | None = None) -> dict[str, Any]:
        """GET /jobs/{id}: {"status": "running|done|failed", "counts": {...}}."""
        return self._get(f"/jobs/{_seg(job_id)}", user_id)

    def verify(self, *, checkpoint_seq: int | None = None, checkpoint_hash: str | None = None,
               user_id: str | None = None) -> VerifyOut:
        return self._get("/verify", user_id, lambda d: VerifyOut(**d),
                         checkpoint_seq=checkpoint_seq, checkpoint_hash=checkpoint_hash)

    def viz_graph(self, *, topic_id: str | None = None, thread_id: str | None = None,
                  since: datetime | str | None = None, until: datetime | str | None = None,
                  limit: int | None = None, user_id: str | None = None,
                  **filters: Any) -> dict[str, Any]:
        """GET /viz/graph: nodes and edges for the dashboard (`kinds`, `relations`, ...)."""
        return self._get("/viz/graph", user_id, topic_id=topic_id, thread_id=thread_id,
                         since=since, until=until, limit=limit, **filters)

    def health(self) -> dict[str, Any]:
        """The server's health; `status` is "degraded" (a 503) while it cannot reach Neo4j."""
        return self._send(Call("GET", "/health", answers=frozenset({503})))

    # -- conversations (hosts) -----------------------------------------------------------------
    def prepare(self, messages: list[dict[str, Any]], conversation_id: str | None = None, *,
                label: str | None = None, system: str | None = None,
                topic_id: str | None = None, query: str | None = None,
                token_budget: int | None = None, speakers: list[str] | None = None,
                epoch: int | None = None, user_id: str | None = None) -> PrepareOut:
        """POST /conversations/{id}/prepare (or /conversations/prepare when named by `label` or
        the system prompt): persist what is new, get the block to inject."""
        if self.scrub_secrets:
            messages = [self._clean_message(m) for m in messages]
            system = scrub(system).text if system else system
        body = {"messages": messages, "label": label, "system": system, "topic_id": topic_id,
                "query": query, "token_budget": token_budget, "speakers": speakers,
                "epoch": epoch}
        path = (f"/conversations/{_seg(conversation_id)}/prepare" if conversation_id
                else "/conversations/prepare")
        return self._post_body(path, body, user_id, lambda d: PrepareOut(**d))

    def ingest(self, conversation_id: str, content: Any, *, role: str = "assistant",
               sender: str | None = None, reply_to: str | None = None,
               occurred_at: datetime | str | None = None, topic_id: str | None = None,
               epoch: int | None = None, user_id: str | None = None) -> IngestOut:
        """POST /conversations/{id}/ingest: the assistant's reply (idempotent on redelivery)."""
        if self.scrub_secrets:
            content, _ = _scrub_content(content)
        body = {"content": content, "role": role, "sender": sender, "reply_to": reply_to,
                "occurred_at": occurred_at, "topic_id": topic_id, "epoch": epoch}
        return self._post_body(f"/conversations/{_seg(conversation_id)}/ingest", body, user_id,
                               lambda d: IngestOut(**d))

    def alias(self, conversation_id: str, target: str,
              user_id: str | None = None) -> dict[str, Any]:
        """POST /conversations/{id}/alias: from now on `conversation_id` stands for `target`."""
        return self._post_body(f"/conversations/{_seg(conversation_id)}/alias",
                               {"target": target}, user_id)

    def conversation(self, conversation_id: str, *, limit: int | None = None,
                     user_id: str | None = None) -> dict[str, Any]:
        return self._get(f"/conversations/{_seg(conversation_id)}", user_id, limit=limit)

    def reset(self, conversation_id: str, user_id: str | None = None) -> dict[str, Any]:
        """POST /conversations/{id}/reset: start over (turns leave the order, the epoch moves)."""
        return self._post_query(f"/conversations/{_seg(conversation_id)}/reset", user_id)

    def people(self, *, limit: int | None = None, user_id: str | None = None) -> list[dict]:
        return self._get("/people", user_id, lambda d: d["people"], limit=limit)

    def person(self, name: str, user_id: str | None = None) -> dict[str, Any]:
        """GET /people/{name}: one actor's card."""
        return self._get(f"/people/{_seg(name)}", user_id)

    @staticmethod
    def _clean_message(message: dict[str, Any]) -> dict[str, Any]:
        cleaned = dict(message)
        if "content" in cleaned:
            cleaned["content"], _ = _scrub_content(cleaned["content"])
        return cleaned


def _headers(api_key: str | None, headers: dict[str, str] | None) -> dict[str, str]:
    out = {"User-Agent": "graphmem-client", **(headers or {})}
    if api_key:
        out["Authorization"] = f"Bearer {api_key}"
    return out


def in_process_app(user_id: str | None = None, settings=None, services=None):
    """An app in this process, and the key that acts as `user_id` on it (None: local mode)."""
    from graphmem.api.app import create_app
    from graphmem.api.auth import USER_NAME_RULE, Principal, hash_key, user_name
    from graphmem.config import get_settings

    base = settings or (services.settings if services is not None else get_settings())
    if not user_id:
        if not base.local_mode:
            raise ValueError("API keys are configured, so name the user the in-process client "
                             "acts as (user_id, GRAPHMEM_USER or --user)")
        return create_app(settings=base, services=services), None
    if not user_name(user_id):  # `*` would make the key the admin's, acting for nobody
        raise ValueError(USER_NAME_RULE)
    key = secrets.token_urlsafe(24)
    base = base.model_copy(update={"api_keys": f"{key}:in-process", "api_keys_file": None})
    app = create_app(settings=base, services=services)
    # The key's principal is made here, not read from `key:user_id`: a user id may hold that
    # spec's separators, and `team:alice` made every call a 401, `a+b` a key acting as `a`,
    # `a,b` no app at all.
    digest = hash_key(key)
    app.state.authenticator.principals = {digest: Principal(f"key-{digest[:12]}", (user_id,),
                                                            digest)}
    return app, key


# -- the sync client ---------------------------------------------------------------------------
class Client(_Api):
    def __init__(self, base_url: str | None = None, api_key: str | None = None, *,
                 app: Any = None, user_id: str | None = None, timeout: float = 60.0,
                 max_retries: int = 3, max_retry_wait: float = 30.0, scrub: bool = True,
                 headers: dict[str, str] | None = None,
                 transport: httpx.BaseTransport | None = None):
        self.user_id = user_id
        self.scrub_secrets = scrub
        self.max_retries = max_retries
        self.max_retry_wait = max_retry_wait
        api_key = api_key or (None if app is not None else os.environ.get("GRAPHMEM_API_KEY"))
        self._in_process = app is not None
        if app is not None:
            from fastapi.testclient import TestClient

            # Entering runs the app's lifespan (its services start and stop with this client).
            self._http = TestClient(app, base_url="http://graphmem", headers=_headers(
                api_key, headers), raise_server_exceptions=False)
            self._http.__enter__()
        else:
            url = base_url or os.environ.get("GRAPHMEM_URL") or DEFAULT_URL
            self._http = httpx.Client(base_url=url, headers=_headers(api_key, headers),
                                      timeout=timeout, transport=transport)

    @property
    def base_url(self) -> str:
        return str(self._http.base_url)

    @classmethod
    def in_process(cls, user_id: str | None = None, settings=None, services=None,
                   **kwargs: Any) -> Client:
        """A client of an app in this process acting as `user_id` (custody still applies)."""
        app, key = in_process_app(user_id, settings, services)
        return cls(app=app, api_key=key, **kwargs)

    def _send(self, call: Call) -> Any:
        for attempt in range(self.max_retries + 1):
            last = attempt == self.max_retries
            try:
                response = self._http.request(call.method, call.path, params=call.params or None,
                                              json=call.json)
            except httpx.ConnectError as exc:
                if last:
                    raise unreachable(self.base_url, exc) from exc
                time.sleep(retry_after(None, attempt, self.max_retry_wait))
                continue
            except httpx.TransportError as exc:  # a timeout, an answer cut short: not retried
                raise unreachable(self.base_url, exc, call.lines) from exc
            if response.status_code in call.answers:
                return call.parse(_body(response, call))
            if response.status_code in RETRY_STATUSES and not last:
                time.sleep(retry_after(response, attempt, self.max_retry_wait))
                continue
            if response.status_code >= 400:
                raise refused(response, _keyed(self._http.headers))
            return call.parse(_body(response, call))
        raise AssertionError("unreachable")  # pragma: no cover

    def close(self) -> None:
        if self._in_process:
            self._http.__exit__(None, None, None)  # stops the app's lifespan too
        else:
            self._http.close()

    def __enter__(self) -> Client:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()


# -- the async client --------------------------------------------------------------------------
class AsyncClient(_Api):
    """Same methods as `Client`; each returns an awaitable. Use `async with` (or `aclose`)."""

    def __init__(self, base_url: str | None = None, api_key: str | None = None, *,
                 app: Any = None, user_id: str | None = None, timeout: float = 60.0,
                 max_retries: int = 3, max_retry_wait: float = 30.0, scrub: bool = True,
                 headers: dict[str, str] | None = None,
                 transport: httpx.AsyncBaseTransport | None = None):
        self.user_id = user_id
        self.scrub_secrets = scrub
        self.max_retries = max_retries
        self.max_retry_wait = max_retry_wait
        self._app = app
        self._lifespan = None
        api_key = api_key or (None if app is not None else os.environ.get("GRAPHMEM_API_KEY"))
        if app is not None:
            transport = httpx.ASGITransport(app=app)
            url = "http://graphmem"
        else:
            url = base_url or os.environ.get("GRAPHMEM_URL") or DEFAULT_URL
        self._http = httpx.AsyncClient(base_url=url, headers=_headers(api_key, headers),
                                       timeout=timeout, transport=transport)

    @classmethod
    def in_process(cls, user_id: str | None = None, settings=None, services=None,
                   **kwargs: Any) -> AsyncClient:
        app, key = in_process_app(user_id, settings, services)
        return cls(app=app, api_key=key, **kwargs)

    async def _start(self) -> None:
        """An in-process app's lifespan (its services) runs once, before the first call."""
        if self._app is not None and self._lifespan is None:
            self._lifespan = self._app.router.lifespan_context(self._app)
            await self._lifespan.__aenter__()

    async def _send(self, call: Call) -> Any:
        await self._start()
        for attempt in range(self.max_retries + 1):
            last = attempt == self.max_retries
            try:
                response = await self._http.request(call.method, call.path,
                                                    params=call.params or None, json=call.json)
            except httpx.ConnectError as exc:
                if last:
                    raise unreachable(str(self._http.base_url), exc) from exc
                await asyncio.sleep(retry_after(None, attempt, self.max_retry_wait))
                continue
            except httpx.TransportError as exc:  # a timeout, an answer cut short: not retried
                raise unreachable(str(self._http.base_url), exc, call.lines) from exc
            if response.status_code in call.answers:
                return call.parse(_body(response, call))
            if response.status_code in RETRY_STATUSES and not last:
                await asyncio.sleep(retry_after(response, attempt, self.max_retry_wait))
                continue
            if response.status_code >= 400:
                raise refused(response, _keyed(self._http.headers))
            return call.parse(_body(response, call))
        raise AssertionError("unreachable")  # pragma: no cover

    async def aclose(self) -> None:
        await self._http.aclose()
        if self._lifespan is not None:
            await self._lifespan.__aexit__(None, None, None)
            self._lifespan = None

    async def __aenter__(self) -> AsyncClient:
        await self._start()
        return self

    async def __aexit__(self, *exc: Any) -> None:
        await self.aclose()
