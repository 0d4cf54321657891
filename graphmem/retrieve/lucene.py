"""A query's words as the full-text index is asked for them: plain terms OR-ed, scoped to the
user, never Lucene syntax from user input; the words a question's keywords leave out (question
words, the speakers it names)."""

from __future__ import annotations

import re

from graphmem.retrieve.keyword_stats import analyze

WORD = re.compile(r"[^\W_]+", re.UNICODE)
LUCENE_OPERATORS = {"and", "or", "not", "to"}
MAX_TERMS = 32


# Question words, pronouns and auxiliaries: the english analyzer keeps them, and in a question
# ("what did she ...") they match every other memory and drown the words that carry the meaning.
QUERY_STOP = frozenset("""
a about after also am an and any are as at be been being but by can could did do does doing for
from had has have having he her hers him his how i if in into is it its me my of on or our she
should so such than that the their them then there these they this those to too us was we were
what when where which while who whom whose why will with would you your yours
""".split())


def query_terms(text: str, drop_stop: bool = False,
                drop: frozenset[str] = frozenset()) -> list[str]:
    """The words a keyword query searches for, lowercase. `drop`: words left out (unless nothing
    else is left), like the stop words."""
    terms = [t.lower() for t in WORD.findall(text)]
    terms = [t for t in dict.fromkeys(terms) if t not in LUCENE_OPERATORS]
    if drop_stop:
        terms = [t for t in terms if t not in QUERY_STOP] or terms
    if drop:
        terms = [t for t in terms if t not in drop] or terms
    return terms[:MAX_TERMS]


def lucene_query(text: str, user_id: str | None = None, fields: tuple[str, ...] = ("text",),
                 drop_stop: bool = False, drop: frozenset[str] = frozenset()) -> str | None:
    """Plain terms only, OR-ed: no user input ever reaches Lucene as syntax. With a user, the
    query is scoped to that user's memories (a quoted, escaped phrase on the user_id field)."""
    return terms_query(query_terms(text, drop_stop, drop), user_id, fields)


def terms_query(terms: list[str], user_id: str | None, fields: tuple[str, ...]) -> str | None:
    """The Lucene query for `terms` (from query_terms) in `fields`, scoped to the user."""
    if not terms:
        return None
    ors = " OR ".join(terms)
    query = " OR ".join(f"{f}:({ors})" for f in fields)
    if user_id is None:
        return query
    # ^0: the user clause filters without adding to the BM25 score.
    return f"user_id:{_phrase(user_id)}^0 AND ({query})"


KEYWORD_FIELDS = ("text", "sender")


SPEAKERS_QUERY_MAX = 100  # names asked of the full-text index at most (Lucene: 1,024 clauses)


def speakers_query(user_id: str, speakers) -> str | None:
    """The Lucene query for memories of these speakers (search/scope_speakers): each name a
    quoted phrase on the sender field, analysed as the sender was. None when a name leaves no
    term (stop words only, "Will"; no letters): the index cannot find that speaker's words;
    or when there are more names than a Lucene query takes clauses."""
    if len(speakers) > SPEAKERS_QUERY_MAX or any(not analyze(name) for name in speakers):
        return None
    phrases = " OR ".join(_phrase(name.lower()) for name in speakers)
    return f"user_id:{_phrase(user_id)}^0 AND sender:({phrases})"


def _phrase(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def keyword_words(text: str, speakers: frozenset[str] = frozenset()) -> list[str]:
    """A search's keyword words: those that carry meaning, matched in the text and the sender.
    `speakers`: the names of people who speak in the user's memories that the question names,
    left out: "What did Caroline research?" asks about Caroline's words (the speaker signal),
    and "Caroline" in BM25 would rank every turn that greets her ("Hey Caroline!") above the
    one that answers. LoCoMo dev: R@10 0.779 -> 0.798, multi-hop 0.510 -> 0.546."""
    return query_terms(text, drop_stop=True, drop=speakers)


def keyword_query(text: str, user_id: str, speakers: frozenset[str] = frozenset()) -> str | None:
    """A search's keyword query (keyword_words) as Lucene syntax."""
    return terms_query(keyword_words(text, speakers), user_id, KEYWORD_FIELDS)


def without_words(text: str, words: frozenset[str]) -> str:
    """`text` without these words (and their possessive), or `text` if nothing else is left."""
    if not words:
        return text
    kept = [t for t in _TOKEN.findall(text) if _bare(t) not in words]
    return " ".join(kept) if any(WORD.search(t) for t in kept) else text


_TOKEN = re.compile(r"\S+")


def _bare(token: str) -> str:
    """"Melanie's" -> "melanie", "Caroline?" -> "caroline"."""
    core = token.lower().strip(".,;:!?\"'()[]{}“”‘’")
    return core.removesuffix("'s").removesuffix("’s")
