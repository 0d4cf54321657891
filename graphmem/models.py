"""Pydantic schemas shared by the API, the MCP server, the client and the services (API.md)."""

from __future__ import annotations

import json
import math
import re
import unicodedata
from datetime import UTC, datetime, timedelta
from enum import StrEnum
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    field_validator,
    model_validator,
)

# Fields only curation may set: a writer claiming them is rejected (DESIGN.md, "Layers").
DERIVED_FIELDS = (
    "importance", "memory_kind", "decay_class", "pinned", "embedding", "episodic", "important",
    "seq", "record_hash", "recorded_at", "scrubbed", "user_id_override", "valid_from", "valid_to",
    "access_count", "last_accessed_at", "expires_at",
)

ID_MAX = 512
# What shows nothing: NUL and other control characters (not whitespace, which strip() takes),
# zero-width spaces and joiners, the byte-order mark, the soft hyphen.
_INVISIBLE = re.compile(r"[\x00-\x08\x0e-\x1f\x7f\u00ad\u200b-\u200f\u2060\ufeff]")


def visible(text: str) -> bool:
    """Whether the text shows anything: more than whitespace and invisible characters."""
    return bool(_INVISIBLE.sub("", text).strip())


def finite_numbers(value: Any) -> bool:
    """Whether every number in a JSON value is finite: Python's JSON parser takes NaN and
    Infinity, JSON has neither, and they would not come back out as they went in."""
    if isinstance(value, float):
        return math.isfinite(value)
    if isinstance(value, dict):
        return all(finite_numbers(v) for v in value.values())
    if isinstance(value, list):
        return all(finite_numbers(v) for v in value)
    return True


def json_bytes(value: Any) -> int:
    """The UTF-8 size of a value as JSON, as the store keeps metadata."""
    return len(json.dumps(value, ensure_ascii=False).encode("utf-8"))


class RecordType(StrEnum):
    conversation = "conversation"
    document = "document"
    state_object = "state_object"
    observation = "observation"


class Role(StrEnum):
    user = "user"
    assistant = "assistant"
    system = "system"
    tool = "tool"


MemoryKind = Literal[
    "turn", "chunk", "state", "observation", "episode", "fact", "summary", "procedure", "task",
    "working",
]
MEMORY_KINDS = set(MemoryKind.__args__)  # type: ignore[attr-defined]


def empty_is_absent(value: Any) -> Any:
    """"" names nothing: it is the field left out, everywhere (an exported record of a store that
    took "" comes back in as one without it; a filter of "" is no filter). As a source_ref it
    was stored once and then unique, so a second "" failed the write."""
    return None if value == "" else value


def plain_id(value: str | None) -> str | None:
    """An id a writer names things by (a source_ref, a thread, a sender, a conversation): never
    blank, never with control characters. A NUL in a sender had become a person named so, shown
    in entity lists and as the closest name in a 404."""
    if value is None:
        return value
    if any(ord(c) < 32 or 127 <= ord(c) < 160 for c in value):
        raise ValueError("must not contain control characters (a NUL, a tab, a line break)")
    if not visible(value):
        raise ValueError("must not be blank (only spaces or invisible characters)")
    return value


def clean_id(value: Any) -> Any:
    """An id a host's message or payload carries (a sender, a label), made what a record's id
    may be (`plain_id`): control characters as spaces, blank as absent. A host is not refused for
    how a chat app spells a name, and the proxy never is."""
    if not isinstance(value, str):
        return value
    cleaned = " ".join("".join(" " if ord(c) < 32 or 127 <= ord(c) < 160 else c
                               for c in value).split())
    return cleaned if visible(cleaned) else None


def to_utc(value: datetime) -> datetime:
    """Naive times are taken as UTC; everything is stored in UTC. A time with no UTC form
    (`0001-01-01T00:30:00+01:00` falls in year 0) is a ValueError, which input validation
    answers with a 422 naming the field."""
    if value.tzinfo is None:
        return value.replace(tzinfo=UTC)
    try:
        return value.astimezone(UTC)
    except OverflowError:
        raise ValueError(f"{value.isoformat()} is out of range: in UTC it must fall in the "
                         "years 1-9999") from None


def utc_or_none(value: datetime | None) -> datetime | None:
    return to_utc(value) if value is not None else None


_NUMBER = re.compile(r"\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?\s*")


def not_a_number(value: Any) -> Any:
    """A time is RFC 3339 text (API.md); pydantic's lax mode reads a number, or text of one, as
    seconds since 1970, so `-10**12` was stored as 1938."""
    if isinstance(value, (int, float)) or (isinstance(value, str) and _NUMBER.fullmatch(value)):
        raise ValueError("a time is RFC 3339 text with a zone (2024-05-01T09:00:00Z), not a "
                         "number")
    return value


# A time as the API takes it in a body: in UTC once validated.
UtcTime = Annotated[datetime | None, BeforeValidator(not_a_number), AfterValidator(utc_or_none)]

# A "+" in a query string is a space by URL rules, so `?as_of=2024-05-01T10:00:00+02:00` sent
# unencoded arrives as "2024-05-01T10:00:00 02:00" (a 422 that did not say why). No time has a
# space before a trailing offset otherwise, so that space can only be the "+" it was.
_PLUS_DECODED = re.compile(
    r"(\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?) (\d{2}:?\d{2})")


def plus_restored(value: Any) -> Any:
    """A query's time with its offset's "+" decoded into a space, given its "+" back."""
    if isinstance(value, str):
        found = _PLUS_DECODED.fullmatch(value)
        if found:
            return f"{found[1]}+{found[2]}"
    return value


# A time in a query string: as UtcTime, reading an offset's decoded "+" back.
QueryTime = Annotated[datetime | None, BeforeValidator(not_a_number),
                      BeforeValidator(plus_restored), AfterValidator(utc_or_none)]


def iso(value: datetime) -> str:
    """Fixed-width UTC text: sorts like the times it names, so Cypher compares it directly."""
    utc = to_utc(value)
    # strftime's %Y does not pad years before 1000; the text must stay fixed-width to sort.
    return f"{utc.year:04d}-{utc:%m-%dT%H:%M:%S.%f}Z"


def parse_iso(value: str | None) -> datetime | None:
    """The datetime a stored time text names (None for none)."""
    if not value:
        return None
    year, sep, rest = value.partition("-")
    if sep and len(year) < 4 and year.isdigit():  # written before iso() padded early years
        value = f"{int(year):04d}-{rest}"
    return datetime.fromisoformat(value.replace("Z", "+00:00"))


def now_iso() -> str:
    return iso(datetime.now(UTC))


class RecordIn(BaseModel):
    """What a writer may send: only what it observed."""

    model_config = ConfigDict(extra="forbid", str_strip_whitespace=False)

    type: RecordType
    content: str
    source_ref: str | None = Field(default=None, max_length=ID_MAX)
    prev_source_ref: str | None = Field(default=None, max_length=ID_MAX)
    supersedes: str | None = Field(default=None, max_length=ID_MAX)
    thread_id: str | None = Field(default=None, max_length=ID_MAX)
    topic_id: str | None = Field(default=None, max_length=ID_MAX)
    sender: str | None = Field(default=None, max_length=ID_MAX)
    role: Role | None = None
    occurred_at: UtcTime = None
    kind: str | None = Field(default=None, max_length=ID_MAX)
    key: str | None = Field(default=None, max_length=ID_MAX)
    source_path: str | None = Field(default=None, max_length=4096)
    metadata: dict[str, Any] = Field(default_factory=dict)

    @model_validator(mode="before")
    @classmethod
    def _no_derived_fields(cls, data: Any) -> Any:
        if isinstance(data, dict):
            for name in DERIVED_FIELDS:
                if name in data:
                    raise DerivedFieldError(name)
        return data

    @field_validator("source_ref", "prev_source_ref", "supersedes", "thread_id", "topic_id",
                     "sender", "kind", "key", "source_path", mode="before")
    @classmethod
    def _empty_is_absent(cls, value: Any) -> Any:
        return empty_is_absent(value)

    @field_validator("source_ref", "prev_source_ref", "supersedes", "thread_id", "topic_id",
                     "sender", "kind", "key", "source_path")
    @classmethod
    def _plain_ids(cls, value: str | None) -> str | None:
        return plain_id(value)

    @field_validator("content")
    @classmethod
    def _content_not_blank(cls, value: str) -> str:
        if not visible(value):
            raise ValueError("content must not be empty (nor only invisible characters)")
        return value

    @model_validator(mode="after")
    def _state_needs_kind_and_key(self) -> RecordIn:
        if self.type == RecordType.state_object and not (self.kind and self.key):
            raise FieldError("key" if self.kind else "kind",
                             "a state_object record needs both `kind` and `key`")
        if self.type == RecordType.state_object and "/" in self.kind:
            # GET /records/state/{kind}/{key} could not tell where the kind ends (a key may
            # hold "/": the kind is the path's first part)
            raise KindSlashError()
        return self


class FieldError(ValueError):
    """A check across fields that still names the one to fix (the 422's `field`)."""

    def __init__(self, field: str, message: str):
        self.field = field
        super().__init__(message)


class KindSlashError(FieldError):
    def __init__(self):
        super().__init__("kind", "`kind` must not contain \"/\" (the state routes read it "
                         "from the path); a key may")


class DerivedFieldError(FieldError):
    def __init__(self, name: str):
        super().__init__(
            name, f"`{name}` is decided by curation, not by the writer: send only what you "
            "observed")


class RecordOut(BaseModel):
    id: str
    seq: int
    record_hash: str
    source_ref: str | None
    created: bool
    memory_ids: list[str]
    scrubbed: int = 0


class ImportIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    records: list[dict[str, Any]]


class DecidedMemory(BaseModel):
    """A memory as an export names it: another store gives it another id."""

    model_config = ConfigDict(extra="forbid")
    kind: MemoryKind
    records: list[Annotated[str, Field(min_length=1, max_length=ID_MAX)]] = Field(
        min_length=1, max_length=500, description="the source_refs of the records it came from")
    text: str | None = Field(default=None, max_length=1_000_000)
    summary_of: Literal["project", "community"] | None = None  # which sort of summary


class DecisionIn(BaseModel):
    """A person's decision as an export writes it and an import reads it back: about a memory
    (pin, unpin, confirm, dismiss) or about two entities (merge, split)."""

    model_config = ConfigDict(extra="forbid")
    decision: Literal["pin", "unpin", "confirm", "dismiss", "merge", "split"]
    memory: DecidedMemory | None = None
    entities: list[Annotated[str, Field(min_length=1, max_length=ID_MAX)]] | None = Field(
        default=None, min_length=2, max_length=2, description="the two entities' linking keys")
    at: UtcTime = None

    @model_validator(mode="after")
    def _names_its_subject(self) -> DecisionIn:
        about_entities = self.decision in ("merge", "split")
        if about_entities and (self.entities is None or self.memory is not None):
            raise ValueError(f"a {self.decision} decision names `entities` (two linking keys)")
        if not about_entities and (self.memory is None or self.entities is not None):
            raise ValueError(f"a {self.decision} decision names a `memory` (kind, records)")
        if self.decision in ("confirm", "dismiss") and self.memory.kind not in (
                "task", "procedure"):
            raise ValueError(f"{self.decision} is a decision about a task or a procedure, not "
                             f"a {self.memory.kind}")
        if about_entities and len({key.strip().lower() for key in self.entities}) < 2:
            raise FieldError("entities", "an entity cannot be merged with, or split from, itself")
        if self.at is not None and self.at > datetime.now(UTC) + timedelta(days=1):
            # it would stand against every decision the user makes after the import
            raise FieldError("at", "a decision's `at` must not be in the future")
        return self


class ConversationTurnIn(BaseModel):
    """A turn of an exported conversation: its record by source_ref, its place and whether it
    is still in the active sequence (a reset or an abandoned branch leaves it out)."""

    model_config = ConfigDict(extra="forbid")
    source_ref: Annotated[str, Field(min_length=1, max_length=ID_MAX)]
    hash: Annotated[str, Field(max_length=200)]
    role: Annotated[str, Field(max_length=50)]
    sort_key: int
    position: int | None = None
    active: bool = True


class ConversationIn(BaseModel):
    """A host conversation as an export writes it (cypher/conversations/export): its alias,
    bookkeeping and turns, so a copy continues it as the original would."""

    model_config = ConfigDict(extra="forbid")
    conversation: Annotated[str, Field(min_length=1, max_length=ID_MAX)]
    alias_of: Annotated[str, Field(min_length=1, max_length=ID_MAX)] | None = None
    epoch: Annotated[int, Field(ge=0)] = 0
    digest: Annotated[str, Field(max_length=200)] = ""
    turn_count: Annotated[int, Field(ge=0)] = 0
    tail_key: int | None = None
    tail_position: int | None = None
    tail_source_ref: Annotated[str, Field(max_length=ID_MAX)] | None = None
    tail_hashes: list[Annotated[str, Field(max_length=200)]] = Field(default_factory=list)
    tail_roles: list[Annotated[str, Field(max_length=50)]] = Field(default_factory=list)
    reset_at: UtcTime = None
    turns: list[ConversationTurnIn] = Field(default_factory=list, max_length=100_000)


class ConversationsImported(BaseModel):
    imported: int = 0  # written here with their turns and aliases
    existing: int = 0  # this user has a conversation of that id: left as it is
    waiting: int = 0  # its turns' records are not here (yet): not written; import them first


class ImportFailure(BaseModel):
    index: int
    error: str
    message: str


class DecisionsImported(BaseModel):
    applied: int = 0    # found their memory (or both entities) and were applied
    waiting: int = 0    # their memory is not derived here yet: applied when curation derives it
    unmatched: int = 0  # name records this user does not have
    superseded: int = 0  # a later decision of the user's about the same memory stands
    unchanged: int = 0  # already here as it is (the same export imported again): not reapplied


class ImportOut(BaseModel):
    created: int
    existing: int
    failed: list[ImportFailure]
    ids: list[str | None]
    decisions: DecisionsImported | None = None
    conversations: ConversationsImported | None = None


SIGNALS = ("semantic", "keyword", "graph", "recency", "importance", "topic", "entity", "task")
# Signals from a memory's surroundings (graphmem/retrieve/context_signals.py).
CONTEXT_SIGNALS = ("neighbour", "session", "speaker", "reply")
# Signals from what the question asks for (graphmem/retrieve/answer_types.py, query_dates.py).
QUESTION_SIGNALS = ("answer_type", "time", "statement")


class Weights(BaseModel):
    model_config = ConfigDict(extra="forbid")

    semantic: float | None = Field(default=None, ge=0, le=10)
    keyword: float | None = Field(default=None, ge=0, le=10)
    graph: float | None = Field(default=None, ge=0, le=10)
    recency: float | None = Field(default=None, ge=0, le=10)
    importance: float | None = Field(default=None, ge=0, le=10)
    topic: float | None = Field(default=None, ge=0, le=10)
    entity: float | None = Field(default=None, ge=0, le=10)
    task: float | None = Field(default=None, ge=0, le=10)
    neighbour: float | None = Field(default=None, ge=0, le=10)
    session: float | None = Field(default=None, ge=0, le=10)
    speaker: float | None = Field(default=None, ge=0, le=10)
    reply: float | None = Field(default=None, ge=0, le=10)
    answer_type: float | None = Field(default=None, ge=0, le=10)
    time: float | None = Field(default=None, ge=0, le=10)
    statement: float | None = Field(default=None, ge=0, le=10)

    def given(self) -> dict[str, float]:
        return {k: v for k, v in self.model_dump().items() if v is not None}


class SearchIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    query: str = Field(max_length=10_000)
    mode: Literal["answer", "manager"] = "answer"
    top_k: int = Field(default=10, ge=1, le=100)
    kinds: list[MemoryKind] = Field(default_factory=list)
    types: list[RecordType] = Field(default_factory=list)
    # bounded as a write's ids are: a 100k-character filter or 100k speakers took seconds (more
    # speakers than a Lucene query takes clauses are read from the memories: search/scope_filtered)
    thread_id: str | None = Field(default=None, max_length=ID_MAX)
    topic_id: str | None = Field(default=None, max_length=ID_MAX)
    speakers: list[Annotated[str, Field(max_length=ID_MAX)]] = Field(default_factory=list,
                                                                      max_length=5000)
    since: UtcTime = None
    until: UtcTime = None
    as_of: UtcTime = None
    known_at: UtcTime = None
    include_superseded: bool = False
    include_archived: bool = False
    weights: Weights | None = None
    user_id: str | None = None

    @field_validator("thread_id", "topic_id", mode="before")
    @classmethod
    def _empty_is_absent(cls, value: Any) -> Any:
        return empty_is_absent(value)  # as a write stores "": no filter

    @field_validator("query")
    @classmethod
    def _query_not_blank(cls, value: str) -> str:
        if not visible(value):
            raise ValueError("query must not be empty (nor only invisible characters)")
        # composed as memories' text is (ingest/derive.py): "München" typed as "u" plus a
        # combining diaeresis is the same word
        return unicodedata.normalize("NFC", value)

    @model_validator(mode="after")
    def _window_in_order(self) -> SearchIn:
        if self.since and self.until and self.since > self.until:
            raise FieldError("since", "`since` is after `until`")
        return self



class SearchResult(BaseModel):
    memory_id: str
    kind: str
    text: str
    score: float
    signals: dict[str, float]
    record_ids: list[str]
    source_refs: list[str]
    thread_id: str | None = None
    topic_id: str | None = None
    sender: str | None = None
    source_path: str | None = None  # a document's chunk: the document it is part of
    occurred_at: str | None = None
    valid_from: str | None = None
    valid_to: str | None = None
    superseded_by: str | None = None
    entities: list[str] = Field(default_factory=list)


class RetrievalMetadata(BaseModel):
    recipe: str
    vector_candidates: int
    keyword_candidates: int
    graph_candidates: int
    dated_candidates: int = 0  # from the days or month the query names
    post_filter_count: int
    total_latency_ms: float


class SearchOut(BaseModel):
    results: list[SearchResult]
    retrieval_metadata: RetrievalMetadata


class VerifyOut(BaseModel):
    ok: bool
    records_checked: int
    first_bad_seq: int | None
    head_seq: int = 0
    head_hash: str = ""
    user_id: str = ""
    problem: str | None = None


class ErrorBody(BaseModel):
    error: str
    message: str
    field: str | None = None
