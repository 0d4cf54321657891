"""Episodes, weekly consolidation into facts, three-tier near-duplicates, monthly project
summaries and repeated sequences, with an injected clock."""

from datetime import timedelta
from types import SimpleNamespace

import pytest
from curation_support import FakeClock, memories, observation, run_jobs, turn

from graphmem.curate import dedup
from graphmem.curate.common import cosine
from graphmem.curate.episodes import episode_id
from graphmem.curate.text import sentences

REDIS_A = [
    "We picked Redis for the VaultKeeper session cache.",
    "Redis keeps VaultKeeper session tokens for thirty minutes.",
    "The VaultKeeper login service reads sessions from Redis on every request.",
    "Can we grab lunch at noon tomorrow?",
    "Redis eviction for VaultKeeper sessions uses the volatile-lru policy.",
    "Session reads from Redis stay under two milliseconds for VaultKeeper.",
]
REDIS_B = [
    "VaultKeeper session data now lives in Redis with a thirty minute expiry.",
    "Redis replication for the VaultKeeper session store is asynchronous.",
    "VaultKeeper falls back to the database when Redis is unavailable.",
]
DENTIST = [
    "My dentist appointment moved to Friday morning.",
    "I have to bring the insurance card to the dentist.",
]


def _thread(services, user, lines, thread, start, **extra):
    services.writer.append_many(user, [
        turn(text, f"{thread}-{i}", thread, start + timedelta(minutes=i), **extra)
        for i, text in enumerate(lines)])


def _redis_fact(services, user, cypher):
    """Two Redis threads consolidated into their fact, nine days on: (clock, start, fact)."""
    clock = FakeClock()
    start = clock.now
    _thread(services, user, REDIS_A, "redis-a", start)
    _thread(services, user, REDIS_B, "redis-b", start + timedelta(days=1))
    run_jobs(services, user, clock, "episodes")
    clock.advance(days=9)
    run_jobs(services, user, clock, "consolidate")
    (fact,) = memories(cypher, user, "fact")
    return clock, start, fact


def _edges(cypher, src, rel):
    return sorted(r["id"] for r in cypher(
        f"MATCH (m:Memory {{id: $id}})-[:{rel}]->(x) RETURN coalesce(x.id, '') AS id", id=src))


def test_an_episode_per_thread_contains_its_turns(services, user, cypher):
    clock = FakeClock()
    _thread(services, user, REDIS_A, "redis", clock.now)
    _thread(services, user, ["Just one message here, nothing else."], "lonely", clock.now)
    assert run_jobs(services, user, clock, "episodes")["episodes"]["episodes"] == 1
    (ep,) = memories(cypher, user, "episode")
    assert ep["id"] == episode_id(user, "redis") and ep["turn_count"] == 6
    turns = {m["id"]: m for m in memories(cypher, user, "turn") if m["thread_id"] == "redis"}
    assert _edges(cypher, ep["id"], "CONTAINS") == sorted(turns)
    assert _edges(cypher, ep["id"], "DERIVED_FROM") == sorted(t["record_id"] for t in
                                                              turns.values())
    picked = sentences(ep["text"])
    assert len(picked) == 3 and set(picked) <= set(REDIS_A)
    assert "lunch" not in ep["text"]  # the off-topic line is the least central
    assert len(ep["embedding"]) == 384 and ep["decay_class"] == "medium"
    assert {e["key"] for e in cypher("MATCH (:Memory {id: $id})-[:MENTIONS]->(e) RETURN e.key "
                                     "AS key", id=ep["id"])} >= {"redis", "vaultkeeper"}

    # A new turn: the job brings the episode up to date; nothing stale is left.
    services.writer.append(user, turn("Redis memory for VaultKeeper sessions is 2 GB.", "r-7",
                                      "redis", clock.now + timedelta(minutes=9)))
    assert run_jobs(services, user, clock, "episodes")["episodes"]["episodes"] == 1
    assert run_jobs(services, user, clock, "episodes")["episodes"]["episodes"] == 0
    (ep,) = memories(cypher, user, "episode")
    assert ep["turn_count"] == 7 and len(_edges(cypher, ep["id"], "CONTAINS")) == 7
    # The writer's hook gives the same episode.
    assert services.curator.update_episodes(user, ["redis"]) == 1
    assert memories(cypher, user, "episode")[0]["text"] == ep["text"]


def test_weekly_consolidation_makes_linked_facts(client, services, user, cypher):
    clock = FakeClock()
    start = clock.now
    _thread(services, user, REDIS_A, "redis-a", start)
    _thread(services, user, REDIS_B, "redis-b", start + timedelta(days=1))
    _thread(services, user, DENTIST, "dentist", start + timedelta(days=1, hours=1))
    run_jobs(services, user, clock, "episodes")
    clock.advance(days=6)  # the newest episodes are not a week old yet
    assert run_jobs(services, user, clock, "consolidate")["consolidate"]["clusters"] == 0
    clock.advance(days=3)
    counts = run_jobs(services, user, clock, "consolidate")["consolidate"]
    assert counts == {"clusters": 1, "facts": 1, "reinforced": 0, "compressed": 2,
                      "corrected": 0}
    (fact,) = memories(cypher, user, "fact")
    redis_eps = [episode_id(user, "redis-a"), episode_id(user, "redis-b")]
    assert _edges(cypher, fact["id"], "CONSOLIDATES") == sorted(redis_eps)
    records = {m["record_id"] for m in memories(cypher, user, "turn")
               if m["thread_id"].startswith("redis")}
    assert set(_edges(cypher, fact["id"], "DERIVED_FROM")) == records
    assert set(sentences(fact["text"])) <= set(REDIS_A + REDIS_B)
    assert fact["decay_class"] == "slow" and len(fact["embedding"]) == 384
    episodes = {m["id"]: m for m in memories(cypher, user, "episode")}
    for eid in redis_eps:
        ep = episodes[eid]
        assert ep["compressed"] is True and ep["compressed_into"] == fact["id"]
        assert len(sentences(ep["text"])) == 1 and ep["text"] in ep["summary_full"]
    assert episodes[episode_id(user, "dentist")]["compressed"] is False
    # Idempotent: nothing left to consolidate.
    assert run_jobs(services, user, clock, "consolidate")["consolidate"]["clusters"] == 0
    listed = client.get("/records/summaries", params={"kind": "fact"}).json()["summaries"]
    assert [s["memory_id"] for s in listed] == [fact["id"]]
    assert sorted(listed[0]["consolidates"]) == sorted(redis_eps)

    # The same story told again two weeks later reinforces the fact: no second fact.
    later = start + timedelta(days=14)
    _thread(services, user, REDIS_A, "redis-c", later)
    _thread(services, user, REDIS_B, "redis-d", later + timedelta(hours=1))
    clock.advance(days=14)
    run_jobs(services, user, clock, "episodes")
    counts = run_jobs(services, user, clock, "consolidate")["consolidate"]
    assert (counts["facts"], counts["reinforced"], counts["compressed"]) == (0, 1, 2)
    (fact,) = memories(cypher, user, "fact")
    assert fact["reinforced"] == 1
    assert len(_edges(cypher, fact["id"], "CONSOLIDATES")) == 4
    assert len(_edges(cypher, fact["id"], "DERIVED_FROM")) == 2 * len(records)


def test_a_fact_quoting_a_corrected_turn_is_summed_up_again(services, user, cypher):
    """Corrected after consolidation, a turn the fact quotes leaves it: the fact is summed up
    again from the turns that still hold, and the corrected record is no longer its evidence."""
    clock, start, fact = _redis_fact(services, user, cypher)
    quoted = [i for i, line in enumerate(REDIS_A) if line in fact["text"]]
    assert quoted, fact["text"]
    wrong = f"redis-a-{quoted[0]}"
    services.writer.append_many(user, [turn(
        "Correction: that was wrong, VaultKeeper sessions moved to Memcached.", "fix", "redis-a",
        start + timedelta(minutes=30), supersedes=wrong)])
    counts = run_jobs(services, user, clock, "consolidate")["consolidate"]
    assert counts["corrected"] == 1
    (again,) = memories(cypher, user, "fact")
    assert again["id"] == fact["id"] and REDIS_A[quoted[0]] not in again["text"]
    assert again["text"] and not again.get("superseded")
    old_record = next(m["record_id"] for m in memories(cypher, user, "turn")
                      if m["source_ref"] == wrong)
    assert old_record not in _edges(cypher, fact["id"], "DERIVED_FROM")
    assert run_jobs(services, user, clock, "consolidate")["consolidate"]["corrected"] == 0


def test_three_tier_near_duplicates(services):
    texts = ["We picked Redis for the session cache.",
             "We picked Redis for the session cache!",
             "The team picked Redis for caching sessions.",
             "The dentist appointment is on Friday."]
    vectors = services.embedder.encode(texts)
    sims = [cosine(vectors[0], v) for v in vectors]
    assert sims[1] >= 0.95 and 0.85 <= sims[2] < 0.95 and sims[3] < 0.85, sims
    cands = [dedup.Candidate(f"c{i}", t, v, [f"r{i}"], (i,)) for i, (t, v) in
             enumerate(zip(texts, vectors, strict=True))]
    kept = dedup.merge(cands, 0.85)
    assert [c.id for c in kept] == ["c0", "c3"]
    assert [o.id for o, _ in kept[0].merged] == ["c1", "c2"]
    assert kept[0].all_record_ids == ["r0", "r1", "r2"]
    logged = kept[0].evidence_rows("u", 0.85, 0.95, "now")
    assert [e["text"] for e in logged] == [texts[2]]  # only the 0.85-0.95 band is logged
    # Thresholds are settings: a stricter lower bound keeps the paraphrase apart.
    for c in cands:
        c.merged = []
    assert [c.id for c in dedup.merge(cands, 0.97)] == ["c0", "c2", "c3"]


def test_consolidation_similarity_is_a_setting(services, user, cypher):
    clock = FakeClock()
    _thread(services, user, REDIS_A, "a", clock.now)
    _thread(services, user, REDIS_B, "b", clock.now + timedelta(hours=2))
    run_jobs(services, user, clock, "episodes")
    clock.advance(days=8)
    from graphmem.curate import consolidate

    picky = SimpleNamespace(store=services.store, embedder=services.embedder,
                            settings=services.settings.model_copy(
                                update={"cluster_similarity": 0.99}))
    assert consolidate.run(picky, user, clock)["clusters"] == 0
    assert memories(cypher, user, "fact") == []


def test_monthly_project_summary(client, services, user, cypher):
    clock = FakeClock()
    clock.advance(days=-10)
    lines = ["We decided to use Redis for the VaultKeeper sessions.",
             "Redis needs a password on the VaultKeeper cluster.",
             "I need to rotate the Kafka credentials for VaultKeeper.",
             "Lunch is at noon."]
    _thread(services, user, lines, "vk-1", clock.now, topic_id="vaultkeeper")
    clock.advance(days=10)
    run_jobs(services, user, clock, "tasks")
    assert run_jobs(services, user, clock, "monthly")["monthly"]["project_summaries"] == 1
    (summary,) = memories(cypher, user, "summary")
    assert summary["topic_id"] == "vaultkeeper" and summary["summary_scope"] == "project"
    assert "Decisions: We decided to use Redis for the VaultKeeper sessions." in summary["text"]
    assert "Redis" in summary["recurring_entities"] and "VaultKeeper" in \
        summary["recurring_entities"]
    assert "Open tasks: Rotate the Kafka credentials for VaultKeeper." in summary["text"]
    decided = [m["record_id"] for m in memories(cypher, user, "turn")
               if m["text"].startswith("We decided")]
    assert set(decided) <= set(_edges(cypher, summary["id"], "DERIVED_FROM"))

    # Next month: a new summary supersedes the old one (one chain per topic).
    _thread(services, user, ["We agreed to move VaultKeeper to Redis Cluster.",
                             "Redis Cluster needs three VaultKeeper shards.",
                             "The VaultKeeper shards run on Kubernetes."], "vk-2",
            clock.now + timedelta(days=20), topic_id="vaultkeeper")
    clock.advance(days=31)
    run_jobs(services, user, clock, "monthly")
    new = [m for m in memories(cypher, user, "summary") if m["id"] != summary["id"]]
    assert len(new) == 1 and "Redis Cluster" in new[0]["text"]
    assert _edges(cypher, summary["id"], "SUPERSEDED_BY") == [new[0]["id"]]
    listed = client.get("/records/summaries", params={"kind": "summary"}).json()["summaries"]
    assert [s["memory_id"] for s in listed] == [new[0]["id"]]

    # A rebuild two months on gives both back as they were made, chained: each is the summary
    # of the month before its run, not of the rebuild's
    from graphmem.curate import rebuild

    kept = {m["id"]: m for m in memories(cypher, user, "summary")
            if m.get("summary_scope") == "project"}
    clock.advance(days=60)
    rebuild.rebuild(services, user, clock)
    again = {m["id"]: m for m in memories(cypher, user, "summary")
             if m.get("summary_scope") == "project"}
    assert set(again) == set(kept)
    assert all(again[i]["text"] == kept[i]["text"] for i in kept)
    assert _edges(cypher, summary["id"], "SUPERSEDED_BY") == [new[0]["id"]]


def test_repeated_multi_step_sequences_become_procedures(services, user, cypher):
    clock = FakeClock()
    steps = ["npm test", "docker build -t web .", "docker push registry.local/web"]
    records = []
    for n, (session, first) in enumerate([("s1", "ls"), ("s2", "pwd"), ("s3", "whoami")]):
        at = clock.now + timedelta(days=n)
        records.append(observation(f"{session}-x", at, "bash", first, session=session))
        for i, cmd in enumerate(steps if session != "s3" else steps[:2]):
            records.append(observation(f"{session}-{i}", at + timedelta(minutes=i + 1), "bash",
                                       cmd, session=session))
    services.writer.append_many(user, records)
    clock.advance(days=4)
    counts = run_jobs(services, user, clock, "monthly")["monthly"]
    assert counts["sequence_procedures"] == 1
    (proc,) = [m for m in memories(cypher, user, "procedure") if m["detector"] == "sequence"]
    assert proc["text"] == ("Repeated sequence: npm test -> docker build -t web <path> -> "
                            "docker push <path>")
    assert proc["discovered"] is True and proc["confidence"] == pytest.approx(0.5)
    assert len(_edges(cypher, proc["id"], "DERIVED_FROM")) == 6


RELEASE = ["Run the test suite", "Build the Docker image", "Push the image to the registry"]


def _numbered(title, steps):
    return title + "\n" + "\n".join(f"{n}. {s}." for n, s in enumerate(steps, 1))


def test_step_lists_repeated_in_conversation_become_procedures(client, services, user,
                                                               cypher):
    from graphmem.curate import rebuild
    from graphmem.models import RecordIn

    clock = FakeClock()
    start = clock.now

    def say(thread, text, days, role="user"):
        services.writer.append(user, RecordIn(
            type="conversation", content=text, source_ref=f"{thread}-{days}", thread_id=thread,
            occurred_at=start + timedelta(days=days), sender="Alice", role=role))

    say("rel-1", _numbered("To release the web app:", RELEASE), 0)
    # The same steps, bulleted and in lower case, in another thread.
    say("rel-2", "Release steps again:\n- run the test suite\n- build the Docker image\n"
                 "- push the image to the registry\nThanks!", 2)
    say("hf-1", "For a hotfix, first branch from main, then cherry-pick the fix, then tag the "
                "release.", 1)
    say("hf-1", "Again: first branch from main, then cherry-pick the fix, then tag the release.",
        3)  # the same thread again is not a second thread
    say("shop", "Groceries:\n- milk\n- eggs", 4)
    for n in (1, 2):  # an assistant's boilerplate is not the person's routine
        say(f"bot-{n}", "To roll back:\n1. Revert the commit\n2. Redeploy the service", n,
            role="assistant")
    say("hf-2", "First, branch from main. Then cherry-pick the fix. Finally tag the release.", 20)

    def procedures():
        return {m["text"].splitlines()[0]: m for m in memories(cypher, user, "procedure")
                if m.get("detector") == "steps"}

    clock.advance(days=10)  # the second hotfix thread has not happened yet
    assert run_jobs(services, user, clock, "monthly")["monthly"]["step_procedures"] == 1
    clock.advance(days=21)
    assert run_jobs(services, user, clock, "monthly")["monthly"]["step_procedures"] == 2
    found = procedures()
    assert set(found) == {"To release the web app:", "For a hotfix:"}
    release, hotfix = found["To release the web app:"], found["For a hotfix:"]
    # Extractive: the steps as first written.
    assert release["text"] == "To release the web app:\n" + "\n".join(
        f"{n}. {s}" for n, s in enumerate(RELEASE, 1))
    assert release["steps"] == RELEASE and hotfix["steps"] == [
        "branch from main", "cherry-pick the fix", "tag the release"]
    assert (release["support"], release["sessions"]) == (2, 2)
    assert (hotfix["support"], hotfix["sessions"]) == (3, 2)
    assert release["discovered"] is False and release["decay_class"] == "slow"
    turns = {m["source_ref"]: m["record_id"] for m in memories(cypher, user, "turn")}
    assert _edges(cypher, release["id"], "DERIVED_FROM") == sorted(
        [turns["rel-1-0"], turns["rel-2-2"]])
    assert _edges(cypher, hotfix["id"], "DERIVED_FROM") == sorted(
        [turns["hf-1-1"], turns["hf-1-3"], turns["hf-2-20"]])
    assert {"docker"} <= {e["key"] for e in cypher(
        "MATCH (:Memory {id: $id})-[:MENTIONS]->(e) RETURN e.key AS key", id=release["id"])}

    # Near-duplicates, three tiers: a list at cosine >= 0.95 reinforces the release procedure,
    # one at 0.85-0.95 reinforces it and logs its text as evidence, one below is a new memory.
    same = ["Run the full test suite", *RELEASE[1:]]
    close = ["Run the unit tests", "Build the Docker image", "Push the Docker image to the "
             "registry"]
    other = ["Run the tests", "Build the container image", "Push it to the registry"]
    texts = [_numbered("To release the web app:", same), _numbered("To release the web app:",
                                                                    close),
             _numbered("To ship the web app:", other)]
    vectors = services.embedder.encode([release["text"]] + [t.replace(".\n", "\n").rstrip(".")
                                                            for t in texts])
    sims = [cosine(vectors[0], v) for v in vectors[1:]]
    assert sims[0] >= 0.95 and 0.85 <= sims[1] < 0.95 and sims[2] < 0.85, sims
    for i, text in enumerate(texts):
        say(f"var-{i}-a", text, 35)
        say(f"var-{i}-b", text, 36)
    clock.advance(days=10)
    assert run_jobs(services, user, clock, "monthly")["monthly"]["step_procedures"] == 3
    found = procedures()
    assert set(found) == {"To release the web app:", "For a hotfix:", "To ship the web app:"}
    again = found["To release the web app:"]
    assert again["id"] == release["id"] and again["text"] == release["text"]
    assert again["reinforced"] == 2 and again["support"] == 6
    assert len(_edges(cypher, release["id"], "DERIVED_FROM")) == 6
    logged = client.get(f"/memories/{release['id']}/evidence").json()["evidence"]
    assert [e["text"] for e in logged] == [_numbered("To release the web app:", close)
                                           .replace(".\n", "\n").rstrip(".")]

    # A rebuild derives the same procedures again: same ids, texts and evidence.
    before = {m["id"]: (m["text"], _edges(cypher, m["id"], "DERIVED_FROM"))
              for m in procedures().values()}
    rebuild.rebuild(services, user, clock)
    assert {m["id"]: (m["text"], _edges(cypher, m["id"], "DERIVED_FROM"))
            for m in procedures().values()} == before
    assert client.get(f"/memories/{release['id']}/evidence").json()["evidence"] == logged


def test_a_pinned_fact_stays_pinned_when_a_rebuild_clusters_its_episodes_anew(client, services,
                                                                             user, cypher):
    """Live, a story told again later reinforces the fact already made; a rebuild clusters all
    three episodes at once, into a fact with another id. The pin follows the fact."""
    from graphmem.curate import rebuild

    clock, start, fact = _redis_fact(services, user, cypher)
    assert client.post(f"/memories/{fact['id']}/pin").status_code == 200
    _thread(services, user, [f"{line} We checked it again." for line in REDIS_B], "redis-e",
            start + timedelta(days=1, hours=3))  # a week old already: consolidated next run
    counts = run_jobs(services, user, clock, "episodes", "consolidate")["consolidate"]
    assert counts["clusters"] == 0  # one new episode alone is no cluster

    rebuild.rebuild(services, user, clock)
    (again,) = memories(cypher, user, "fact")
    assert again["pinned"] is True and again["decay_class"] == "none", again
    core = client.get("/memories/core").json()
    assert again["id"] in [m["memory_id"] for m in core["memories"]], core
