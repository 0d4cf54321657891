"""Request schemas of the time and graph questions (API.md "Read" and "Graph questions")."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from graphmem.models import ID_MAX, RecordType, UtcTime, empty_is_absent

MAX_QUERY_RECORDS = 1000


class RecordQueryIn(BaseModel):
    """POST /records/query. `kinds` and `keys` are state_object kinds and keys."""

    model_config = ConfigDict(extra="forbid")

    types: list[RecordType] = Field(default_factory=list)
    kinds: list[Annotated[str, Field(max_length=ID_MAX)]] = Field(default_factory=list,
                                                                   max_length=1000)
    keys: list[Annotated[str, Field(max_length=ID_MAX)]] = Field(default_factory=list,
                                                                  max_length=1000)
    thread_id: str | None = Field(default=None, max_length=ID_MAX)
    topic_id: str | None = Field(default=None, max_length=ID_MAX)
    sender: str | None = Field(default=None, max_length=ID_MAX)
    source_path: str | None = Field(default=None, max_length=4096)
    since: UtcTime = None
    until: UtcTime = None
    known_at: UtcTime = None
    limit: int = Field(default=100, ge=1, le=MAX_QUERY_RECORDS)
    order: Literal["asc", "desc"] = "asc"
    user_id: str | None = None

    @field_validator("thread_id", "topic_id", "sender", "source_path", mode="before")
    @classmethod
    def _empty_is_absent(cls, value: Any) -> Any:
        return empty_is_absent(value)  # as a write stores "": no filter



class ConnectIn(BaseModel):
    """POST /connect: names or ids of two entities."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    source: str = Field(alias="from", min_length=1, max_length=ID_MAX)
    target: str = Field(alias="to", min_length=1, max_length=ID_MAX)
    max_hops: int = Field(default=4, ge=1, le=6)
    k: int = Field(default=3, ge=1, le=20)
    as_of: UtcTime = None
    known_at: UtcTime = None
    user_id: str | None = None

    @field_validator("source", "target")
    @classmethod
    def _not_blank(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("must name an entity")
        return value.strip()



class MergeIn(BaseModel):
    """POST /entities/{id}/merge: the other entity (name or id) is the same thing."""

    model_config = ConfigDict(extra="forbid")

    other: str = Field(min_length=1, max_length=ID_MAX)
    user_id: str | None = None


class UnmergeIn(BaseModel):
    """POST /entities/{id}/unmerge: split it from `other`, or from every entity it was merged
    with when `other` is omitted."""

    model_config = ConfigDict(extra="forbid")

    other: str | None = Field(default=None, max_length=ID_MAX)
    user_id: str | None = None
