"""Turning a raw JSON record into a RecordIn (an export's decision line into a DecisionIn),
with the status codes API.md asks for."""

from __future__ import annotations

import json
import re
from typing import Any

from fastapi import Request
from pydantic import ValidationError

from graphmem.api.errors import ApiError, validation_message
from graphmem.models import DecisionIn, RecordIn, finite_numbers, json_bytes


def parse_record(data: Any, max_content_bytes: int) -> RecordIn:
    if not isinstance(data, dict):
        raise ApiError(422, "invalid_input", "a record must be a JSON object", None)
    unencodable = _first(data, _unencodable)
    if unencodable is not None:
        # JSON lets "\ud800" through; no store can keep half a character.
        raise ApiError(422, "invalid_input", f"{unencodable}: text must be valid Unicode (it "
                       "holds a lone surrogate, half of a UTF-16 pair)", unencodable)
    content = data.get("content")
    if isinstance(content, str) and len(content.encode("utf-8")) > max_content_bytes:
        raise ApiError(413, "too_large",
                       f"content is larger than {max_content_bytes} bytes; split the document",
                       "content")
    metadata = data.get("metadata")
    if isinstance(metadata, dict) and json_bytes(metadata) > max_content_bytes:
        # The store keeps metadata as one JSON property beside the content: the same cap
        raise ApiError(413, "too_large", f"metadata is larger than {max_content_bytes} bytes as "
                       "JSON; put large text in the content, or a document", "metadata")
    if not finite_numbers(metadata):
        raise ApiError(422, "invalid_input", "metadata: numbers must be finite (JSON has no "
                       "NaN or Infinity)", "metadata")
    try:
        return RecordIn.model_validate(data)
    except ValidationError as exc:
        message, field = validation_message(exc.errors())
        raise ApiError(422, "invalid_input", message, field) from None


def is_decision(data: Any) -> bool:
    """An export's line that carries a decision, not a record (ingest/export.py)."""
    return isinstance(data, dict) and "decision" in data


def parse_decision(data: dict[str, Any]) -> DecisionIn:
    """A decision line of an export, validated (422 naming the field)."""
    unencodable = _first(data, _unencodable)
    if unencodable is not None:
        raise ApiError(422, "invalid_input", f"{unencodable}: text must be valid Unicode (it "
                       "holds a lone surrogate, half of a UTF-16 pair)", unencodable)
    try:
        return DecisionIn.model_validate(data)
    except ValidationError as exc:
        message, field = validation_message(exc.errors())
        raise ApiError(422, "invalid_input", message, field) from None


# A surrogate's escape in JSON text (raw surrogate bytes are not UTF-8, so JSON parsing refuses
# them itself). A pair, or an escaped backslash before "u", matches too: then the body is parsed
# to find out, which is rare.
_SURROGATE_ESCAPE = re.compile(rb"\\u[dD][89a-fA-F][0-9a-fA-F]{2}")


# Routes that check each record themselves (parse_record) and report a bad one by its index,
# writing the rest.
PER_RECORD = frozenset({"/records/import"})


async def check_body(request: Request) -> None:
    """Every route's first check (api/app.py), before any route reads the body, so that each
    answers bad input alike, with a 422 that says what to send:
    - a body sent without a JSON content type (curl -d sends a form's);
    - a body that is not UTF-8, or is JSON nested too deep to read (FastAPI's own answer was a
      bare 400), or not JSON at all: a route without a body model, which reads only a
      `user_id` from it, would otherwise act as the key's own user;
    - a lone surrogate anywhere in it, so that no write stores, or half stores, what has no
      UTF-8 form.
    The proxy's routes pass whatever the provider takes (an audio upload), as it came."""
    if request.method not in ("POST", "PUT", "PATCH") or _proxied(request):
        return
    refuse_encoded(request)
    raw = await request.body()
    if not raw.strip():
        return
    if request.url.path in PER_RECORD and is_ndjson(request):
        return  # read line by line by the route, a bad line reported by its index
    if not is_json(request):
        raise ApiError(422, "invalid_input", "send the body as JSON, with the header "
                       "Content-Type: application/json", "body")
    if request.url.path in PER_RECORD:
        return  # the import reads it (import_payload), a bad record reported by its index
    # A route with a body model has it parsed by FastAPI, whose errors are answered as ours
    # (errors.py): parsed here too only for a lone surrogate, not a second time on every write
    # or search. A route without one reads only a user_id, so bad JSON must be refused here.
    if _has_body_model(request) and not _SURROGATE_ESCAPE.search(raw):
        return
    data = read_json(raw)
    where = _first(data, _unencodable)
    if where is not None:
        raise ApiError(422, "invalid_input", f"{where}: text must be valid Unicode (it holds "
                       "a lone surrogate, half of a UTF-16 pair)", where)


def refuse_encoded(request: Request) -> None:
    """A 415 for a compressed body (`Content-Encoding: gzip`): graphmem reads bodies as they
    come, and a gzipped one had been answered as "not UTF-8", which hid what to change."""
    encoding = request.headers.get("content-encoding", "").strip().lower()
    if encoding not in ("", "identity"):
        raise ApiError(415, "unsupported_media_type", f"Content-Encoding {encoding!r} is not "
                       "supported: send the body uncompressed, without a Content-Encoding "
                       "header", "body")


def read_json(raw: bytes) -> Any:
    """A request body's JSON, or a 422 that says what is wrong with it."""
    try:
        return json.loads(raw)
    except UnicodeDecodeError as exc:
        raise ApiError(422, "invalid_input", f"the body is not UTF-8 (byte {exc.start}): "
                       "send JSON encoded as UTF-8", "body") from None
    except json.JSONDecodeError as exc:
        raise ApiError(422, "invalid_input", f"the body is not valid JSON: {exc.msg} at "
                       f"character {exc.pos}", "body") from None
    except RecursionError:
        raise ApiError(422, "invalid_input", "the body's JSON is nested too deep to read",
                       "body") from None


def is_json(request: Request) -> bool:
    """A JSON media type, as FastAPI reads one (`application/json`, `application/*+json`),
    whatever its case (media types are case-insensitive)."""
    kind = request.headers.get("content-type", "").split(";")[0].strip().lower()
    return kind == "application/json" or (kind.startswith("application/")
                                           and kind.endswith("+json"))


def is_ndjson(request: Request) -> bool:
    """JSON lines (an export's body as it is), which POST /records/import reads line by line."""
    kind = request.headers.get("content-type", "").split(";")[0].strip().lower()
    return kind in ("application/x-ndjson", "application/jsonl", "application/jsonlines")


class NotJson:
    """A line of a JSON-lines import that does not parse: reported by its index."""

    def __init__(self, message: str):
        self.message = message


def _has_body_model(request: Request) -> bool:
    return getattr(request.scope.get("route"), "body_field", None) is not None


def _proxied(request: Request) -> bool:
    route = request.scope.get("route")
    return "proxy" in (getattr(route, "tags", None) or ())


def _first(value: Any, bad, path: str = "") -> str | None:
    """The path of the first value in a JSON value (or object key) that `bad` flags, or None:
    "body" for the whole, "metadata.k.0" inside."""
    if bad(value):
        return path or "body"
    if isinstance(value, dict):
        for key, item in value.items():
            if bad(key):
                return path or "body"
            found = _first(item, bad, f"{path}.{key}" if path else str(key))
            if found is not None:
                return found
    if isinstance(value, list):
        for i, item in enumerate(value):
            found = _first(item, bad, f"{path}.{i}" if path else str(i))
            if found is not None:
                return found
    return None


def _unencodable(value: Any) -> bool:
    """A string with no UTF-8 form: a lone surrogate."""
    if not isinstance(value, str):
        return False
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False
