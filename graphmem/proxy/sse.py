"""Reading what a streamed response said, from the bytes the client was sent.

The proxy forwards every chunk as it came (the SSE framing is the upstream's, untouched) and keeps
a copy; when the stream ends, or is cut, the copy is read here. A cut stream ends mid-event: the
incomplete tail is ignored, everything before it counts.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

_BLANK_LINE = re.compile(rb"\r\n\r\n|\n\n|\r\r")


def events(data: bytes) -> Iterator[tuple[str | None, Any]]:
    """(event name, data) of each complete SSE event; data parsed as JSON when it is JSON."""
    # The last piece is empty after a complete stream, and an unfinished event after a cut one.
    for block in _BLANK_LINE.split(data)[:-1]:
        name, lines = None, []
        for line in block.decode("utf-8", "replace").splitlines():
            field, _, value = line.partition(":")
            value = value[1:] if value.startswith(" ") else value
            if field == "event":
                name = value
            elif field == "data":
                lines.append(value)
        if lines:
            yield name, _parse("\n".join(lines))


def _parse(text: str) -> Any:
    try:
        return json.loads(text)
    except ValueError:
        return text  # "[DONE]" and other plain markers


def json_items(data: bytes) -> Iterator[Any]:
    """The complete items of a JSON array that may be cut off (Gemini's stream without SSE)."""
    text = data.decode("utf-8", "replace")
    decoder = json.JSONDecoder()
    i = text.find("[") + 1
    while 0 < i < len(text):
        while i < len(text) and text[i] in " \t\r\n,":
            i += 1
        if i >= len(text) or text[i] == "]":
            return
        try:
            item, i = decoder.raw_decode(text, i)
        except ValueError:
            return
        yield item
