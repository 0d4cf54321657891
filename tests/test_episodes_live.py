"""Episodes kept up to date as turns arrive: the writer hands the threads it touched to the
background refresher; after `services.episodes.flush()` each thread's episode CONTAINS its turns,
with a summary and an embedding. Other threads are left alone, turns without a thread make none,
conversation ingest takes the same path, and a user busy with curation is refreshed after."""

from __future__ import annotations

import threading
import time
from datetime import UTC, datetime, timedelta

import numpy as np
import pytest
from curation_support import memories, turn

from graphmem.curate import lease
from graphmem.curate.episodes import episode_id, update_episodes
from graphmem.curate.refresh import EpisodeRefresher
from graphmem.curate.registry import lease_name
from graphmem.ingest.conversations import MessageIn, normalize
from graphmem.models import RecordIn
from graphmem.service import Services
from graphmem.store.queries import query

START = datetime(2024, 5, 1, 9, tzinfo=UTC)
REDIS = [
    "We picked Redis for the VaultKeeper session cache.",
    "Can we grab lunch at noon tomorrow?",
    "Redis keeps VaultKeeper session tokens for thirty minutes.",
]
CENTRAL = "VaultKeeper reads every session from the Redis cache."
DENTIST = ["My dentist appointment moved to Friday morning.",
           "I have to bring the insurance card to the dentist."]


@pytest.fixture(scope="module")
def live(services):
    """Services with the write path's episode refresh on (the suite's default is off)."""
    svc = Services(services.settings.model_copy(update={"episodes_on_write": True}))
    yield svc
    svc.close()


def _append(svc, user, thread, lines, first=0):
    svc.writer.append_many(user, [
        turn(text, f"{thread}-{first + i}", thread, START + timedelta(minutes=first + i))
        for i, text in enumerate(lines)])


def _episode(cypher, user, thread):
    rows = cypher("MATCH (m:Memory {id: $id, user_id: $u}) RETURN m {.*} AS m",
                  id=episode_id(user, thread), u=user)
    return rows[0]["m"] if rows else None


def _contained(cypher, user, thread):
    return sorted(r["id"] for r in cypher(
        "MATCH (:Memory {id: $id, user_id: $u})-[:CONTAINS]->(t:Memory {user_id: $u}) "
        "RETURN t.id AS id", id=episode_id(user, thread), u=user))


def _turn_ids(cypher, user, thread):
    return sorted(m["id"] for m in memories(cypher, user, "turn") if m["thread_id"] == thread)


def test_turns_arriving_keep_their_threads_episode_up_to_date(live, user, cypher):
    _append(live, user, "redis", REDIS)
    assert live.episodes.flush(60)
    ep = _episode(cypher, user, "redis")
    assert ep is not None and ep["turn_count"] == 3 and len(ep["embedding"]) == 384
    assert _contained(cypher, user, "redis") == _turn_ids(cypher, user, "redis")
    assert "lunch" in ep["text"]  # three turns, three sentences: all of them

    # A new turn, more central than the lunch question, takes its place in the summary.
    _append(live, user, "redis", [CENTRAL], first=3)
    assert live.episodes.flush(60)
    after = _episode(cypher, user, "redis")
    assert after["turn_count"] == 4 and after["text"] != ep["text"]
    assert CENTRAL in after["text"] and "lunch" not in after["text"]
    assert after["embedding"] != ep["embedding"] and len(after["embedding"]) == 384
    assert _contained(cypher, user, "redis") == _turn_ids(cypher, user, "redis")
    assert len(_contained(cypher, user, "redis")) == 4

    # Another thread has its own episode; the first one is not touched by its writes.
    _append(live, user, "dentist", DENTIST)
    assert live.episodes.flush(60)
    dentist = _episode(cypher, user, "dentist")
    assert dentist["turn_count"] == 2 and "Redis" not in dentist["text"]
    assert _contained(cypher, user, "dentist") == _turn_ids(cypher, user, "dentist")
    assert _episode(cypher, user, "redis")["updated_at"] == after["updated_at"]


def test_a_turn_that_leaves_the_summary_as_it_was_costs_no_summary_embedding(live, user,
                                                                            cypher):
    """Each new turn refreshes its thread's episode; when the summary comes out the same, its
    stored embedding is the same and the model is not asked for it (nor for the sentences)."""
    lines = [REDIS[0], REDIS[2], CENTRAL, "Redis runs on three nodes. VaultKeeper uses two."]
    _append(live, user, "cache", lines)
    assert live.episodes.flush(60)
    before = _episode(cypher, user, "cache")

    encoded: list[str] = []
    real, real_batches = live.embedder.encode, live.embedder.batches
    live.embedder.encode = lambda texts: encoded.extend(texts) or real(texts)
    live.embedder.batches = lambda texts: encoded.extend(texts) or real_batches(texts)
    try:
        _append(live, user, "cache", ["Thanks!"], first=len(lines))
        assert live.episodes.flush(60)
    finally:
        del live.embedder.encode, live.embedder.batches
    after = _episode(cypher, user, "cache")
    assert after["turn_count"] == len(lines) + 1 and after["text"] == before["text"]
    assert after["embedding"] == before["embedding"]
    assert encoded and all("Thanks!" in text for text in encoded)  # only the new turn itself
    # The embedding is the centroid of the summary's sentences: a unit vector close to the
    # summary text's own embedding.
    vector = np.asarray(after["embedding"])
    assert np.linalg.norm(vector) == pytest.approx(1.0, abs=1e-5)
    assert float(vector @ np.asarray(real([after["text"]])[0])) > 0.8


def test_turns_without_a_thread_make_no_episode(live, user, cypher):
    live.writer.append_many(user, [
        RecordIn(type="conversation", content=text, source_ref=f"n{i}", sender="Alice",
                 occurred_at=START + timedelta(minutes=i))
        for i, text in enumerate(REDIS)])
    assert live.episodes.flush(60)
    assert memories(cypher, user, "episode") == []


def test_conversation_ingest_refreshes_the_episode(live, user, cypher):
    messages, _ = normalize([MessageIn(role="user", content=REDIS[0]),
                             MessageIn(role="assistant", content=REDIS[2])], 100_000)
    live.conversations.reconcile(user, "chat-1", messages)
    assert live.episodes.flush(60)
    ep = _episode(cypher, user, "chat-1")
    assert ep is not None and ep["turn_count"] == 2
    assert _contained(cypher, user, "chat-1") == _turn_ids(cypher, user, "chat-1")


def test_a_user_busy_with_curation_is_refreshed_once_the_lease_is_free(live, user, cypher):
    held = lease.acquire(live.store, lease_name(user), lease.new_holder("test"), 60)
    try:
        _append(live, user, "redis", REDIS)
        assert not live.episodes.flush(1)  # the refresher waits for the job to finish
        assert _episode(cypher, user, "redis") is None
    finally:
        held.release()
    assert live.episodes.flush(60)
    assert _episode(cypher, user, "redis")["turn_count"] == 3


def test_close_finishes_what_is_queued(services, user, cypher):
    svc = Services(services.settings.model_copy(update={"episodes_on_write": True}))
    _append(svc, user, "redis", REDIS)
    svc.close()
    assert _episode(cypher, user, "redis")["turn_count"] == 3
    svc.episodes.submit(user, ["redis"])  # closed: ignored, no worker comes back
    assert svc.episodes.flush(1)


def test_embeddings_are_stored_as_float32(live, user, cypher):
    """Turns and episodes alike: half the bytes of a list of doubles, and every exact cosine
    (small users' vector scan, the hydrate of keyword hits) reads them. Bolt sends both as
    doubles, so the stored type shows in how Neo4j itself prints the array: a float[] prints
    each value's shortest float32 form ("0.1"), a double[] of the same values does not
    ("0.10000000149011612")."""
    _append(live, user, "storage", REDIS)
    assert live.episodes.flush(60)
    rows = cypher("MATCH (m:Memory {user_id: $u}) RETURN m.kind AS kind, "
                  "apoc.convert.toJson(m.embedding) AS printed", u=user)
    assert {r["kind"] for r in rows} == {"turn", "episode"}
    for r in rows:
        printed = r["printed"].strip("[]").split(",")
        assert len(printed) == 384
        assert all(len(v.lstrip("-")) <= 14 for v in printed), (r["kind"], printed[:3])


def test_a_sliced_import_refreshes_each_thread_once_after_its_last_slice(live, user, cypher,
                                                                          monkeypatch):
    # Thread "short" ends in the first slice, so its episode is refreshed while the rest is
    # derived; "long" spans all three slices and is refreshed once, after the last: refreshing
    # it per slice would read the whole thread again each time.
    monkeypatch.setattr(live.writer, "slice_records", 4)
    submitted: list[set[str]] = []
    real_submit = live.episodes.submit
    monkeypatch.setattr(live.episodes, "submit", lambda user_id, threads, vectors=None: (
        submitted.append(set(threads)), real_submit(user_id, threads, vectors)))
    threads = ["short"] * 2 + ["long"] * 8
    live.writer.append_many(user, [
        turn(f"turn {i} of the {t} thread about Redis", f"{t}-{i}", t,
             START + timedelta(minutes=i)) for i, t in enumerate(threads)])
    assert live.episodes.flush(60)
    assert sorted(map(sorted, submitted)) == [["long"], ["short"]]
    assert _contained(cypher, user, "short") == _turn_ids(cypher, user, "short")
    assert _contained(cypher, user, "long") == _turn_ids(cypher, user, "long")
    assert len(_turn_ids(cypher, user, "long")) == 8


def test_a_refresh_after_a_write_reads_no_vector_the_writer_handed_over(live, user, cypher,
                                                                         monkeypatch):
    """The writer hands the refresh the vectors it has just written; the episode comes out
    the same as one built from the stored turns alone (the episodes job's way)."""
    read: list[dict] = []
    real_read = live.store.read_values
    monkeypatch.setattr(live.store, "read_values", lambda name, **params: (
        rows := real_read(name, **params),
        read.extend(dict(r) for r in rows if name == "curate/thread_turns"))[0])
    _append(live, user, "handed", REDIS + [CENTRAL])
    assert live.episodes.flush(60)
    assert len(read) == 4 and all(row["embedding"] is None for row in read)
    handed = _episode(cypher, user, "handed")

    monkeypatch.setattr(live.store, "read_values", real_read)
    cypher("MATCH (m:Memory {id: $id}) SET m.text = '', m.embedding = null",
           id=episode_id(user, "handed"))
    assert update_episodes(live.store, live.embedder, user, ["handed"]) == 1
    rebuilt = _episode(cypher, user, "handed")
    assert rebuilt["text"] == handed["text"] and CENTRAL in rebuilt["text"]
    assert rebuilt["embedding"] == handed["embedding"]


def test_an_episode_refresh_waits_for_an_append_of_the_same_user(live, user):
    # A refresh runs beside an import's next slice, and both lock the user's entities; the
    # refresh takes the user's append lock first, so it waits for the slice instead of
    # deadlocking with it (Neo4j then aborts one, and the retry costs a second).
    _append(live, user, "redis", REDIS)
    assert live.episodes.flush(60)
    done = threading.Event()
    with live.store.driver.session(database=live.store.database) as session:
        tx = session.begin_transaction()
        tx.run(query("records/lock_head"), user_id=user, now="2024-05-02T00:00:00Z").consume()
        worker = threading.Thread(target=lambda: (
            update_episodes(live.store, live.embedder, user, ["redis"]), done.set()))
        worker.start()
        assert not done.wait(1.5)  # held by the append in flight
        tx.commit()
    assert done.wait(30)
    worker.join()


def _wait_for_turns(cypher, user, thread, turns, timeout):
    """Seconds until the thread's episode counts `turns` turns; None if it does not by then."""
    started = time.monotonic()
    while time.monotonic() - started < timeout:
        ep = _episode(cypher, user, thread)
        if ep is not None and ep["turn_count"] == turns:
            return time.monotonic() - started
        time.sleep(0.05)
    return None


def test_a_long_threads_episode_waits_longer_between_refreshes(services, user, cypher):
    """A refresh reads every turn of its thread: after one, a thread longer than
    `long_thread_turns` is refreshed again only after turns / `defer_turns_per_s` seconds,
    however often it is written to meanwhile; a short thread is not held back by it, a flush
    does not wait for it, and the episode catches up with every turn written meanwhile."""
    # 4 turns: 4 s between refreshes, ample for the steps below on a slow machine
    refresher = EpisodeRefresher(services.store, services.embedder, long_thread_turns=3,
                                 defer_turns_per_s=1.0)
    try:
        _append(services, user, "long", REDIS + [CENTRAL])
        refresher.submit(user, ["long"])
        assert _wait_for_turns(cypher, user, "long", 4, 10) is not None

        _append(services, user, "long", ["Thanks!"], first=4)
        refresher.submit(user, ["long"])
        _append(services, user, "short", DENTIST)
        refresher.submit(user, ["short"])
        assert _wait_for_turns(cypher, user, "short", 2, 1.5) is not None  # not held back
        assert _episode(cypher, user, "long")["turn_count"] == 4  # deferred
        _append(services, user, "long", ["See you then."], first=5)
        refresher.submit(user, ["long"])
        waited = _wait_for_turns(cypher, user, "long", 6, 10)
        assert waited is not None and waited > 0.3  # one refresh for both, once it was due
        assert _contained(cypher, user, "long") == _turn_ids(cypher, user, "long")

        _append(services, user, "long", ["One more thing."], first=6)
        refresher.submit(user, ["long"])
        assert refresher.flush(30)  # a flush takes the deferred thread at once
        assert _episode(cypher, user, "long")["turn_count"] == 7
    finally:
        refresher.close()


class _Counting(EpisodeRefresher):
    """Counts the refreshes of each thread."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.refreshed: dict[str, int] = {}

    def _refresh(self, user_id, threads):
        for thread in threads:
            self.refreshed[thread] = self.refreshed.get(thread, 0) + 1
        super()._refresh(user_id, threads)


def test_an_import_sent_back_to_back_refreshes_each_thread_once(services, user, cypher):
    """A refresh reads its whole thread. An import sent as requests back to back (as `graphmem
    import` sends them) refreshed each thread after every request, 0.2 s after it ended, in the
    middle of the next; the refresh now waits while the user's writes run."""
    from graphmem.ingest.writer import RecordWriter

    refresher = _Counting(services.store, services.embedder)
    writer = RecordWriter(services.store, services.embedder, services.extractor,
                          episodes=refresher)
    try:
        for batch in range(4):
            writer.append_many(user, [
                turn(f"note {batch}-{i} about the {thread} plan", f"{thread}-{batch}-{i}",
                     thread, START + timedelta(minutes=10 * batch + i))
                for thread in ("alpha", "beta") for i in range(8)])
        assert refresher.flush(60)
        assert refresher.refreshed == {"alpha": 1, "beta": 1}, refresher.refreshed
        for thread in ("alpha", "beta"):
            assert _episode(cypher, user, thread)["turn_count"] == 32
            assert _contained(cypher, user, thread) == _turn_ids(cypher, user, thread)
        # a lone write is refreshed on its own, soon after, without a flush
        writer.append_many(user, [turn(text, f"gamma-{i}", "gamma", START + timedelta(hours=i))
                                  for i, text in enumerate(DENTIST)])
        assert _wait_for_turns(cypher, user, "gamma", 2, 10) is not None
        assert refresher.refreshed["gamma"] == 1
    finally:
        refresher.close()
