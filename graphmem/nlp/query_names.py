"""The entities a search query may name, found without parsing it.

Search follows only entities the user's graph already holds, so a query needs no NER: every run
of one to five words that could be a name becomes the linking key ingest would give it
(`canonicalize`: case, possessives, "the X team", gazetteer aliases such as PG -> PostgreSQL),
and `search/graph` keeps the keys that exist. Parsing the query cost ~5 ms of CPU per search,
and it waited for the pipeline's lock, which an import holds for a whole batch of turns.

A run of lowercase English words ("bill", "nice", "art class") is not `named`: in a query it
names no person and no place, so search/graph matches it only to entities of other types
("pottery", "yesterday", "kubernetes").
"""

from __future__ import annotations

import re

from graphmem.nlp.entities import ENTITY_TYPES, Assets, canonicalize, listed, typed_key

# A word, a handle, or a name with inner punctuation: "Node.js", "C++", "checkout-service".
TOKEN = re.compile(r"[@\w][\w.+#&'’\-]*[\w+#]|[@\w]")
MAX_WORDS = 5  # "Lord of the Rings", "Counter Strike Global Offensive"
MAX_QUERY_WORDS = 64  # a pasted paragraph as a query: its first 64 words


def query_keys(text: str, assets: Assets, english: frozenset[str],
               stop: frozenset[str]) -> list[dict]:
    """[{key, named}] for every run of words that does not open or close with a stop word."""
    words = TOKEN.findall(text)[:MAX_QUERY_WORDS]
    found: dict[str, bool] = {}
    for n in range(1, MAX_WORDS + 1):
        for i in range(len(words) - n + 1):
            span = words[i:i + n]
            if span[0].lower() in stop or span[-1].lower() in stop:
                continue
            _, key, entry = canonicalize(" ".join(span), assets)
            if len(key) < 2:
                continue
            named = _named(span, i == 0, english, stop)
            found[key] = found.get(key, False) or named  # a gazetteer place too: "nice"
            if entry is not None:  # Ruby the person is "ruby (person)": the language owns "ruby"
                for etype in ENTITY_TYPES:
                    typed = typed_key(key, etype, assets)
                    found[typed] = found.get(typed, False) or named
    return [{"key": key, "named": named} for key, named in found.items()]


def _named(span: list[str], first: bool, english: frozenset[str], stop: frozenset[str]) -> bool:
    """Written as a name: a handle, a capitalised word (the query's first word only when it is
    no English word: "Will you ..."), or a word English does not have ("priya")."""
    for k, word in enumerate(span):
        low = word.lower()
        if word.startswith("@") or not (low in stop or listed(_unpossessed(low), english)):
            return True
        if word[:1].isupper() and not (first and k == 0):
            return True
    return False


def _unpossessed(word: str) -> str:
    return word.removesuffix("'s").removesuffix("’s")
