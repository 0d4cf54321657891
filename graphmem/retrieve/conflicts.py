"""Contradictions between current memories, flagged and never silently overwritten.

Two kinds (issue "Time and connections"):
- two values of one state_object (kind, key) that hold at the same event time;
- a single-valued typed relation ("reports_to", "is_primary_database_of", ...: a configurable
  list) asserted for one subject with different objects.

Each becomes a derived `(older:Memory)-[:CONFLICTS_WITH]->(newer:Memory)` edge. The writer calls
`check_batch` inside its transaction with what the batch touched (no query at all when a batch has
no state value and no single-valued relation, so bulk conversation ingest pays nothing); curation
re-checks everything with `detect_all`, which also drops conflicts that no longer hold.
"""

from __future__ import annotations

import functools
from typing import Any

from pydantic import field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from graphmem.models import now_iso
from graphmem.store.driver import Store, run_named

DEFAULT_SINGLE_VALUED = (
    "reports_to", "is_primary_database_of", "has_primary_database", "is_owned_by",
    "is_led_by", "is_managed_by", "is_hosted_on", "is_based_in", "lives_in", "is_married_to",
)


class ConflictSettings(BaseSettings):
    """GRAPHMEM_SINGLE_VALUED_RELATIONS: comma-separated relation types (or a JSON list)."""

    model_config = SettingsConfigDict(env_prefix="GRAPHMEM_", extra="ignore")

    single_valued_relations: list[str] = list(DEFAULT_SINGLE_VALUED)

    @field_validator("single_valued_relations", mode="before")
    @classmethod
    def _split(cls, value: Any) -> Any:
        if isinstance(value, str):
            return [v.strip() for v in value.split(",") if v.strip()]
        return value


@functools.lru_cache(maxsize=1)
def _configured() -> tuple[str, ...]:
    return tuple(ConflictSettings().single_valued_relations)


def single_valued_types() -> list[str]:
    return list(_configured())


def check_batch(tx, user_id: str, rows: list[dict[str, Any]], relations: list[tuple],
                types: list[str] | None = None, now: str | None = None) -> int:
    """The ingest hook: `rows` are the new records' rows, `relations` the batch's
    (source key, target key, type, memory id) drafts. Runs inside the writer's transaction.
    A state key's versions are compared only at the times this batch wrote: earlier pairs were
    compared when they were written."""
    types = types if types is not None else single_valued_types()
    now = now or now_iso()
    at: dict[tuple[str, str], set[str]] = {}  # each state key written: the times written
    for r in rows:
        if r.get("type") == "state_object":
            at.setdefault((r["kind"], r["key"]), set()).add(r["occurred_at"])
    keys = [{"kind": k, "key": v, "at": sorted(times)} for (k, v), times in sorted(at.items())]
    subjects = sorted({src for src, _dst, kind, _mem in relations if kind in types})
    return (_detect_states(tx, "conflicts/state_detect_at", user_id, keys, now)
            + _detect_relations(tx, user_id, subjects, types, now))


def _detect_states(tx, statement: str, user_id: str, keys: list[dict], now: str) -> int:
    """Same-time versions of these state keys (`statement` says which versions it compares)."""
    if not keys:
        return 0
    return run_named(tx, statement, {"user_id": user_id, "now": now, "keys": keys})[0]["found"]


def _detect_relations(tx, user_id: str, subjects: list[str], types: list[str], now: str) -> int:
    """Single-valued relations of these subjects with more than one object."""
    if not (subjects and types):
        return 0
    return run_named(tx, "conflicts/relation_detect", {
        "user_id": user_id, "now": now, "subjects": subjects, "types": types})[0]["found"]


class Conflicts:
    def __init__(self, store: Store, types: list[str] | None = None):
        self.store = store
        self.types = types if types is not None else single_valued_types()

    def list(self, user_id: str, include_resolved: bool = False,
             limit: int = 100) -> list[dict[str, Any]]:
        rows = self.store.read("conflicts/list", user_id=user_id,
                               include_resolved=include_resolved, limit=limit)
        return [_view(r) for r in rows]

    def detect_all(self, user_id: str) -> int:
        """Re-check every state key and single-valued relation of the user, in one transaction;
        conflicts that no longer hold (a merged entity, a corrected value) are dropped."""
        return self.store.write_tx(self._detect_all, user_id)

    def _detect_all(self, tx, user_id: str) -> int:
        params = {"user_id": user_id}
        keys = run_named(tx, "conflicts/state_keys", params)  # rows {kind, key}
        subjects = [r["key"] for r in run_named(tx, "conflicts/relation_subjects",
                                                {**params, "types": self.types})]
        run_named(tx, "conflicts/mark_stale", params)
        now = now_iso()
        found = (_detect_states(tx, "conflicts/state_detect", user_id, keys, now)
                 + _detect_relations(tx, user_id, subjects, self.types, now))
        run_named(tx, "conflicts/drop_stale", params)
        return found


def _view(row: dict[str, Any]) -> dict[str, Any]:
    out = {"type": row["type"], "resolved": row["resolved"], "detected_at": row["detected_at"],
           "memories": row["memories"]}
    if row["type"] == "state":
        out.update(kind=row["kind"], key=row["key"],
                   values=[m["text"] for m in row["memories"]])
    else:
        out.update(subject=row["subject_name"] or row["subject"], relation=row["relation"],
                   objects=row["objects"] or [])
    return out
