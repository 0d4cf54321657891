"""Turning a raw JSON record into a RecordIn, with the status codes API.md asks for."""

from __future__ import annotations

import math
from typing import Any

from pydantic import ValidationError

from graphmem.api.errors import ApiError, validation_message
from graphmem.models import RecordIn


def parse_record(data: Any, max_content_bytes: int) -> RecordIn:
    if not isinstance(data, dict):
        raise ApiError(422, "invalid_input", "a record must be a JSON object", None)
    content = data.get("content")
    if isinstance(content, str) and len(content.encode("utf-8")) > max_content_bytes:
        raise ApiError(413, "too_large",
                       f"content is larger than {max_content_bytes} bytes; split the document",
                       "content")
    if not _finite(data.get("metadata")):
        # Python's JSON parser takes NaN and Infinity; JSON has neither, and they would not
        # come back out as they went in.
        raise ApiError(422, "invalid_input", "metadata: numbers must be finite (JSON has no "
                       "NaN or Infinity)", "metadata")
    try:
        return RecordIn.model_validate(data)
    except ValidationError as exc:
        message, field = validation_message(exc.errors()[0])
        raise ApiError(422, "invalid_input", message, field) from None


def _finite(value: Any) -> bool:
    if isinstance(value, float):
        return math.isfinite(value)
    if isinstance(value, dict):
        return all(_finite(v) for v in value.values())
    if isinstance(value, list):
        return all(_finite(v) for v in value)
    return True
