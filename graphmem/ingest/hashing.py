"""The per-user hash chain: record_hash = sha256(canonical JSON of the row + hash at seq-1)."""

from __future__ import annotations

import hashlib
import json
from typing import Any

# The fields of a stored Record that the hash covers (everything but the hash itself).
CHAINED_FIELDS = (
    "id", "user_id", "seq", "type", "content", "source_ref", "prev_source_ref", "supersedes",
    "thread_id", "topic_id", "sender", "role", "occurred_at", "recorded_at", "kind", "key",
    "source_path", "metadata", "scrubbed", "flags",
)


def canonical(row: dict[str, Any]) -> str:
    picked = {name: row.get(name) for name in CHAINED_FIELDS}
    if picked["flags"] is None:
        picked["flags"] = []
    return json.dumps(picked, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def chain_hash(row: dict[str, Any], prev_hash: str) -> str:
    return hashlib.sha256((canonical(row) + prev_hash).encode("utf-8")).hexdigest()
