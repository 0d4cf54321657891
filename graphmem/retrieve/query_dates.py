"""The dates a question names, and how close a memory's time is to them.

"What did John share with Tim in January 2024?", "... as mentioned on 3 June, 2023?": a
question that names a date asks about what was said then. The `time` signal is 1 for a memory
that occurred inside the named day, month or year, falls off linearly over a margin beyond it
(a day: a week, so "on 3 June" still finds the turn of 1 June; a month: half a month; a year:
two months), and is 0 when the question names no date. A month named without a year ("When did
Melanie go camping in June?") is that month of any year: a conversation of a year or so holds
one June, and a store of several years leaves the other signals to pick among its Junes. A day
without a year ("on June 5") names no window.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from functools import lru_cache

from graphmem.models import parse_iso

_MONTHS = {m: i for i, m in enumerate(
    ("january february march april may june july august september october november "
     "december").split(), start=1)}
_MONTH = r"(january|february|march|april|may|june|july|august|september|october|november|december)"
_DAY = r"(\d{1,2})(?:st|nd|rd|th)?"
_YEAR = r"((?:19|20)\d\d)"
_PATTERNS = (  # most specific first; each match's text is consumed
    ("day", re.compile(rf"\b{_DAY}\s+(?:of\s+)?{_MONTH},?\s+{_YEAR}\b", re.I), (1, 2, 3)),
    ("day", re.compile(rf"\b{_MONTH}\s+{_DAY},?\s+{_YEAR}\b", re.I), (2, 1, 3)),
    ("month", re.compile(rf"\b{_MONTH},?\s+(?:of\s+)?{_YEAR}\b", re.I), (None, 1, 2)),
    ("year", re.compile(rf"\b(?:in|during|of|since|by|early|late|mid)\s+{_YEAR}\b", re.I),
     (None, None, 1)),
)
_MARGIN = {"day": timedelta(days=7), "month": timedelta(days=15), "year": timedelta(days=60)}
# "in June", "of November", "by August": a month with no day or year after it (those above have
# taken theirs), nor a name's possessive ("in June's kitchen")
_ANY_YEAR_MONTH = re.compile(
    rf"\b(?:in|during|of|since|by|early|late|mid|last)\s+{_MONTH}\b(?!\s*,?\s*\d|['’]s)",
    re.I)


@dataclass(frozen=True)
class Window:
    start: datetime
    end: datetime  # exclusive
    margin: timedelta

    def closeness(self, when: datetime) -> float:
        if self.start <= when < self.end:
            return 1.0
        gap = self.start - when if when < self.start else when - self.end
        return max(0.0, 1.0 - gap / self.margin)


@dataclass(frozen=True)
class AnyYearMonth:
    """A month named without its year: the memory's time against that month of its own year
    and of the years either side (a turn of 28 December is close to a January)."""

    month: int

    def closeness(self, when: datetime) -> float:
        years = range(max(when.year - 1, 1), min(when.year + 1, 9998) + 1)
        return max(_month_window(year, self.month).closeness(when) for year in years)


def query_windows(query: str) -> tuple[Window | AnyYearMonth, ...]:
    """The day, month and year windows a question names, then the months it names alone."""
    windows: list[Window | AnyYearMonth] = []
    rest = query
    for grain, pattern, (d, m, y) in _PATTERNS:
        for match in pattern.finditer(rest):
            window = _window(grain, match, d, m, y)
            if window is not None:
                windows.append(window)
        rest = pattern.sub(" ", rest)
    windows += [AnyYearMonth(_MONTHS[match.group(1).lower()])
                for match in _ANY_YEAR_MONTH.finditer(rest)]
    return tuple(windows)


@lru_cache(maxsize=512)  # a search asks for the same few months of every candidate's year
def _month_window(year: int, month: int) -> Window:
    start = datetime(year, month, 1, tzinfo=UTC)
    end = datetime(year + month // 12, month % 12 + 1, 1, tzinfo=UTC)
    return Window(start, end, _MARGIN["month"])


def _window(grain: str, match: re.Match, d, m, y) -> Window | None:
    year = int(match.group(y))
    month = _MONTHS[match.group(m).lower()] if m else 1
    try:
        start = datetime(year, month, int(match.group(d)) if d else 1, tzinfo=UTC)
    except ValueError:  # "31 February"
        return None
    if grain == "month":
        return _month_window(year, month)
    end = start + timedelta(days=1) if grain == "day" else datetime(year + 1, 1, 1, tzinfo=UTC)
    return Window(start, end, _MARGIN[grain])


def time_match(windows: tuple[Window | AnyYearMonth, ...], occurred_at: str | None) -> float:
    """How close the memory's time is to the nearest window the question names (0..1)."""
    if not windows:
        return 0.0
    when = parse_iso(occurred_at)
    if when is None:
        return 0.0
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    return max(w.closeness(when) for w in windows)
