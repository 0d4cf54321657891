"""The dates a question names, and how close a memory's time is to them.

"What did John share with Tim in January 2024?", "... as mentioned on 3 June, 2023?": a
question that names a date asks about what was said then. The `time` signal is 1 for a memory
that occurred inside the named day, month or year, falls off linearly over a margin beyond it
(a day: a week, so "on 3 June" still finds the turn of 1 June; a month: half a month; a year:
two months), and is 0 when the question names no date. A month, a day or a season named
without a year ("When did Melanie go camping in June?", "... when they met on Aug 15th?", "during
the summer") is that time of any year: a conversation of a year or so holds one June, and a store
of several years leaves the other signals to pick among its Junes. Seasons are the northern
hemisphere's meteorological ones (summer June-August; the winter of 2023 runs from December 2022
to February 2023); "summer 2021" is that year's. "Between August 11 and August 15 2023" is one
window over both days.
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
_MONTHS.update({name[:3]: i for name, i in list(_MONTHS.items())} | {"sept": 9})
_MONTH = (r"(january|february|march|april|may|june|july|august|september|october|november|december"
          r"|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)\.?")
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
# "between August 11 and August 15 2023", "from 3 to 7 June, 2023": days whose year is named
# once, after the second (read before _PATTERNS, which would take the second day alone)
_TO = r"\s+(?:and|to|until|till|through|-|–)\s+"
_DAY_RANGES = (
    (re.compile(rf"\b(?:between|from)\s+{_MONTH}\s+{_DAY}{_TO}(?:{_MONTH}\s+)?{_DAY},?\s+"
                rf"{_YEAR}\b", re.I), (2, 1, 4, 3, 5)),
    (re.compile(rf"\b(?:between|from)\s+(?:the\s+)?{_DAY}(?:\s+(?:of\s+)?{_MONTH})?{_TO}"
                rf"(?:the\s+)?{_DAY}\s+(?:of\s+)?{_MONTH},?\s+{_YEAR}\b", re.I), (1, 2, 3, 4, 5)),
)
# "in June", "of November", "by August": a month with no day or year after it (those above have
# taken theirs), nor a name's possessive ("in June's kitchen")
_ANY_YEAR_MONTH = re.compile(
    rf"\b(?:in|during|of|since|by|early|late|mid|last)\s+{_MONTH}(?!\w|\s*,?\s*\d|['’]s)",
    re.I)
# "on June 5", "Aug 15th", "the 5th of June": a day whose year the patterns above did not find
_ANY_YEAR_DAYS = (
    (re.compile(rf"\b{_DAY}\s+(?:of\s+)?{_MONTH}(?!\w)", re.I), 1, 2),
    (re.compile(rf"\b{_MONTH}\s+{_DAY}(?!\w|\s*,?\s*\d)", re.I), 2, 1),
)
_SEASONS = {"spring": 3, "summer": 6, "autumn": 9, "fall": 9, "winter": 12}
# "summer 2021", "the winter of 2022": a season of a year; "during the summer", "last fall": of
# any year. A season's word alone counts only in lowercase, and not "spring" or "fall": Summer
# and Winter are names, Spring a framework, and to fall and a spring are other things.
_SEASON = r"(spring|summer|autumn|winter|fall)"
_YEAR_SEASON = re.compile(rf"\b{_SEASON}\s+(?:of\s+)?{_YEAR}\b", re.I)
_ANY_YEAR_SEASON = re.compile(
    rf"\b(?:in|during|over|through|last|this|next|early|late|mid)\s+(?:the\s+)?{_SEASON}\b",
    re.I)
_BARE_SEASON = re.compile(r"\b(summer|autumn|winter)\b")


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
class AnyYear:
    """A month (`day` None), a day, or a season (`months` 3) named without its year: the
    memory's time against that time of its own year and of the years either side (a turn of
    28 December is close to a January)."""

    month: int
    day: int | None = None
    months: int = 1

    def closeness(self, when: datetime) -> float:
        years = range(max(when.year - 1, 1), min(when.year + 1, 9998) + 1)
        return max((w.closeness(when) for w in self.in_years(years)), default=0.0)

    def in_years(self, years: range) -> list[Window]:
        """This time in each of `years` (none in a year without it: 29 February)."""
        return [w for year in years if (w := _any_year_window(self, year)) is not None]


def query_windows(query: str) -> tuple[Window | AnyYear, ...]:
    """The season, day range, day, month and year windows a question names, then the times it
    names without a year: each reader in turn, on the text the ones before it left."""
    windows: list[Window | AnyYear] = []
    rest = query
    for pattern, read in _READERS:
        windows += [w for match in pattern.finditer(rest) if (w := read(match)) is not None]
        rest = pattern.sub(" ", rest)
    return tuple(dict.fromkeys(windows))


def _any_year_day(match: re.Match, d: int, m: int) -> AnyYear | None:
    day = int(match.group(d))
    # "10 may be enough": a lowercase "may" beside a number is the verb
    if 1 <= day <= 31 and match.group(m) != "may":
        return AnyYear(_month(match.group(m)), day)
    return None


def _month(name: str) -> int:
    return _MONTHS[name.lower().rstrip(".")]


@lru_cache(maxsize=1024)  # a search asks for the same few times of every candidate's year
def _any_year_window(time: AnyYear, year: int) -> Window | None:
    if time.months == 3:
        return _season_window(year, time.month)
    if time.day is None:
        return _month_window(year, time.month)
    return _day_window(year, time.month, time.day)


def _window(grain: str, match: re.Match, d, m, y) -> Window | None:
    year = int(match.group(y))
    if grain == "year":
        return Window(_month_start(year, 1), _month_start(year + 1, 1), _MARGIN["year"])
    month = _month(match.group(m))
    return _month_window(year, month) if grain == "month" else _day_window(
        year, month, int(match.group(d)))


def _day_range(match: re.Match, d1, m1, d2, m2, y) -> Window | None:
    """From the first day to the end of the second; a month named once is both's."""
    year = int(match.group(y))
    second_month = match.group(m2) or match.group(m1)
    first = _day_window(year, _month(match.group(m1) or second_month), int(match.group(d1)))
    last = _day_window(year, _month(second_month), int(match.group(d2)))
    if first is None or last is None or last.end <= first.start:
        return None
    return Window(first.start, last.end, _MARGIN["day"])


def _day_window(year: int, month: int, day: int) -> Window | None:
    try:
        start = datetime(year, month, day, tzinfo=UTC)
    except ValueError:  # "31 February", 29 February of a year without one
        return None
    return Window(start, start + timedelta(days=1), _MARGIN["day"])


@lru_cache(maxsize=512)  # a search asks for the same few months of every candidate's year
def _month_window(year: int, month: int) -> Window:
    return Window(_month_start(year, month), _month_start(year, month + 1), _MARGIN["month"])


def _season_window(year: int, first_month: int) -> Window:
    """Three months from `first_month`; winter (12) is that of the year it ends in."""
    start_year = year - 1 if first_month == 12 else year
    return Window(_month_start(start_year, first_month),
                  _month_start(start_year, first_month + 3), _MARGIN["month"])


def _month_start(year: int, month: int) -> datetime:
    """The first of `month` (past 12: of the years after)."""
    return datetime(year + (month - 1) // 12, (month - 1) % 12 + 1, 1, tzinfo=UTC)


def time_match(windows: tuple[Window | AnyYear, ...], occurred_at: str | None) -> float:
    """How close the memory's time is to the nearest window the question names (0..1)."""
    if not windows:
        return 0.0
    when = parse_iso(occurred_at)
    if when is None:
        return 0.0
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    return max(w.closeness(when) for w in windows)


def _season(match: re.Match) -> AnyYear:
    return AnyYear(_SEASONS[match.group(1).lower()], months=3)


# (pattern, what a match names), most specific first: "summer 2021" before "of 2022" is taken
# for the year, a range before its second day is taken alone (query_windows)
_READERS = (
    (_YEAR_SEASON, lambda m: _season_window(int(m.group(2)), _SEASONS[m.group(1).lower()])),
    *((pattern, lambda m, g=groups: _day_range(m, *g)) for pattern, groups in _DAY_RANGES),
    *((pattern, lambda m, g=grain, i=groups: _window(g, m, *i))
      for grain, pattern, groups in _PATTERNS),
    *((pattern, lambda m, d=d, mo=mo: _any_year_day(m, d, mo))
      for pattern, d, mo in _ANY_YEAR_DAYS),
    (_ANY_YEAR_MONTH, lambda m: AnyYear(_month(m.group(1)))),
    (_ANY_YEAR_SEASON, _season),
    (_BARE_SEASON, _season),
)
