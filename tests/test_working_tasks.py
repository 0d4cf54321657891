"""Task extraction (patterns, weights, priorities, blocking), confirm/dismiss, task expiry, and
working memory (TTL, priority, daily promotion and expiry), with an injected clock."""

from datetime import timedelta

import pytest
from curation_support import FakeClock, memories, run_jobs, turn

from graphmem.curate import tasks
from graphmem.models import RecordIn, SearchIn, iso
from graphmem.retrieve.context import ContextAssembler, ContextIn


@pytest.fixture
def talk(services, user):
    """A conversation three days ago; the clock starts an hour after it."""
    clock = FakeClock()
    clock.advance(days=-3)
    start = clock.now
    lines = [
        "TODO: upgrade PostgreSQL to version 16 before the release.",       # 0.9, entity, repeated
        "The PostgreSQL upgrade to version 16 looks risky to me.",
        "I need to rotate the Kafka credentials.",                          # 0.8, entity
        "Before we can deploy to Kubernetes, we need to update the Docker images.",  # 0.78 each
        "I should call my mom sometime.",                                   # 0.65, no entity
        "We need to clean up the backlog.",                                 # 0.75, no entity
    ]
    services.writer.append_many(user, [
        turn(text, f"k{i}", "plan", start + timedelta(minutes=i), topic_id="vk")
        for i, text in enumerate(lines)])
    clock.advance(hours=1)
    return clock


def _by_text(services, user, status=None):
    return {t["text"]: t for t in services.curator.tasks(user, status=status)}


def test_confidence_formula_and_priorities(services, user, talk):
    assert run_jobs(services, user, talk, "tasks")["tasks"]["tasks"] == 4
    found = _by_text(services, user)
    pg = found["Upgrade PostgreSQL to version 16 before the release"]
    assert pg["confidence"] == pytest.approx(0.9 * 0.6 + 0.25 + 0.15)
    assert pg["priority"] == "high" and pg["signal"] == "todo"
    kafka = found["Rotate the Kafka credentials"]
    assert kafka["confidence"] == pytest.approx(0.8 * 0.6 + 0.25) and kafka["priority"] == "medium"
    docker = found["Update the Docker images"]
    goal = found["Deploy to Kubernetes"]
    assert docker["confidence"] == pytest.approx(0.78 * 0.6 + 0.25) == goal["confidence"]
    assert docker["blocks"] == [goal["memory_id"]] and goal["blocked_by"] == [docker["memory_id"]]
    assert docker["blocks_text"] == "Deploy to Kubernetes"
    # "I should" (0.39) and "We need to" (0.45) without a known entity stay under 0.70.
    assert not any("mom" in t or "backlog" in t for t in found)
    assert all(t["task_status"] == "open" and t["record_ids"] for t in found.values())


def test_patterns_and_weights_one_by_one(user):
    turn_row = {"id": "t", "text": "", "mentions": [{"key": "redis", "name": "Redis",
                                                     "surface": ["Redis"]}]}
    cases = {
        "TODO: move sessions to Redis": ("todo", 0.90),
        "Don't forget to flush Redis tonight": ("dont_forget", 0.85),
        "I need to resize Redis": ("i_need_to", 0.80),
        "We need to shard Redis": ("we_need_to", 0.75),
        "Follow up on the Redis outage": ("follow_up", 0.72),
        "Next step is to benchmark Redis": ("next_step", 0.70),
        "I should read about Redis": ("i_should", 0.65),
    }
    for text, (signal, weight) in cases.items():
        (found,) = tasks.extract(user, {**turn_row, "text": text}, None)
        assert (found.signal, found.weight) == (signal, weight), text
        assert found.confidence == pytest.approx(weight * 0.6 + 0.25)
        assert found.priority == ("high" if found.confidence >= 0.85 else "medium")
    (blocked,) = tasks.extract(user, {**turn_row, "text": "Before we can ship, we need to "
                                      "patch Redis."}, None)
    assert blocked.text == "Patch Redis" and blocked.blocks_text == "Ship"
    # The task is the goal's, though it does not name the goal's entity.
    (review,) = tasks.extract(user, {**turn_row, "text": "Before we can move sessions to Redis, "
                                     "we need to finish the security review."}, None)
    assert review.text == "Finish the security review" and review.entity_keys == ["redis"]
    assert review.confidence == pytest.approx(0.78 * 0.6 + 0.25)
    assert review.confidence >= tasks.TASK_AT
    # A question or a supposition is nothing to do: the goal's entities do not make it a task.
    for text in ["So before we can move sessions to Redis, we need to do what exactly?",
                 "Before we can move sessions to Redis, we need to talk, can you call me?",
                 "If before we can move sessions to Redis we need to wait a year, I quit."]:
        found = tasks.extract(user, {**turn_row, "text": text}, None)
        assert all(f.confidence < tasks.TASK_AT for f in found), text
    assert tasks.extract(user, {**turn_row, "text": "The weather is nice."}, None) == []


def test_confirm_and_dismiss(client, services, user, talk):
    run_jobs(services, user, talk, "tasks")
    listed = client.get("/tasks").json()["tasks"]
    assert len(listed) == 4 and listed[0]["priority"] == "high"
    by_text = {t["text"]: t["memory_id"] for t in listed}
    keep, drop = by_text["Rotate the Kafka credentials"], by_text["Update the Docker images"]
    r = client.post(f"/tasks/{keep}/confirm")
    assert r.status_code == 200 and r.json()["confirmed"] is True
    r = client.post(f"/tasks/{drop}/dismiss")
    assert r.status_code == 200 and r.json()["task_status"] == "dismissed"
    assert client.post("/tasks/nope/confirm").status_code == 404
    assert client.post(f"/tasks/{keep}/finish").status_code == 422

    run_jobs(services, user, talk, "tasks")  # re-extraction respects the decisions
    open_ids = {t["memory_id"] for t in client.get("/tasks").json()["tasks"]}
    assert keep in open_ids and drop not in open_ids
    assert [t["memory_id"] for t in client.get("/tasks?status=dismissed").json()["tasks"]] == [drop]
    hits = services.searcher.search(user, SearchIn(query="update the Docker images",
                                                   kinds=["task"])).results
    assert drop not in [h.memory_id for h in hits]


def test_unconfirmed_tasks_expire_after_their_ttl(services, user, talk):
    run_jobs(services, user, talk, "tasks")
    keep = _by_text(services, user)["Rotate the Kafka credentials"]["memory_id"]
    services.curator.decide(user, keep, "task", "confirm")
    talk.advance(days=13)
    run_jobs(services, user, talk, "tasks")
    assert len(_by_text(services, user, "open")) == 4
    talk.advance(days=2)  # 14 days after they were said
    run_jobs(services, user, talk, "tasks")
    still = _by_text(services, user, "open")
    assert [t["memory_id"] for t in still.values()] == [keep]
    assert still["Rotate the Kafka credentials"]["expires_at"] is None
    assert len(_by_text(services, user, "expired")) == 3


def test_a_task_taken_back_or_said_by_the_assistant_is_no_open_task(client, services, user):
    """A correction of the turn a task was said in retracts it (it leaves open lists and
    context, as a rebuild would); an assistant's or a tool's "I need to" is no task of the
    user's; a task past its expiry is not offered before the job marks it."""
    clock = FakeClock()
    said = clock.now - timedelta(days=1)
    services.writer.append_many(user, [
        turn("I need to renew the TLS certificate for the Billing API before Friday.", "t1",
             "ops", said),
        RecordIn(type="conversation", role="assistant", thread_id="ops", source_ref="a1",
                 content="I need to look at the Billing API logs before I can answer.",
                 occurred_at=said + timedelta(minutes=1)),
        turn("TODO: rotate the Kafka credentials.", "t2", "ops", said + timedelta(minutes=2))])
    counts = run_jobs(services, user, clock, "tasks")["tasks"]
    assert counts["open"] == 2, counts  # not the assistant's
    services.writer.append_many(user, [turn(
        "Correction: the TLS certificate for the Billing API is already renewed.", "t1b", "ops",
        said + timedelta(minutes=3), supersedes="t1")])
    assert run_jobs(services, user, clock, "tasks")["tasks"]["retracted"] == 1
    assert list(_by_text(services, user, "open")) == ["Rotate the Kafka credentials"]
    assert list(_by_text(services, user, "retracted")) == [
        "Renew the TLS certificate for the Billing API before Friday"]
    manager = client.post("/records/context", json={"token_budget": 4000}).json()
    texts = [m["text"] for layer in manager["layers"].values() for m in layer
             if m["kind"] == "task"]
    assert texts == ["Rotate the Kafka credentials"], texts

    clock.advance(days=20)  # past the TTL; the job has not run since
    later = ContextAssembler(services.store, services.searcher, clock=lambda: clock.now)
    manager = later.assemble(user, ContextIn(token_budget=4000))
    assert not [m for layer in manager.layers.values() for m in layer if m.kind == "task"]


def _search_cluster_talk(refs: tuple[str, str], base) -> list:
    """Two turns of thread "ops", ten minutes apart: one working session."""
    return [turn("We should move the search cluster to Elasticsearch 8.", refs[0], "ops", base),
            turn("Elasticsearch 8 needs more heap on the Kubernetes nodes.", refs[1], "ops",
                 base + timedelta(minutes=10))]


def test_a_session_that_is_its_whole_thread_is_not_a_second_episode(services, user, cypher):
    """Accessed and worth keeping, a session whose turns are exactly its thread's episode's is
    settled without being promoted: the thread's episode already holds it, once."""
    clock = FakeClock()
    clock.advance(days=-3)
    base = clock.now
    services.writer.append_many(user, _search_cluster_talk(("s1", "s2"), base))
    clock.advance(hours=1)
    run_jobs(services, user, clock, "episodes", "working")
    (work,) = memories(cypher, user, "working")
    services.store.write("search/touch", user_id=user, ids=[work["id"]], now=iso(clock.now))
    clock.advance(days=2)
    counts = run_jobs(services, user, clock, "working")["working"]
    assert (counts["promoted"], counts["expired"]) == (0, 1)
    assert [m["thread_id"] for m in memories(cypher, user, "episode")] == ["ops"]


def test_search_task_signal_reads_open_tasks(services, user, talk):
    run_jobs(services, user, talk, "tasks")
    hits = services.searcher.search(user, SearchIn(query="Kafka credentials", mode="manager"))
    task_hits = [h for h in hits.results if h.kind == "task"]
    assert task_hits and all(h.signals["task"] == 1.0 for h in task_hits)
    assert all(h.signals["task"] == 0.0 for h in hits.results if h.kind != "task")


def test_working_memory_promotes_accessed_and_expires_the_rest(services, user, cypher):
    clock = FakeClock()
    clock.advance(days=-3)
    base = clock.now
    services.writer.append_many(user, [
        # three sessions: two threads, and a second session of the first after a long gap
        *_search_cluster_talk(("w1", "w2"), base),
        turn("lunch at noon?", "w3", "chat", base + timedelta(minutes=5)),
        turn("sure, see you then", "w4", "chat", base + timedelta(minutes=6)),
        turn("TODO: renew the Cloudflare certificate for Grafana.", "w5", "ops",
             base + timedelta(hours=6)),
        turn("The Cloudflare certificate for Grafana runs out on Friday.", "w6", "ops",
             base + timedelta(hours=6, minutes=1)),
    ])
    clock.advance(hours=7)
    run_jobs(services, user, clock, "tasks", "working")
    work = {m["occurred_at"]: m for m in memories(cypher, user, "working")}
    assert len(work) == 3
    work = {name: work[iso(base + delta)] for name, delta in [
        ("ops:2", timedelta(0)), ("chat:2", timedelta(minutes=5)), ("ops:1", timedelta(hours=6))]}
    assert work["ops:2"]["priority"] == "medium"  # entities, no task
    assert work["chat:2"]["priority"] == "low"
    assert work["ops:1"]["priority"] == "high"  # a high-priority task was said in it
    assert [m["turn_count"] for m in work.values()] == [2, 2, 2]
    assert work["ops:2"]["expires_at"] == iso(base + timedelta(minutes=10, hours=48))
    assert all(m["decay_class"] == "fast" and m["working_status"] == "active"
               for m in work.values())

    accessed = [work["ops:2"]["id"], work["chat:2"]["id"]]
    services.store.write("search/touch", user_id=user, ids=accessed, now=iso(clock.now))
    clock.advance(hours=45)  # the first sessions' TTL ran out, not the third's
    counts = run_jobs(services, user, clock, "working")["working"]
    assert (counts["promoted"], counts["expired"]) == (1, 1)
    promoted = {m["id"]: m for m in memories(cypher, user, "episode")}[work["ops:2"]["id"]]
    assert promoted["episode_scope"] == "session" and promoted["working_status"] == "promoted"
    assert "expires_at" not in promoted and promoted["decay_class"] == "medium"
    left = {m["id"]: m for m in memories(cypher, user, "working")}
    assert left[work["chat:2"]["id"]]["working_status"] == "expired"  # low priority
    assert left[work["ops:1"]["id"]]["working_status"] == "active"
    clock.advance(days=1)
    counts = run_jobs(services, user, clock, "working")["working"]
    assert (counts["promoted"], counts["expired"]) == (0, 1)  # high priority, never accessed

    hits = services.searcher.search(user, SearchIn(query="lunch at noon", kinds=["working"]))
    assert work["chat:2"]["id"] not in [h.memory_id for h in hits.results]
    hits = services.searcher.search(user, SearchIn(query="lunch at noon", kinds=["working"],
                                                   include_archived=True))
    assert work["chat:2"]["id"] in [h.memory_id for h in hits.results]

    # The expired high-priority session is read after it settled (the search above found it;
    # written now, not by the background writer at some point during the rebuild)
    services.access.flush()
    touched = {m["id"]: m.get("access_count") for m in memories(cypher, user, "working")}
    assert touched[work["ops:1"]["id"]] == 1

    # A rebuild gives them back, settled as they were, not decided again on that later access:
    # the working job alone makes memory for live sessions only, and these three are long past
    def settled() -> dict[str, tuple]:
        return {m["id"]: (m["kind"], m["working_status"], m.get("episode_scope"),
                          m.get("settled_at"))
                for kind in ("working", "episode") for m in memories(cypher, user, kind)
                if m.get("working_status")}

    before = settled()
    assert len(before) == 3
    from graphmem.curate import rebuild

    rebuild.rebuild(services, user, clock)
    assert settled() == before


def test_a_late_turn_never_unsettles_a_session_nor_doubles_a_live_one(services, user, cypher):
    clock = FakeClock()
    base = clock.now - timedelta(days=3)
    ops = ["Elasticsearch 8 needs more heap on the Kubernetes nodes.",
           "The Grafana alerts for Elasticsearch heap fire every night."]
    services.writer.append_many(user, [turn(text, f"o{i}", "ops", base + timedelta(minutes=i))
                                       for i, text in enumerate(ops)])
    clock.now = base + timedelta(hours=1)
    run_jobs(services, user, clock, "working")
    (work,) = memories(cypher, user, "working")
    services.store.write("search/touch", user_id=user, ids=[work["id"]], now=iso(clock.now))
    clock.now = base + timedelta(hours=49)
    assert run_jobs(services, user, clock, "working")["working"]["promoted"] == 1
    # a turn of that session arrives late: its last turn is now young enough to be live
    services.writer.append_many(user, [turn("Kubernetes gave Elasticsearch 8 GB of heap.", "o9",
                                            "ops", base + timedelta(hours=2))])
    run_jobs(services, user, clock, "working")
    episode = {m["id"]: m for m in memories(cypher, user, "episode")}[work["id"]]
    assert episode["working_status"] == "promoted" and "expires_at" not in episode
    assert memories(cypher, user, "working") == []

    # A live session, then a turn dated before its first: one working memory, not two
    start = clock.now - timedelta(hours=2)
    services.writer.append_many(user, [
        turn("Kafka consumer lag on the orders topic is growing.", "k1", "oncall", start),
        turn("Restarting the Kafka consumers on the orders service.", "k2", "oncall",
             start + timedelta(minutes=5))])
    run_jobs(services, user, clock, "working")
    (first,) = memories(cypher, user, "working")
    services.store.write("search/touch", user_id=user, ids=[first["id"]], now=iso(clock.now))
    services.writer.append_many(user, [turn("Paged for Kafka lag on the orders topic.", "k0",
                                            "oncall", start - timedelta(minutes=30))])
    run_jobs(services, user, clock, "working")
    (live,) = memories(cypher, user, "working")
    assert live["turn_count"] == 3 and live["access_count"] == 1
