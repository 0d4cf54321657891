"""Three-tier near-duplicate handling for curated memories (thresholds in settings):
cosine >= dedup_reinforce (0.95) reinforces the existing memory (its evidence grows, no new
memory); dedup_log..dedup_reinforce (0.85-0.95) reinforces it and logs the new evidence (an
`:Evidence` node: the text as it was seen); below dedup_log it is a memory of its own."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from graphmem.curate import lease
from graphmem.curate.common import curated_id, unit_rows


@dataclass
class Candidate:
    id: str
    text: str
    vector: list[float]
    record_ids: list[str]
    rank: tuple  # lower ranks first: the canonical memory of a group is its first member
    payload: dict[str, Any] = field(default_factory=dict)
    merged: list[tuple[Candidate, float]] = field(default_factory=list)

    @property
    def all_record_ids(self) -> list[str]:
        ids = list(self.record_ids)
        for other, _ in self.merged:
            ids.extend(other.record_ids)
        return list(dict.fromkeys(ids))

    def evidence_rows(self, user_id: str, low: float, high: float, now: str) -> list[dict]:
        """The logged evidence of this memory: members merged in the 'reinforce + log' band."""
        return [{"id": curated_id(user_id, "evidence", self.id, other.id),
                 "memory_id": self.id, "text": other.text, "similarity": round(sim, 4),
                 "record_ids": other.record_ids, "at": now}
                for other, sim in self.merged if low <= sim < high]


def merge(candidates: list[Candidate], low: float) -> list[Candidate]:
    """Group candidates: each joins the most similar earlier canonical at cosine >= `low`, else
    becomes a canonical itself. Deterministic: candidates are taken in `rank` order."""
    ordered = sorted(candidates, key=lambda c: c.rank)
    kept: list[Candidate] = []
    kept_unit = np.zeros((0, 0), dtype=np.float32)
    for cand in ordered:
        unit = unit_rows([cand.vector])
        if len(kept):
            sims = kept_unit @ unit[0]
            best = int(np.argmax(sims))
            if sims[best] >= low:
                kept[best].merged.append((cand, float(sims[best])))
                continue
        kept.append(cand)
        kept_unit = unit if kept_unit.size == 0 else np.vstack([kept_unit, unit])
    return kept


def best_match(vector, existing: list[dict]) -> tuple[dict | None, float]:
    """The existing memory ({id, embedding, ...}) nearest to `vector`, and its cosine."""
    usable = [e for e in existing if e.get("embedding")]
    if not usable:
        return None, 0.0
    sims = unit_rows([e["embedding"] for e in usable]) @ unit_rows([vector])[0]
    best = int(np.argmax(sims))
    return usable[best], float(sims[best])


def write_merged(services, user_id: str, candidates: list[Candidate], decided: dict[str, str],
                 row: Callable[[Candidate, bool], dict], now: str) -> int:
    """Merge near-duplicate candidates (three tiers) and write them with their evidence under
    the job's lease. `row(candidate, confirmed)` makes a memory row. A dismissed one is written
    too (it stays archived: a job never sets `archived`), so a rebuild gives it back and the
    dismissal can still be undone. Returns how many memories were written."""
    settings = services.settings
    kept = merge(candidates, settings.dedup_log)
    rows = [row(c, decided.get(c.id) == "confirm") for c in kept]
    for c, r in zip(kept, rows, strict=True):
        if decided.get(c.id) == "dismiss":  # made again by a rebuild: archived from the start
            r["create"] = {**r["create"], "archived": True}
    evidence = [e for c in kept for e in c.evidence_rows(
        user_id, settings.dedup_log, settings.dedup_reinforce, now)]
    lease.write_many(services.store, [
        ("curate/upsert_memories", {"user_id": user_id, "rows": rows}),
        ("curate/log_evidence", {"user_id": user_id, "rows": evidence}),
    ])
    return len(rows)
