"""A user too big to scan and too small a share of the store to reach through the shared vector
index is searched through an index of their own (retrieve/own_index.py), against the real Neo4j."""

from __future__ import annotations

import time

import pytest

from graphmem.models import RecordIn, SearchIn
from graphmem.retrieve import own_index, shared_index
from graphmem.retrieve import search as search_module

TEXTS = [
    "Priya owns the checkout-service rollout", "The deploy of checkout went out on Friday",
    "Lunch at the Lisbon office was great", "Redis keeps the session tokens of checkout",
    "Alerts from the payments API woke Bob twice this week", "Kafka lag on the billing topic",
    "Grafana dashboards for the ledger were rebuilt", "Terraform state moved to S3 buckets",
    "Dana is out next week, Eli covers on-call", "The search indexer reads from a replica",
]


def _write(services, user, texts, start=0):
    services.writer.append_many(user, [
        RecordIn(type="conversation", content=text, source_ref=f"o{start + i}",
                 sender="Dana", thread_id=f"t{i % 2}", occurred_at="2024-05-10T09:00:00Z")
        for i, text in enumerate(texts)])
    assert services.episodes.flush(60)


def _searcher(services, monkeypatch):
    """A searcher for which a user of a handful of memories counts as mid-size: past the exact
    scans, past OWN_INDEX_MIN, and a small enough share of any store."""
    monkeypatch.setattr(shared_index, "EXACT_SCAN_MAX", 0)
    monkeypatch.setattr(shared_index, "COPIED_SCAN_MAX", 0)
    monkeypatch.setattr(own_index, "OWN_INDEX_MIN", 5)
    monkeypatch.setattr(own_index, "OWN_INDEX_MAX_SHARE", 1.0)
    return search_module.Searcher(services.store, services.embedder, services.extractor,
                                  services.settings)


def _asked(services, monkeypatch) -> list[tuple[str, str | None]]:
    asked: list[tuple[str, str | None]] = []
    read = services.store.read_values

    def spy(name, **params):
        asked.append((name, params.get("index")))
        return read(name, **params)
    monkeypatch.setattr(services.store, "read_values", spy)
    return asked


def _until_ready(searcher, user, timeout=90.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if searcher.own_index_ready(user):
            return
        time.sleep(0.5)
    pytest.fail("the user's own vector index did not come online")


@pytest.fixture
def dropped(services):
    users = []
    yield users
    for user in users:
        own_index.drop_own_index(services.store, user)


@pytest.fixture(scope="module")
def live(services):
    """Services with the write path's episode refresh on: episodes are memories a write makes."""
    from graphmem.service import Services

    svc = Services(services.settings.model_copy(update={"episodes_on_write": True}))
    yield svc
    svc.close()


def test_every_memory_carries_its_owners_label(live, user, cypher):
    """Turns and the thread episodes curation makes: an index on the label holds them all."""
    _write(live, user, TEXTS)
    rows = cypher("MATCH (m:Memory {user_id: $u}) RETURN m.kind AS kind, labels(m) AS labels",
                  u=user)
    assert {r["kind"] for r in rows} == {"turn", "episode"}
    assert all(own_index.owner_label(user) in r["labels"] for r in rows)


def test_a_mid_size_user_is_searched_through_an_index_of_their_own(
        services, user, monkeypatch, dropped, join_shared_index):
    _write(services, user, TEXTS)
    join_shared_index(user)  # as a user of this size would be (retrieve/shared_index.py)
    dropped.append(user)
    searcher = _searcher(services, monkeypatch)
    asked = _asked(services, monkeypatch)
    req = SearchIn(query="who covers on-call next week", top_k=5)
    searcher.search(user, req, record_access=False)  # starts the build
    assert ("search/vector_hydrate", "memory_embedding") in asked
    _until_ready(searcher, user)
    asked.clear()
    own = searcher.search(user, req, record_access=False)
    assert ("search/vector_hydrate", own_index.index_name(user)) in asked
    assert ("search/vector_hydrate", "memory_embedding") not in asked
    monkeypatch.setattr(shared_index, "EXACT_SCAN_MAX", 3000)  # the exact scan, to compare
    exact = searcher.search(user, req, record_access=False)
    monkeypatch.setattr(shared_index, "EXACT_SCAN_MAX", 0)
    assert own.results and [r.memory_id for r in own.results] == [
        r.memory_id for r in exact.results]
    assert [r.score for r in own.results] == pytest.approx([r.score for r in exact.results],
                                                           abs=1e-5)
    assert own.results[0].text.startswith("Dana is out next week")

    # written after the index exists: in it at once, since every write labels its memories
    _write(services, user, ["The lighthouse keeper painted the stairs orange"], start=100)
    found = searcher.search(user, SearchIn(query="lighthouse stairs painted orange", top_k=3),
                            record_access=False)
    searcher.close()
    assert "lighthouse" in found.results[0].text


def test_memories_without_the_label_keep_search_on_the_shared_index_until_labelled(
        services, user, cypher, monkeypatch, dropped):
    """A store written before labels existed: the index would miss the unlabelled memories, so
    the shared index answers until the build has labelled them."""
    _write(services, user, TEXTS)
    dropped.append(user)
    searcher = _searcher(services, monkeypatch)
    searcher.search(user, SearchIn(query="checkout deploy", top_k=3), record_access=False)
    _until_ready(searcher, user)
    label = own_index.owner_label(user)
    cypher("MATCH (m:Memory {user_id: $u}) WHERE m.text STARTS WITH 'Kafka' REMOVE m:$($l)",
           u=user, l=label)
    assert not searcher.own_index_ready(user)  # and the build labels it again
    _until_ready(searcher, user)
    assert cypher("MATCH (m:Memory {user_id: $u}) WHERE NOT $l IN labels(m) RETURN count(m) AS n",
                  u=user, l=label)[0]["n"] == 0
    searcher.close()


def test_a_user_holding_most_of_the_store_keeps_the_shared_index(monkeypatch):
    monkeypatch.setattr(own_index, "OWN_INDEX_MIN", 10)
    assert own_index.qualifies(20, 100)
    assert not own_index.qualifies(60, 100)  # the shared index reaches them with k <= 2x
    assert not own_index.qualifies(9, 100)  # the process's copy scans them exactly


def test_dropping_a_scratch_user_drops_their_index(services, monkeypatch, cypher):
    from graphmem.eval.scratch import drop_scratch_user

    user = f"bench-own-{time.time_ns()}"
    _write(services, user, TEXTS)
    searcher = _searcher(services, monkeypatch)
    searcher.search(user, SearchIn(query="checkout deploy", top_k=3), record_access=False)
    _until_ready(searcher, user)
    searcher.close()
    drop_scratch_user(services.store, user, "bench-")
    assert not cypher("SHOW INDEXES YIELD name WHERE name = $n RETURN name",
                      n=own_index.index_name(user))
