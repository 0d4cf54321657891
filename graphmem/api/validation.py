"""Turning a raw JSON record into a RecordIn, with the status codes API.md asks for."""

from __future__ import annotations

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
    try:
        return RecordIn.model_validate(data)
    except ValidationError as exc:
        message, field = validation_message(exc.errors()[0])
        raise ApiError(422, "invalid_input", message, field) from None
