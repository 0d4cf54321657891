"""The kind of entity a question asks for, and whether a memory names one.

A classic question-answering cue that needs no model: the answer to "which cities ..." names a
place, to "who ..." a person, to "when ..." a date. A memory that mentions an entity of the asked
type (other than the ones the question itself names) is more likely to hold the answer than one
that only talks around the topic; `answer_type` is 1 for it. On the LoCoMo dev split this lifts
turns like "I was in Chicago, it was awesome!" for "Which cities has John been to?".
"""

from __future__ import annotations

import re
from collections.abc import Iterable

WORD = re.compile(r"[^\W_]+", re.UNICODE)

# A length of time stated in a memory's text: the answer to "how long ...". The pipeline keeps
# no entity for it (a duration is no point in time to link), so it is read from the text.
DURATION = "duration"
_AMOUNT = (r"(?:\d+(?:\.\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|"
           r"twelve|fifteen|twenty|thirty|forty|fifty|sixty|ninety|a few|few|a couple of|"
           r"several|many)")
_STATED_DURATION = re.compile(
    rf"\b{_AMOUNT}\s+(?:more\s+)?(?:years?|months?|weeks?|days?|hours?|minutes?|decades?)\b",
    re.I)

_WORKS = frozenset({"concept", "person", "organization", "event"})
RULES: tuple[tuple[re.Pattern[str], frozenset[str]], ...] = (
    (re.compile(r"\b(?:where|cit(?:y|ies)|countr(?:y|ies)|states?|places?|locations?|areas?|"
                r"towns?|destinations?|geographical)\b", re.I), frozenset({"place"})),
    (re.compile(r"\b(?:who|whom|whose|names?)\b", re.I), frozenset({"person"})),
    (re.compile(r"^\s*when\b|\bwhat (?:date|year|month|day)\b", re.I), frozenset({"date"})),
    # a date ("since 2019") or a duration stated in the text ("for 3 years now", which names no
    # entity: DURATION above)
    (re.compile(r"\bhow long\b", re.I), frozenset({"date", DURATION})),
    # "which database ..." names a technology ("moved billing from MySQL to PostgreSQL")
    (re.compile(r"\b(?:databases?|languages?|frameworks?|librar(?:y|ies)|tools?|stack|"
                r"platforms?|cloud|message (?:broker|queue)s?|brokers?)\b", re.I),
     frozenset({"technology"})),
    # titles and names of works, products, acts: the stock model types them loosely
    (re.compile(r"\b(?:books?|movies?|films?|songs?|bands?|artists?|games?|shows?|titles?|"
                r"novels?|series|albums?)\b", re.I), _WORKS),
    (re.compile(r"\b(?:compan(?:y|ies)|organi[sz]ations?|brands?|teams?|charit(?:y|ies)|"
                r"schools?|employers?)\b", re.I), frozenset({"organization"})),
)


def expected_types(query: str) -> frozenset[str]:
    """Entity types an answer to `query` would name; empty when the question does not say."""
    found: set[str] = set()
    for pattern, types in RULES:
        if pattern.search(query):
            found |= types
    return frozenset(found)


# "What activities does Melanie partake in?", "Which books has she read?", "How many times ...?",
# "What are some changes ...": the head of the question is plural, the answer a list.
_LIST = re.compile(
    r"^\s*(?:what|which)\s+(?:\w+\s+){0,2}?\w+(?<!ss)(?<!'s)s\s+"
    r"(?:has|have|does|do|did|is|are|was|were)\b"
    r"|^\s*how many\b|\bwhat (?:are|were) (?:some|the)\b", re.I)


def asks_for_many(query: str) -> bool:
    """Whether the question asks for a list of things (its answer spans many memories)."""
    return bool(_LIST.search(query))


_QUESTION = re.compile(
    r"\?\s*$|^\s*(?:what|when|where|which|who|whom|whose|why|how|is|are|was|were|do|does|did"
    r"|can|could|should|would|will|has|have|had)\b", re.I)


def is_question(query: str) -> bool:
    """Whether the query asks a question ("How long was p99 high?") rather than names a topic
    ("alert on consumer lag"): a question is answered by what states, a topic by anything."""
    return bool(_QUESTION.search(query))


def query_words(query: str) -> frozenset[str]:
    return frozenset(w.lower() for w in WORD.findall(query))


def answer_type(expected: frozenset[str], words: frozenset[str],
                entities: Iterable[tuple[str, str]], text: str) -> float:
    """1.0 when one of the memory's (key, type) entities has an expected type and is not one the
    question names ("John" in "Which cities has John been to?" answers nothing), or when a
    duration is expected and the text states one."""
    if not expected:
        return 0.0
    if DURATION in expected and _STATED_DURATION.search(text):
        return 1.0
    for key, etype in entities:
        if etype in expected and not words.intersection(key.split()):
            return 1.0
    return 0.0
