"""A process keeps small users' vectors for their exact search (retrieve/user_vectors.py): it
must rank exactly as the scan in Neo4j does, and never miss a write, whoever made it: a memory
written since, an embedding written again (an episode's refresh), a memory deleted."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from curation_support import turn

from graphmem.models import SearchIn
from graphmem.retrieve.user_vectors import UserVectors
from graphmem.service import Services

START = datetime(2024, 5, 1, 9, tzinfo=UTC)
LINES = [
    "We picked Redis for the VaultKeeper session cache.",
    "Can we grab lunch at noon tomorrow?",
    "The Kafka consumer lag alert fired twice overnight.",
    "My dentist appointment moved to Friday morning.",
    "Grafana dashboards for the billing-api are finally done.",
]


@pytest.fixture(scope="module")
def live(services):
    """Services with the write path's episode refresh on (an episode's embedding is rewritten
    as turns arrive)."""
    svc = Services(services.settings.model_copy(update={"episodes_on_write": True}))
    yield svc
    svc.close()


def _append(svc, user, lines, thread="t", first=0):
    svc.writer.append_many(user, [
        turn(text, f"{thread}-{first + i}", thread, START + timedelta(minutes=first + i))
        for i, text in enumerate(lines)])


def _scan(svc, user, vector, k):
    """What Neo4j's exact scan returns: {id: cosine}, best first."""
    row = svc.store.read_values("search/vector_exact", user_id=user, k=k, vector=vector)[0]
    return {h["id"]: 2 * h["score"] - 1 for h in row["hits"]}


def _same(copy_hits, scan_hits):
    assert list(copy_hits) == list(scan_hits)
    for memory_id, cosine in scan_hits.items():
        assert copy_hits[memory_id] == pytest.approx(cosine, abs=1e-5)


def test_the_copy_ranks_as_the_scan_and_follows_every_write(live, user, cypher):
    _append(live, user, LINES)
    assert live.episodes.flush(60)
    copy = UserVectors(live.store, 1000)
    query = live.embedder.encode_query("redis session cache")
    hits = copy.nearest(user, query).top(50)
    scored = len(hits)
    assert scored == len(LINES) + 1  # the turns and their thread's episode
    _same(hits, _scan(live, user, query, 50))

    # A memory written since the copy was made is found by the next search.
    _append(live, user, ["Redis session tokens expire after thirty minutes."], first=10)
    assert live.episodes.flush(60)
    hits = copy.nearest(user, query).top(50)
    scored = len(hits)
    assert scored == len(LINES) + 2
    _same(hits, _scan(live, user, query, 50))

    # The episode's embedding was written again by that refresh: the copy holds the new one
    # (the rest were not read again).
    episode = cypher("MATCH (m:Memory {user_id: $u, kind: 'episode'}) RETURN m.id AS id",
                     u=user)[0]["id"]
    stored = cypher("MATCH (m:Memory {id: $id}) RETURN m.embedding AS v", id=episode)[0]["v"]
    assert list(copy._copies[user].matrix[copy._copies[user].rows[episode]]) == pytest.approx(
        stored, abs=1e-6)

    # A memory deleted is gone from the next search; so is the whole user.
    gone = next(iter(hits))
    cypher("MATCH (m:Memory {id: $id}) DETACH DELETE m", id=gone)
    hits = copy.nearest(user, query).top(50)
    assert gone not in hits
    _same(hits, _scan(live, user, query, 50))
    cypher("MATCH (m:Memory {user_id: $u}) DETACH DELETE m", u=user)
    assert copy.nearest(user, query).top(50) == {} and user not in copy._copies


def test_an_embedding_written_elsewhere_is_read_again(live, user, cypher):
    """Another process rewrites an embedding through graphmem's own statements (here the one
    every curation job writes memories with): its new stamp tells this process's copy."""
    _append(live, user, LINES[:3])
    # the thread's episode is written in the background: before the copy is taken, not between
    # the two reads compared below
    assert live.episodes.flush(60)
    copy = UserVectors(live.store, 1000)
    query = live.embedder.encode_query("lunch at noon")
    copy.nearest(user, query)
    lunch = cypher("MATCH (m:Memory {user_id: $u}) WHERE m.text CONTAINS 'lunch' "
                   "RETURN m.id AS id", u=user)[0]["id"]
    other = Services(live.settings)
    try:
        other.store.write("curate/upsert_memories", user_id=user, rows=[{
            "props": {"id": lunch, "embedding": live.embedder.encode(["Kafka lag"])[0]},
            "create": {}, "record_ids": []}])
    finally:
        other.close()
    hits = copy.nearest(user, query).top(10)
    _same(hits, _scan(live, user, query, 10))
    assert list(hits)[0] != lunch


def test_a_user_larger_than_the_copy_is_scanned_in_neo4j_and_the_copy_stays_in_bounds(
        live, user):
    others = [f"{user}-{i}" for i in range(2)]
    _append(live, user, LINES)
    for other in others:
        _append(live, other, LINES[:3])
    assert live.episodes.flush(60)
    query = live.embedder.encode_query("alerts")
    size = {u: len(_scan(live, u, query, 100)) for u in [user, *others]}
    assert UserVectors(live.store, size[user] - 1).nearest(user, query) is None
    copy = UserVectors(live.store, size[user] + size[others[0]] - 1)
    copy.nearest(user, query)
    copy.nearest(others[0], query)  # both do not fit: the one searched longer ago goes
    assert list(copy._copies) == [others[0]] and copy._held == size[others[0]]
    copy.nearest(others[1], query)
    assert list(copy._copies) == others and copy._held == size[others[0]] + size[others[1]]


def test_every_statement_that_writes_an_embedding_renews_its_stamp():
    """The copy trusts a vector whose stamp is unchanged: a statement that writes a memory's
    embedding without renewing the stamp would leave stale vectors in every process."""
    writers = {}
    for path in (Path(__file__).parent.parent / "cypher").rglob("*.cypher"):
        text = path.read_text()
        for var in re.findall(r"setNodeVectorProperty\((\w+), 'embedding'", text):
            writers[path.name] = f"SET {var}.embedding_stamp = randomUUID()" in text
    assert len(writers) >= 4 and all(writers.values()), writers


def test_a_search_ranks_the_same_with_the_copy_as_without(live, user, monkeypatch):
    """With the copy, a small user's search takes every candidate's cosine and the near-copy
    check's vectors from it, not from Neo4j: the same results, the same scores."""
    _append(live, user, LINES + [LINES[0], "Redis and Kafka both run on the new cluster."])
    assert live.episodes.flush(60)
    searcher = live.searcher
    monkeypatch.setattr(type(searcher), "_vector_plans",
                        lambda self, user_id, req, recipe, params: [("search/vector_exact",
                                                                     recipe.vector_k)])
    monkeypatch.setattr(searcher, "access", None)
    # two vector hits: the other candidates (keyword, graph, thread neighbours) take their
    # cosine from the copy too
    monkeypatch.setattr(searcher.settings, "vector_candidates", 2)
    copy = UserVectors(live.store, 1000)
    for query in ["redis session cache", "what alert fired overnight?", "lunch with Kafka"]:
        monkeypatch.setattr(searcher, "user_vectors", None)
        without = live.searcher.search(user, SearchIn(query=query, top_k=5)).results
        monkeypatch.setattr(searcher, "user_vectors", copy)
        with_copy = live.searcher.search(user, SearchIn(query=query, top_k=5)).results
        assert user in copy._copies
        assert [r.memory_id for r in with_copy] == [r.memory_id for r in without]
        for a, b in zip(with_copy, without, strict=True):
            assert a.score == pytest.approx(b.score, abs=1e-5)
            assert a.signals["semantic"] == pytest.approx(b.signals["semantic"], abs=1e-5)
