"""One importer for `graphmem import` (a file's lines, in batches) and POST /records/import (a JSON
body's records, or an export's lines): each item sorted into a record to write or a line the
export carries after the records (a decision, a host conversation with its resets and aliases),
validated the same way, and those lines applied once the records are in. Each interface reports
a bad item its own way (a line number on stderr, an index in the answer); what counts as one is
decided here.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from pydantic import ValidationError

from graphmem.api.errors import ApiError, validation_message
from graphmem.api.validation import NotJson, is_decision, parse_decision, parse_record
from graphmem.curate.decisions import import_decisions
from graphmem.models import (
    ConversationIn,
    ConversationsImported,
    DecisionIn,
    DecisionsImported,
    RecordIn,
    iso,
    now_iso,
)
from graphmem.store.driver import run_named


@dataclass
class Sorted:
    """A batch's items: the records (with each one's position: an index or a line number), the
    decision lines, and the items that failed validation."""

    records: list[RecordIn] = field(default_factory=list)
    positions: list[int] = field(default_factory=list)
    decided: list[DecisionIn] = field(default_factory=list)
    conversations: list[ConversationIn] = field(default_factory=list)
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
            if isinstance(data, list):
                raise ApiError(422, "invalid_input",
                               "a JSON array: each record must be one JSON object", "body")
            if is_decision(data):  # an export's decision line, applied after the records
                out.decided.append(parse_decision(data))
                continue
            if isinstance(data, dict) and "conversation" in data:  # an export's conversation
                out.conversations.append(parse_conversation(data))
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


def parse_conversation(data: dict[str, Any]) -> ConversationIn:
    """A conversation line of an export, validated (422 naming the field)."""
    try:
        return ConversationIn.model_validate(data)
    except ValidationError as exc:
        message, field_name = validation_message(exc.errors())
        raise ApiError(422, "invalid_input", message, field_name) from None


def import_conversations(store, user_id: str, items: list[ConversationIn]
                         ) -> ConversationsImported | None:
    """The host conversations an export carried, after its records: each one this user does
    not have, with its bookkeeping and its turns (found by their records' source_refs), then
    the aliases among them. A reset stays one: its turns come back inactive. None when none."""
    if not items:
        return None
    refs = sorted({t.source_ref for c in items for t in c.turns})
    ids = {r["source_ref"]: r["id"] for r in
           store.read("records/existing_by_source_ref", user_id=user_id, source_refs=refs)}
    now = now_iso()
    rows = [{**c.model_dump(exclude={"turns", "reset_at"}),
             "reset_at": iso(c.reset_at) if c.reset_at else None,
             "turns": [{**t.model_dump(), "record_id": ids.get(t.source_ref)} for t in c.turns]}
            for c in items]
    aliases = [{"id": c.conversation, "target": c.alias_of} for c in items if c.alias_of]
    found = store.write_tx(_write_conversations, user_id, rows, aliases, now)
    return ConversationsImported(imported=found["imported"], existing=found["existing"],
                                 waiting=found["waiting"])


def _write_conversations(tx, user_id: str, rows: list[dict], aliases: list[dict], now: str
                         ) -> dict[str, int]:
    found = run_named(tx, "conversations/import", {"user_id": user_id, "rows": rows,
                                                   "now": now})[0]
    if aliases and found["imported"]:
        run_named(tx, "conversations/import_aliases", {"user_id": user_id, "rows": aliases,
                                                       "now": now})
    return found
