"""Per-candidate signals, each in [0, 1]. Decay is re-ranking only: nothing is ever deleted."""

from __future__ import annotations

import math
from datetime import datetime

HALF_LIFE_DAYS = {"none": None, "slow": 90.0, "medium": 14.0, "fast": 2.0}


def parse_time(value: str | None) -> datetime | None:
    if not value:
        return None
    return datetime.fromisoformat(value.replace("Z", "+00:00"))


def decay_factor(decay_class: str | None, last_access: str | None, occurred: str | None,
                 now: datetime, pinned: bool = False) -> float:
    """exp(-ln2 / half_life * days since last access); an access resets the clock."""
    half_life = HALF_LIFE_DAYS.get(decay_class or "medium", 14.0)
    if pinned or half_life is None:
        return 1.0
    since = parse_time(last_access) or parse_time(occurred)
    if since is None:
        return 1.0
    days = max(0.0, (now - since).total_seconds() / 86400.0)
    return math.exp(-math.log(2) / half_life * days)


def jaccard(a: set[str], b: set[str]) -> float:
    if not a or not b:
        return 0.0
    return len(a & b) / len(a | b)
