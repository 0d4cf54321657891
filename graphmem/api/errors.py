"""Every 4xx body is {"error", "message", "field"} (API.md); faults are 503, never a hang."""

from __future__ import annotations

import logging

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import BaseModel
from starlette.exceptions import HTTPException as StarletteHTTPException

from graphmem.ingest.writer import ChainHeadMissing
from graphmem.store.driver import CommitUnknown, QueryTimeout, StoreUnavailable

log = logging.getLogger(__name__)


class ApiError(Exception):
    def __init__(self, status: int, error: str, message: str, field: str | None = None,
                 headers: dict[str, str] | None = None):
        super().__init__(message)
        self.status, self.error, self.message, self.field = status, error, message, field
        self.headers = headers or {}


def body(error: str, message: str, field: str | None = None) -> dict:
    return {"error": error, "message": message, "field": field}


def field_path(loc) -> str | None:
    parts = [str(p) for p in loc]
    if len(parts) > 1 and parts[0] in ("body", "query", "path", "header"):
        parts = parts[1:]  # where the value came from, not which field it is (a field may be
        # named so itself: a record's unknown field `query`)
    return ".".join(parts) or None


def first_error(errors: list[dict]) -> dict:
    """The error to tell first: an unknown field before the rest, since a misspelt one
    ("contnet") also leaves its real field missing, and "content: Field required" hid why."""
    return next((e for e in errors if e.get("type") == "extra_forbidden"), errors[0])


def validation_message(err: dict | list[dict]) -> tuple[str, str | None]:
    """One readable sentence for pydantic's first error (`first_error` of a list), and the field
    it names."""
    if isinstance(err, list):
        err = first_error(err)
    field = field_path(err.get("loc", ()))
    ctx = err.get("ctx") or {}
    inner = ctx.get("error")
    message = str(inner) if inner is not None else err.get("msg", "invalid input")
    if message.startswith("Value error, "):
        message = message[len("Value error, "):]
    derived = getattr(inner, "field", None)
    if derived:
        field = derived
    if err.get("type") == "extra_forbidden":
        return f"unknown field `{field}`", field
    if str(err.get("type", "")).startswith(("datetime_", "date_")):  # "yesterday", "12/05"
        message = f"a time is RFC 3339 text with a zone, like 2024-05-01T09:00:00Z ({message})"
        if _query_with_space(err):  # a "+" sent unencoded arrives as a space
            message += "; in a query string a + reads as a space: send it as %2B"
    if err.get("type") == "json_invalid":  # loc is ("body", character offset)
        where = (err.get("loc") or ("body", "?"))[-1]
        return f"the body is not valid JSON: {message} at character {where}", "body"
    return (f"{field}: {message}" if field else message), field


# pydantic's types for a body that is missing, or is JSON but not an object (null, [], "x")
NOT_AN_OBJECT = frozenset({"missing", "model_attributes_type", "dict_type", "model_type"})


def _json_kind(value) -> str:
    if value is None:
        return "null"
    return {list: "a list", str: "a string", bool: "true or false"}.get(type(value), "a number")


def needs_body(request: Request) -> str:
    """What a route that takes a JSON body says when it came with none: "body: Field required"
    did not say that a body was wanted, nor what goes in it."""
    route = request.scope.get("route")
    path = getattr(route, "path", request.url.path)
    said = f"{request.method} {path} needs a JSON body (Content-Type: application/json)"
    model = _body_model(route)
    if model is None:
        return f"{said}; see /docs"
    fields = [(f.alias or name, f.is_required()) for name, f in model.model_fields.items()]
    required = [name for name, needed in fields if needed]
    optional = [name for name, needed in fields if not needed and name != "user_id"]
    shown = ", ".join(optional[:8]) + (", ..." if len(optional) > 8 else "")
    needed = f" with {', '.join(required)}" if required else ", {} at least"
    return f"{said}{needed}" + (f"; optional: {shown}" if shown else "") + "; see /docs"


def _body_model(route) -> type[BaseModel] | None:
    """The model a route reads its body as (POST /records takes a dict it checks itself)."""
    from graphmem.models import RecordIn

    if getattr(route, "path", None) == "/records":
        return RecordIn
    annotation = getattr(getattr(route, "body_field", None), "field_info", None)
    annotation = getattr(annotation, "annotation", None)
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return annotation
    return None


def _routing_message(request: Request, exc: StarletteHTTPException) -> str:
    """The router's own 404 and 405 said only "Not Found" / "Method Not Allowed": they name the
    request, and what to do instead (the methods the route takes, where the routes are)."""
    asked = f"{request.method} {request.url.path}"
    if exc.status_code == 404 and exc.detail == "Not Found":
        return f"no route {asked}: the routes are listed at /docs (docs/API.md)"
    if exc.status_code == 405 and exc.detail == "Method Not Allowed":
        allowed = (getattr(exc, "headers", None) or {}).get("Allow", "")
        return f"{asked} is not allowed" + (f": this route takes {allowed}" if allowed else "")
    return str(exc.detail)


def _query_with_space(err: dict) -> bool:
    loc = err.get("loc") or ()
    return bool(loc) and loc[0] == "query" and " " in str(err.get("input", ""))


# FastAPI's answer to a body it could not parse for a reason other than bad JSON syntax
UNREADABLE_BODY = "There was an error parsing the body"


async def _unreadable(request: Request) -> JSONResponse:
    """A 422 saying what is wrong with the body (not UTF-8, nested too deep) where FastAPI,
    which reads a route's body before any check of ours runs, answered a bare 400."""
    from graphmem.api.validation import read_json, refuse_encoded

    message = "the body could not be read as JSON: send JSON encoded as UTF-8"
    try:
        refuse_encoded(request)
        read_json(await request.body())
    except ApiError as exc:
        if exc.status != 422:
            return JSONResponse(body(exc.error, exc.message, exc.field), status_code=exc.status)
        message = exc.message
    except Exception:  # the body is gone: the general sentence stands
        log.debug("body not readable again", exc_info=True)
    return JSONResponse(body("invalid_input", message, "body"), status_code=422)


def timeout_message(request: Request) -> str:
    """What a time limit means for this request: a write that hit it (queued behind another
    transaction on the user's chain, a busy or paused Neo4j) was rolled back whole, so its
    client must hear that a retry is safe, not a search's "narrow it"."""
    if request.method == "POST" and request.url.path == "/records":
        return ("the write waited too long for the graph database (busy, or behind another "
                "write of this user) and was rolled back: nothing was written; retry it")
    return "the query took too long; narrow it or retry"


# POST routes that only read: "nothing was written" would tell their caller nothing.
READ_POSTS = {"/search", "/connect", "/records/query", "/records/context"}


def unavailable_message(request: Request) -> str:
    if request.method in ("GET", "HEAD") or request.url.path in READ_POSTS:
        return "the graph database is unreachable; retry shortly"
    return "the graph database is unreachable; nothing was written, retry shortly"


def install_handlers(app: FastAPI) -> None:
    @app.exception_handler(ApiError)
    async def _api_error(_: Request, exc: ApiError):
        return JSONResponse(body(exc.error, exc.message, exc.field), status_code=exc.status,
                            headers=exc.headers)

    @app.exception_handler(RequestValidationError)
    async def _validation(request: Request, exc: RequestValidationError):
        errors = exc.errors()
        whole = next((e for e in errors if tuple(e.get("loc") or ()) == ("body",)), None)
        if whole is not None and whole.get("type") in NOT_AN_OBJECT:
            said = "" if whole["type"] == "missing" else (
                f"the body must be a JSON object, not {_json_kind(whole.get('input'))}: ")
            return JSONResponse(body("invalid_input", said + needs_body(request), "body"),
                                status_code=422)
        message, field = validation_message(errors) if errors else ("invalid input", None)
        return JSONResponse(body("invalid_input", message, field), status_code=422)

    @app.exception_handler(UnicodeEncodeError)
    async def _unencodable(_: Request, exc: UnicodeEncodeError):
        # A lone surrogate ("\ud800" is valid JSON) that reached a store or the model, which
        # need its bytes: bad input, not a fault. A fallback: check_body
        # (api/validation.py) answers a JSON body holding one before any route runs.
        return JSONResponse(body("invalid_input", "text must be valid Unicode: the request "
                                 "holds a lone surrogate, half of a UTF-16 pair"),
                            status_code=422)

    @app.exception_handler(StarletteHTTPException)
    async def _http(request: Request, exc: StarletteHTTPException):
        if exc.status_code == 400 and exc.detail == UNREADABLE_BODY:
            return await _unreadable(request)
        code = {404: "not_found", 405: "method_not_allowed", 413: "too_large"}.get(
            exc.status_code, "http_error")
        return JSONResponse(body(code, _routing_message(request, exc)),
                            status_code=exc.status_code, headers=getattr(exc, "headers", None))

    @app.exception_handler(ChainHeadMissing)
    async def _headless(_: Request, exc: ChainHeadMissing):
        log.error("%s", exc)
        return JSONResponse(body("chain_head_missing", str(exc)), status_code=409)

    @app.exception_handler(QueryTimeout)
    async def _timeout(request: Request, exc: QueryTimeout):
        return JSONResponse(body("timeout", timeout_message(request)),
                            status_code=503, headers={"Retry-After": "1"})

    @app.exception_handler(CommitUnknown)
    async def _commit_unknown(_: Request, exc: CommitUnknown):
        log.warning("neo4j went away during a commit: %s", exc)
        return JSONResponse(
            body("unavailable", "the graph database went away while the write was committing: "
                 "it may have been stored. Retry it with the same source_ref (it is then "
                 "stored once); a record sent without one may be stored twice"),
            status_code=503, headers={"Retry-After": "5"})

    @app.exception_handler(StoreUnavailable)
    async def _unavailable(request: Request, exc: StoreUnavailable):
        log.warning("neo4j unavailable: %s", exc)
        return JSONResponse(body("unavailable", unavailable_message(request)),
                            status_code=503, headers={"Retry-After": "5"})
