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
    unmarked = _unmarked_question(text) if text and "?" not in text else ""
    if not text or ("?" not in text and not unmarked):
        return 1.0  # most memories; a search scores some 300
    sentences = [p for p in SENTENCE_END.split(text) if any(c.isalnum() for c in p)]
    total = sum(len(p) for p in sentences)
    if not total:
        return 1.0
    asked = sum(len(p) for p in sentences if p.rstrip(CLOSERS).endswith("?")) + len(unmarked)
    return 1.0 - min(1.0, asked / total)


# A question typed without its "?" ("What's the plan for moving day", "how's Pepper's leg 🐶",
# "does the notecard have interest"): a last sentence with no end mark that opens as a question
# does, with a wh-word or an auxiliary before its subject ("Have fun", "Did it!" and "what a
# day" do not).
_OPENS_AS_QUESTION = re.compile(
    r"^(?:(?:so|and|but|ok|okay|also|wait|hey|anyway|oh|wow|omg|lol|haha|hmm|well|yeah"
    r"|cool|nice)\W+)*(?:"
    r"(?:what(?!\s+an?\b)|when|where|which|who|whose|why|how)\b"
    r"|(?:do|does|did|is|are|was|were|can|could|would|will|should|have|has|had)\s+"
    r"(?:you|he|she|it|they|we|i|the|your|his|her|their|that|this|there|any\w*|some\w*)\b)",
    re.I)


def asks(text: str) -> bool:
    """Whether a turn asks something: a "?" in it, or a last sentence typed without one."""
    return "?" in text or bool(_unmarked_question(text))


def _unmarked_question(text: str) -> str:
    """The text's last sentence if it has no end mark and opens as a question, else ''."""
    text = text.rstrip()
    if not text or text[-1] in ".!":  # most turns: checked first, a search scores ~300
        return ""
    last = text[max(text.rfind(mark) for mark in ".!?\n") + 1:].lstrip()
    return last if _OPENS_AS_QUESTION.match(last) else ""
