"""Per-candidate signals, each in [0, 1]. Decay is re-ranking only: nothing is ever deleted."""

from __future__ import annotations

import math
import re
from datetime import datetime

from graphmem.models import parse_iso

HALF_LIFE_DAYS = {"none": None, "slow": 90.0, "medium": 14.0, "fast": 2.0}
SENTENCE_END = re.compile(r"(?<=[.!?])[\"'”’)\]]*\s+")
CLOSERS = " \"'”’)]}*_"


def decay_factor(decay_class: str | None, last_access: str | None, occurred: str | None,
                 now: datetime, pinned: bool = False) -> float:
    """exp(-ln2 / half_life * days since `last_access`, else since `occurred`); a recipe
    whose clock counts accesses passes the last one (retrieve/recipes.py `recency_clock`)."""
    half_life = HALF_LIFE_DAYS.get(decay_class or "medium", 14.0)
    if pinned or half_life is None:
        return 1.0
    since = parse_iso(last_access) or parse_iso(occurred)
    if since is None:
        return 1.0
    days = max(0.0, (now - since).total_seconds() / 86400.0)
    return math.exp(-math.log(2) / half_life * days)


def jaccard(a: set[str], b: set[str]) -> float:
    if not a or not b:
        return 0.0
    return len(a & b) / len(a | b)


def read_confidence(confidence: float, last_seen: str | None, activity_at: str | None,
                    now: datetime, half_life_days: float = 60.0) -> float:
    """A discovered pattern's confidence at read time: it halves every `half_life_days` the
    pattern goes unseen while the user is active; after the user's last activity the clock is
    frozen (a dormant project does not forget its habits)."""
    seen = parse_iso(last_seen)
    if seen is None:
        return confidence
    active = parse_iso(activity_at)
    until = min(now, active) if active is not None and active >= seen else now
    days = max(0.0, (until - seen).total_seconds() / 86400.0)
    return confidence * 0.5 ** (days / half_life_days)


def discovered_weight(row: dict, now: datetime) -> float:
    """Score multiplier of a discovered (not person-confirmed) memory: from 0.5 to 1.0 by its
    read-time confidence, so discovery reduces a score by at most 50% against explicit memory."""
    confidence = row.get("confidence")
    if confidence is None:
        confidence = row.get("importance") or 0.0
    effective = read_confidence(float(confidence), row.get("pattern_last_seen"),
                                row.get("activity_at"), now)
    return 0.5 + 0.5 * min(1.0, max(0.0, effective))


def statement_share(text: str | None) -> float:
    """The share of a memory's text (by characters) in sentences that state rather than ask.
    A question echoes the words of a later question about the same thing ("What did you do at
    the lake?") but holds no answer; the reply that does may share few of them."""
    if not text or "?" not in text:
        return 1.0  # most memories; a search scores some 300
    sentences = [p for p in SENTENCE_END.split(text) if any(c.isalnum() for c in p)]
    total = sum(len(p) for p in sentences)
    if not total:
        return 1.0
    asked = sum(len(p) for p in sentences if p.rstrip(CLOSERS).endswith("?"))
    return 1.0 - asked / total
