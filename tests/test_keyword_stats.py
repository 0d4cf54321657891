"""Keyword scores weigh words by the user's own memories, not by everyone's in the store."""

import time
import uuid
from concurrent.futures import ThreadPoolExecutor

import pytest

from graphmem.models import RecordIn, SearchIn
from graphmem.nlp.porter import stem
from graphmem.retrieve.keyword_stats import BUILD_INLINE_MAX, KeywordStats, analyze
from graphmem.retrieve.lucene import keyword_query

# Porter's own examples (the 1980 paper and his test vocabulary), whole-word results.
STEMS = {
    "caresses": "caress", "ponies": "poni", "cats": "cat", "feed": "feed", "agreed": "agre",
    "plastered": "plaster", "bled": "bled", "motoring": "motor", "sing": "sing",
    "troubled": "troubl", "sized": "size", "hopping": "hop", "falling": "fall", "filing": "file",
    "happy": "happi", "sky": "sky", "relational": "relat", "conditional": "condit",
    "rational": "ration", "generalizations": "gener", "oscillators": "oscil",
    "replacement": "replac", "adoption": "adopt", "electrical": "electr", "hopeful": "hope",
    "goodness": "good", "effective": "effect", "controll": "control", "roll": "roll",
    "running": "run", "runs": "run", "databases": "databas", "probate": "probat", "cease": "ceas",
}


@pytest.mark.parametrize(("word", "expected"), sorted(STEMS.items()))
def test_porter_stems(word, expected):
    assert stem(word) == expected


def test_text_is_analysed_like_the_full_text_index():
    assert analyze("Melanie's paintings of the lake, and the Lake's boats") == [
        "melani", "paint", "lake", "lake", "boat"]
    assert analyze("") == [] and analyze(None) == []


def notes(prefix: str, texts: list[str]) -> list[RecordIn]:
    """Observations: one memory each (a conversation's turns would add their thread's episode)."""
    return [RecordIn(type="observation", content=text, source_ref=f"{prefix}{i}", sender="Dana",
                     occurred_at=f"2024-01-01T10:{i:02d}:00Z") for i, text in enumerate(texts)]


def fresh_word(first: str) -> str:
    """A made-up word no earlier run stored: letters only, and no ending a stemmer takes off."""
    return first + "".join("bcdfghjklmnpqrtvwxz"[int(c, 16)] for c in uuid.uuid4().hex[:7]) + "o"


def test_another_users_words_do_not_decide_which_of_mine_are_rare(services, user, cypher):
    """"quokka" is rare in this user's memories and common in another user's: it must weigh as
    the rare word it is here. With the store's statistics (Lucene's own) the common "zebra" of
    this user outweighs it. The two words are made for this run: the store's statistics count
    every earlier run's memories too (and the other tests' "zebra"s), which had brought the two
    words' document frequencies level."""
    zebra, quokka = fresh_word("z"), fresh_word("q")
    other = f"test-{uuid.uuid4().hex[:12]}"
    services.writer.append_many(other, notes("o", [f"{quokka} report {i}" for i in range(40)]))
    mine = [f"a photo of the {quokka}"] + [f"{zebra} picture {i}" for i in range(8)]
    services.writer.append_many(user, notes("m", mine))

    lucene = keyword_query(f"{zebra} {quokka}", user)
    raw = {r["ref"]: r["score"] for r in cypher(
        "CALL db.index.fulltext.queryNodes('memory_keyword', $q) YIELD node, score "
        "WHERE node.kind = 'observation' RETURN node.source_ref AS ref, score", q=lucene)}
    assert raw["m0"] < min(raw[f"m{i}"] for i in range(1, 9))  # the store's statistics mislead

    out = services.searcher.search(user, SearchIn(query=f"{zebra} {quokka}", top_k=9,
                                                  kinds=["observation"]))
    keyword = {r.source_refs[0]: r.signals["keyword"] for r in out.results}
    assert keyword["m0"] == 1.0
    assert max(keyword[f"m{i}"] for i in range(1, 9)) < 0.05
    assert out.results[0].source_refs == ["m0"]


@pytest.fixture
def counter():
    """Where large users are counted: the searcher's background thread, in a server."""
    pool = ThreadPoolExecutor(max_workers=1)
    yield pool
    pool.shutdown(wait=True)


def test_statistics_are_counted_again_once_the_memories_grow(services, user, counter):
    services.writer.append_many(user, notes("a", ["zebra one", "quokka two"]))
    stats = KeywordStats(services.store, counter)
    first = stats.get(user, 2)
    assert first.text.df["zebra"] == 1 and first.text.docs == 2
    services.writer.append_many(user, notes("b", [f"zebra again {i}" for i in range(30)]))
    assert stats.get(user, 2) is first  # the count it was told has not moved
    again = stats.get(user, 32)
    assert again.text.df["zebra"] == 31 and again.text.docs == 32


def test_a_large_users_statistics_are_counted_in_the_background(services, user, counter):
    """Counting tens of thousands of memories takes too long for one search: until the first
    count lands, the index's own scores serve (get() says None)."""
    services.writer.append_many(user, notes("a", ["zebra one", "quokka two"]))
    stats = KeywordStats(services.store, counter)
    large = BUILD_INLINE_MAX + 1
    assert stats.get(user, large) is None
    deadline = time.monotonic() + 30
    while (counted := stats.get(user, large)) is None and time.monotonic() < deadline:
        time.sleep(0.05)
    assert counted is not None and counted.text.df["quokka"] == 1


def test_statistics_are_bounded_by_the_terms_they_hold(services, counter, monkeypatch):
    """A process serving many users keeps their statistics within a number of terms, not only of
    users: a user whose memories are full of ids holds thousands of terms, a chat user few."""
    users = [f"test-{uuid.uuid4().hex[:12]}" for _ in range(2)]
    for n, u in enumerate(users):
        services.writer.append_many(u, notes("t", [f"{fresh_word('w')} ticket {n} {i}"
                                                   for i in range(20)]))
    roomy = KeywordStats(services.store, counter)
    first = roomy.get(users[0], 20)
    assert first.terms() >= 20  # each memory brings a word of its own
    roomy.get(users[1], 20)
    assert roomy.get(users[0], 20) is first  # both kept under the default bound

    monkeypatch.setattr("graphmem.retrieve.keyword_stats.TERMS_HELD_MAX", first.terms() + 5)
    tight = KeywordStats(services.store, counter)
    first = tight.get(users[0], 20)
    second = tight.get(users[1], 20)
    assert tight.get(users[1], 20) is second  # alone above the bound, the newest stays
    assert tight.get(users[0], 20) is not first  # the least recently used went: counted anew
