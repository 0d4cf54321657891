"""BM25 with the user's own statistics.

Lucene's BM25 takes its document frequencies and mean length from the whole full-text index, so
in a shared store other users' words decide which of this user's words are rare (LoCoMo dev R@10
0.846 -> 0.835 with 5,100 memories of one other user in the store; docs/DEVELOPING.md). Lucene
still finds the candidates (scoped to the user inside the index); this module scores them again
with document frequencies counted over the user's own memories, analysed the way the index's
english analyzer does (possessive dropped, stop words, Porter stems). A user who holds nearly the
whole store keeps Lucene's scores (retrieve/search.py OWN_KEYWORD_STATS_BELOW).

Statistics are counted per user in this process and counted again once the user's memory count
has moved by a tenth. They weigh words; they do not decide which memories are found (Lucene's
match is always current), so a little staleness moves scores, never hides a write."""

from __future__ import annotations

import logging
import math
from collections import Counter
from collections.abc import Iterable
from concurrent.futures import Executor
from dataclasses import dataclass, field

from graphmem.lru import LRU
from graphmem.nlp.porter import stem
from graphmem.retrieve.answer_types import WORD
from graphmem.retrieve.background_reads import BackgroundReads

log = logging.getLogger(__name__)

# Lucene's EnglishAnalyzer.ENGLISH_STOP_WORDS_SET, which the full-text index drops.
ENGLISH_STOP = frozenset("""
a an and are as at be but by for if in into is it no not of on or such that the their then there
these they this to was will with
""".split())
K1, B = 1.2, 0.75  # Lucene's BM25Similarity defaults
SAMPLE_MAX = 20_000  # memories counted at most; above it a random share stands for the rest
STALE_SHARE = 0.1  # counted again once the user's memory count moved by more than this share
BUILD_INLINE_MAX = 2_000  # above this many memories a count runs in the background (~50 ms here)
USERS_MAX = 256  # users whose statistics a process keeps (a LoCoMo conversation's: ~0.2 MB)
# ... and the distinct terms they hold in all, ~80 bytes each: 20,000 memories of chat hold ~20k
# terms (1.4 MB), of tickets full of ids ~70k (5.6 MB), so 256 such users would hold 1.4 GB
# (docs/DEVELOPING.md, "Memory of a long-running process").
TERMS_HELD_MAX = 1_000_000


def analyze(text: str | None) -> list[str]:
    """A text's index terms: lowercase words without possessive 's, stop words dropped, stemmed
    ("Melanie's paintings" -> ["melani", "paint"])."""
    if not text:
        return []
    return index_terms(WORD.findall(text.lower()))


def index_terms(words: list[str]) -> list[str]:
    """Lowercase words as the index holds them: stemmed, without the stop words."""
    terms = [_TERMS[w] if w in _TERMS else _term(w) for w in words]
    return [t for t in terms if t]


# word -> its stem, or "" for a stop word: a search analyses ~100 memories, and a dict lookup is
# a third of the cost of a cached call (bounded: cleared when it reaches _TERMS_MAX words).
_TERMS: dict[str, str] = {}
_TERMS_MAX = 200_000


def _term(word: str) -> str:
    if len(_TERMS) >= _TERMS_MAX:
        _TERMS.clear()
    # "s" is what is left of a possessive ("Melanie's" -> "melanie", "s"), which the index drops
    term = _TERMS[word] = "" if word in ENGLISH_STOP or word == "s" else stem(word)
    return term


# text -> its terms, for the memories searches keep finding (a search scores ~100; analysing
# them took ~1.2 ms of its CPU) and for senders (few per user, one per memory). Cleared whole
# when full: cheaper than keeping an LRU order. Full by count or by the characters of the texts
# it keeps alive: 50,000 turns hold ~10 MB of text, 50,000 document chunks would hold 150 MB.
_ANALYZED: dict[str, list[str]] = {}
_ANALYZED_MAX = 50_000
_ANALYZED_CHARS_MAX = 20_000_000
_analyzed_chars = 0


def _analyzed(text: str | None) -> list[str]:
    global _analyzed_chars
    if not text:
        return []
    terms = _ANALYZED.get(text)
    if terms is None:
        if len(_ANALYZED) >= _ANALYZED_MAX or _analyzed_chars >= _ANALYZED_CHARS_MAX:
            _ANALYZED.clear()
            _analyzed_chars = 0
        terms = _ANALYZED[text] = analyze(text)
        _analyzed_chars += len(text)
    return terms


@dataclass
class FieldStats:
    """Document count, mean length and document frequencies of one indexed field."""

    docs: int = 0
    total_length: int = 0
    df: Counter = field(default_factory=Counter)

    def add(self, terms: list[str]) -> None:
        if not terms:
            return
        self.docs += 1
        self.total_length += len(terms)
        self.df.update(set(terms))

    def scaled(self, factor: float) -> FieldStats:
        """These counts as if taken over `factor` times as many memories (a sample's)."""
        if factor == 1.0:
            return self
        df = Counter({t: n * factor for t, n in self.df.items()})
        return FieldStats(round(self.docs * factor), round(self.total_length * factor), df)

    def idf(self, term: str) -> float:
        df = min(self.df.get(term, 0), self.docs)
        return math.log(1 + (self.docs - df + 0.5) / (df + 0.5))

    def score(self, query: list[str], terms: list[str]) -> float:
        if not terms or not self.docs:
            return 0.0
        norm = K1 * (1 - B + B * len(terms) / (self.total_length / self.docs))
        total = 0.0
        for q in query:
            tf = terms.count(q)  # a memory's terms are few: cheaper than a Counter per memory
            if tf:
                total += self.idf(q) * tf / (tf + norm)
        return total


@dataclass
class UserStats:
    """The statistics of one user's text and sender fields, as counted over `memories`."""

    memories: int
    text: FieldStats
    sender: FieldStats

    def score(self, query: list[str], text: str | None, sender: str | None) -> float:
        """BM25 of one memory for the query terms, summed over the two fields as Lucene sums the
        clauses of `text:(...) OR sender:(...)`."""
        return self.text.score(query, _analyzed(text)) + self.sender.score(query, _analyzed(sender))

    def terms(self) -> int:
        """Distinct terms held: what these statistics cost in memory."""
        return len(self.text.df) + len(self.sender.df)

    def stale(self, memories: int) -> bool:
        return abs(memories - self.memories) > STALE_SHARE * self.memories


def count(texts: Iterable[str | None], senders: Iterable[str], memories: int,
          share: float) -> UserStats:
    """Statistics from search/keyword_corpus (a `share` of the user's memories)."""
    text, sender = FieldStats(), FieldStats()
    for value in texts:
        text.add(analyze(value))
    for value in senders:
        sender.add(_analyzed(value))
    return UserStats(memories, text.scaled(1.0 / share), sender.scaled(1.0 / share))


class KeywordStats:
    """Per-user keyword statistics of this process, counted on first use and again when stale."""

    def __init__(self, store, executor: Executor):
        """`executor`: where large users are counted (the searcher's background reads, which
        its close() waits for)."""
        self.store = store
        self._stats: LRU[str, UserStats] = LRU(USERS_MAX, weigh=UserStats.terms,
                                                max_weight=TERMS_HELD_MAX)
        self._counts = BackgroundReads(executor, "counting keyword statistics")

    def get(self, user_id: str, memories: int) -> UserStats | None:
        """The user's statistics; `memories`: how many the user has now (a recent count). None
        while a large user's first count runs in the background (the index's own scores serve
        meanwhile: counting 20,000 memories takes about half a second, too long for one search)."""
        stats = self._stats.get(user_id)
        if stats is not None and not stats.stale(memories):
            return stats
        if memories <= BUILD_INLINE_MAX:
            return self._stats.put(user_id, self._count(user_id, memories))
        self._recount_in_background(user_id, memories)
        return stats

    def _count(self, user_id: str, memories: int) -> UserStats:
        share = min(1.0, SAMPLE_MAX / memories) if memories else 1.0
        row = self.store.read("search/keyword_corpus", user_id=user_id, share=share)[0]
        return count(row["texts"], row["senders"], memories, share)

    def _recount_in_background(self, user_id: str, memories: int) -> None:
        self._counts.start(user_id, lambda: self._count(user_id, memories),
                           lambda stats: self._stats.put(user_id, stats))
