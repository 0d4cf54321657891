"""The shared vector index holds the memories of the users whose search asks it
(retrieve/shared_index.py): a small user in a big store is scanned exactly and their writes
skip the index. Against the real Neo4j; the test store holds many other users' memories."""

from __future__ import annotations

import pytest

from graphmem.ingest.writer import RecordWriter
from graphmem.models import RecordIn, SearchIn
from graphmem.retrieve import search as search_module
from graphmem.retrieve import shared_index

TEXTS = [
    "Priya owns the checkout-service rollout", "The deploy of checkout went out on Friday",
    "Lunch at the Lisbon office was great", "Redis keeps the session tokens of checkout",
    "Alerts from the payments API woke Bob twice this week", "Kafka lag on the billing topic",
]


def _records(texts, start=0):
    return [RecordIn(type="conversation", content=text, source_ref=f"s{start + i}",
                     sender="Dana", thread_id="t1") for i, text in enumerate(texts)]


def _labelled(cypher, user) -> dict[str, bool]:
    """{text: whether the memory carries the shared index's label}, for memories with vectors."""
    rows = cypher("MATCH (m:Memory {user_id: $u}) WHERE m.embedding IS NOT NULL "
                  "RETURN m.text AS text, m:Vectored AS vectored", u=user)
    return {r["text"]: r["vectored"] for r in rows}


def _head(cypher, user) -> dict:
    return cypher("MATCH (h:UserHead {user_id: $u}) RETURN h.vectored AS joined, "
                  "h.vectored_ready AS ready", u=user)[0]


def test_a_small_users_memories_stay_out_of_the_shared_index_and_are_found(
        services, user, cypher):
    services.writer.append_many(user, _records(TEXTS))
    assert set(_labelled(cypher, user).values()) == {False}
    assert _head(cypher, user) == {"joined": None, "ready": None}
    found = services.searcher.search(user, SearchIn(query="where are session tokens kept?"),
                                     record_access=False)
    assert found.results[0].text == "Redis keeps the session tokens of checkout"


def test_a_user_joins_when_a_write_makes_them_too_big_to_scan(services, user, cypher,
                                                             monkeypatch):
    monkeypatch.setattr(shared_index, "EXACT_SCAN_MAX", 0)
    monkeypatch.setattr(shared_index, "COPIED_SCAN_MAX", 3)  # an exact scan takes 3 at most
    index = shared_index.SharedIndex(services.store, copy_max=50_000)
    writer = RecordWriter(services.store, services.embedder, services.extractor,
                          shared_index=index)
    writer.append_many(user, _records(TEXTS[:2]))
    assert _head(cypher, user)["joined"] is None
    writer.append_many(user, _records(TEXTS[2:], start=2))  # 2 + 4 memories: past 3
    assert _head(cypher, user)["joined"] is not None
    assert index.flush()  # the backfill of the two written before
    index.close()
    assert _head(cypher, user)["ready"] is not None
    assert set(_labelled(cypher, user).values()) == {True}
    assert len(_labelled(cypher, user)) == len(TEXTS)

    # its searches now ask the shared index, which finds what an exact scan finds
    monkeypatch.setattr(shared_index, "EXACT_SCAN_MAX", 0)
    monkeypatch.setattr(shared_index, "COPIED_SCAN_MAX", 0)
    whole = cypher("MATCH (m:Vectored) RETURN count(m) AS n")[0]["n"]
    monkeypatch.setattr(search_module, "MAX_VECTOR_K", whole + 1000)
    searcher = search_module.Searcher(services.store, services.embedder, services.extractor,
                                      services.settings)
    asked = []
    read = services.store.read_values
    monkeypatch.setattr(services.store, "read_values",
                        lambda name, **params: asked.append(name) or read(name, **params))
    found = searcher.search(user, SearchIn(query="where are session tokens kept?"),
                            record_access=False)
    searcher.close()
    assert "search/vector_hydrate" in asked
    assert found.results[0].text == "Redis keeps the session tokens of checkout"


def test_the_one_user_of_a_store_joins_with_their_first_write(services, user, cypher):
    """A user holding a quarter of the store or more is searched through the index: the
    statement counts the memories a write brings against all the store holds with them."""
    services.writer.append_many(user, _records(TEXTS[:1]))
    total = cypher("MATCH (m:Memory) RETURN count(m) AS n")[0]["n"]
    short = (total - 4) // 3 - 1  # 4 * (1 + short) < total + short: under a quarter
    assert not services.store.write("memories/vector_join", user_id=user, incoming=short,
                                    exact_max=10**9, now="2024-01-01T00:00:00Z")
    assert _head(cypher, user)["joined"] is None
    assert services.store.write("memories/vector_join", user_id=user, incoming=short + 2,
                                exact_max=10**9, now="2024-01-01T00:00:00Z")
    assert _head(cypher, user)["joined"] == "2024-01-01T00:00:00Z"
    assert shared_index.due(25, 100, 10_000) and not shared_index.due(24, 100, 10_000)
    assert shared_index.due(10_001, 10**6, 10_000)


def test_a_search_joins_a_user_it_would_ask_the_index_for(services, user, cypher,
                                                           monkeypatch):
    """A user left out of the index whose search would ask it (their share grew as others'
    memories went; a backfill stopped with its process) is scanned exactly meanwhile, with
    the same results, and joined in the background."""
    services.writer.append_many(user, _records(TEXTS))
    searcher = search_module.Searcher(services.store, services.embedder, services.extractor,
                                      services.settings)
    req = SearchIn(query="who owns the checkout rollout?", top_k=3)
    exact = searcher.search(user, req, record_access=False)
    monkeypatch.setattr(shared_index, "EXACT_SCAN_MAX", 0)
    monkeypatch.setattr(shared_index, "COPIED_SCAN_MAX", 0)
    meanwhile = searcher.search(user, req, record_access=False)
    assert searcher.shared_index.flush()  # the join it started
    searcher.close()
    assert [r.memory_id for r in meanwhile.results] == [r.memory_id for r in exact.results]
    assert _head(cypher, user)["ready"] is not None
    assert set(_labelled(cypher, user).values()) == {True}


@pytest.mark.parametrize("later", ["turn", "episode"])
def test_a_joined_users_later_memories_are_labelled_as_written(services, user, cypher,
                                                               join_shared_index, later):
    services.writer.append_many(user, _records(TEXTS[:2]))
    join_shared_index(user)
    if later == "turn":
        services.writer.append_many(user, _records(["The lighthouse stairs are orange"], 10))
    else:  # curation's memories too (the thread's episode, written by the refresher)
        services.episodes.submit(user, {"t1"})
        assert services.episodes.flush(60)
    labelled = _labelled(cypher, user)
    assert len(labelled) > 2 and set(labelled.values()) == {True}
