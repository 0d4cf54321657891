"""What every curation job shares: the injected clock, deterministic ids, vector helpers."""

from __future__ import annotations

import json
import uuid
from collections.abc import Callable
from datetime import UTC, datetime, timedelta

import numpy as np

from graphmem.models import iso

Clock = Callable[[], datetime]

_NS = uuid.UUID("2d0f8a3e-6b7c-4c55-9a51-3f6e2b8d7c10")

# The decay class curation assigns to each kind (DESIGN.md "Decay"); pinned memories get 'none'.
KIND_DECAY = {
    "fact": "slow", "summary": "slow", "procedure": "slow", "chunk": "slow", "state": "slow",
    "episode": "medium", "turn": "medium", "observation": "medium",
    "working": "fast", "task": "fast",
}


def system_clock() -> datetime:
    return datetime.now(UTC)


def curated_id(user_id: str, *parts: str) -> str:
    """Deterministic: a job run again (or a rebuild) gives a curated memory the id it had.

    Injective: distinct parts never share an id. Parts free of "/" keep the "/"-joined name they
    always had (so ids already issued, and the decisions that name them, stay valid); any other
    tuple is named by its JSON array, which starts with "[" where a joined name cannot."""
    names = (user_id, "curated", *parts)
    if user_id.startswith("[") or any("/" in name for name in names):
        key = json.dumps(names, ensure_ascii=False)
    else:
        key = "/".join(names)
    return str(uuid.uuid5(_NS, key))


def decay_class_for(kind: str, pinned: bool = False, confirmed: bool = False) -> str:
    if pinned:
        return "none"
    if kind == "task" and confirmed:
        return "slow"
    return KIND_DECAY.get(kind, "medium")


def fresh_fields() -> dict:
    """What a new curated memory starts with; a job never resets these afterwards."""
    return {"pinned": False, "importance": 0.5, "access_count": 0, "superseded": False,
            "archived": False}




def shift(moment: datetime, **delta: float) -> str:
    return iso(moment + timedelta(**delta))


def unit_rows(vectors) -> np.ndarray:
    """Rows scaled to length 1 (cosine = dot product)."""
    matrix = np.asarray(vectors, dtype=np.float32)
    if matrix.ndim != 2 or matrix.shape[0] == 0:
        return matrix.reshape(0, 0)
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    return matrix / np.where(norms == 0, 1.0, norms)


def centrality(vectors) -> np.ndarray:
    """Each vector's cosine to the normalised centroid: the sentence most like all the others."""
    unit = unit_rows(vectors)
    if unit.size == 0:
        return np.zeros(0)
    centroid = unit.mean(axis=0)
    norm = np.linalg.norm(centroid)
    return unit @ (centroid / norm) if norm else np.zeros(len(unit))


def cosine(a, b) -> float:
    va, vb = np.asarray(a, dtype=np.float32), np.asarray(b, dtype=np.float32)
    denom = float(np.linalg.norm(va) * np.linalg.norm(vb))
    return float(va @ vb) / denom if denom else 0.0


def jaccard(a, b) -> float:
    a, b = set(a), set(b)
    return len(a & b) / len(a | b) if a and b else 0.0
