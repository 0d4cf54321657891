"""One importer for `graphmem import` (a file's lines, in batches) and POST /records/import (a
JSON body's records, or an export's lines): each item sorted into a record to write or a line
the export carries after the records (a decision), validated the same way, and those lines
applied once the records are in. Each interface reports a bad item its own way (a line number
on stderr, an index in the answer); what counts as one is decided here.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from graphmem.api.errors import ApiError
from graphmem.api.validation import NotJson, is_decision, parse_decision, parse_record
from graphmem.curate.decisions import import_decisions
from graphmem.models import DecisionIn, DecisionsImported, RecordIn, now_iso


@dataclass
class Sorted:
    """A batch's items: the records (with each one's position: an index or a line number), the
    decision lines, and the items that failed validation."""

    records: list[RecordIn] = field(default_factory=list)
    positions: list[int] = field(default_factory=list)
    decided: list[DecisionIn] = field(default_factory=list)
    failed: list[tuple[int, ApiError]] = field(default_factory=list)


def numbered_lines(text: str) -> list[tuple[int, str]]:
    """An export's text as its non-blank lines, numbered as the file's lines are (blank ones
    count), a byte-order mark left out. One record per "\\n" line: str.splitlines() also breaks
    at U+2028 and U+0085, which a record's JSON may hold raw (export writes text as it is)."""
    return [(n, line) for n, line in enumerate(text.removeprefix("\ufeff").split("\n"), 1)
            if line.strip()]


def parse_lines(lines: Iterable[tuple[int, str]]) -> Iterator[tuple[int, Any]]:
    """Each numbered line as its JSON value, or NotJson naming its line (reported by
    `sort_items` as a bad record is)."""
    for n, line in lines:
        try:
            yield n, json.loads(line)
        except (ValueError, RecursionError) as exc:
            yield n, NotJson(f"line {n} is not valid JSON ({exc})")


def sort_items(items: Iterable[tuple[int, Any]], max_content_bytes: int) -> Sorted:
    """Each (position, parsed JSON value) as a record or a decision, validated."""
    out = Sorted()
    for pos, data in items:
        try:
            if isinstance(data, NotJson):
                raise ApiError(422, "invalid_input", data.message, "body")
            if is_decision(data):  # an export's decision line, applied after the records
                out.decided.append(parse_decision(data))
                continue
            out.records.append(parse_record(data, max_content_bytes))
            out.positions.append(pos)
        except ApiError as exc:
            out.failed.append((pos, exc))
    return out


def apply_after_records(services, user_id: str, decided: list[DecisionIn]
                        ) -> DecisionsImported | None:
    """The decision lines, applied once every record of the import is written (they name
    memories and entities derived from them); None when there were none."""
    return import_decisions(services, user_id, decided, now_iso()) if decided else None
