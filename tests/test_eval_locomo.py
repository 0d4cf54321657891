"""`graphmem eval locomo`: the protocol on a tiny conversation in the LoCoMo format, through the
real service; the scratch users it writes are deleted afterwards unless asked to keep them."""

from __future__ import annotations

import json

import pytest

from graphmem.eval import locomo

CONVERSATION = {
    "sample_id": "tiny",
    "conversation": {
        "speaker_a": "Rosa", "speaker_b": "Tomas",
        "session_1_date_time": "1:56 pm on 8 May, 2023",
        "session_1": [
            {"speaker": "Rosa", "dia_id": "D1:1", "text": "I adopted a grey cat called Pixel!"},
            {"speaker": "Tomas", "dia_id": "D1:2", "text": "Congrats! I started pottery classes."},
        ],
        "session_2_date_time": "10:37 am on 27 June, 2023",
        "session_2": [
            {"speaker": "Rosa", "dia_id": "D2:1", "text": "We are flying to Lisbon next week."},
            {"speaker": "Tomas", "dia_id": "D2:2", "text": "My pottery bowl cracked in the kiln."},
        ],
    },
    "qa": [
        {"question": "What is the name of Rosa's cat?", "answer": "Pixel",
         "evidence": ["D1:1"], "category": 4},
        {"question": "Where is Rosa flying?", "answer": "Lisbon", "evidence": ["D2:1"],
         "category": 4},
        {"question": "What broke?", "answer": "a bowl", "evidence": ["D2:2"], "category": 5},
    ],
}


@pytest.fixture
def tiny(tmp_path):
    path = tmp_path / "tiny.json"
    path.write_text(json.dumps([CONVERSATION]))
    return path


def _eval_users(cypher) -> set[str]:
    return {r["u"] for r in cypher(
        "MATCH (n) WHERE n.user_id STARTS WITH 'locomo-tiny-' RETURN DISTINCT n.user_id AS u")}


def test_eval_scores_ours_and_the_baselines_then_deletes_its_users(services, tiny, cypher):
    before = _eval_users(cypher)
    logs: list[str] = []
    systems = locomo.evaluate(services, tiny, log=logs.append)
    latencies = systems["_latency_ms"]
    assert len(latencies) == 2  # category 5 is not part of the protocol
    for name in ("graphmem", "bm25", "dense", "bm25+dense rrf"):
        assert systems[name].table()["n"] == 2
    assert systems["graphmem"].table()["R@10"] == 1.0  # two turns per session: all are in top 10
    assert "categories 1-4" in locomo.report(systems)
    assert _eval_users(cypher) == before


def test_eval_keeps_its_users_when_asked(services, tiny, cypher):
    before = _eval_users(cypher)
    logs: list[str] = []
    locomo.evaluate(services, tiny, log=logs.append, keep=True)
    kept = _eval_users(cypher) - before
    assert len(kept) == 1 and any(next(iter(kept)) in line for line in logs)
    locomo.drop_user(services.store, next(iter(kept)))
    assert _eval_users(cypher) == before


def test_eval_says_when_the_store_holds_other_users_memories(services, tiny, client):
    """Their words shift the keyword statistics, so a reader of the figures must know."""
    r = client.post("/records", json={"type": "conversation", "content": "Redis has three nodes"})
    assert r.status_code in (200, 201), r.text
    logs: list[str] = []
    locomo.evaluate(services, tiny, log=logs.append)
    assert any(line.startswith("note: the store already holds") for line in logs)


def test_only_eval_users_can_be_dropped(services):
    with pytest.raises(ValueError):
        locomo.drop_user(services.store, "alice")


def test_a_scratch_user_is_dropped_in_small_transactions_to_the_last_node(services, cypher):
    """Memories first, then the edges left on the entities (a hub entity of a big scratch user
    holds more than one transaction may delete), then the rest: nothing of the user remains."""
    import uuid

    from graphmem.eval.scratch import drop_scratch_user
    from graphmem.models import RecordIn

    user = f"locomo-{uuid.uuid4().hex[:8]}"
    services.writer.append_many(user, [
        RecordIn(type="conversation", content=f"Redis and Kafka back the {n} queue.",
                 sender="Mel", thread_id="t", source_ref=f"d{n}") for n in range(12)])
    hub = cypher("MATCH (e:Entity {user_id: $u, key: 'redis'}) RETURN COUNT { (e)--() } AS n",
                 u=user)
    assert hub[0]["n"] > 2 * 5  # more edges than one batch of the edge step

    drop_scratch_user(services.store, user, "locomo-", batch=2)
    assert cypher("MATCH (n {user_id: $u}) RETURN count(n) AS n", u=user) == [{"n": 0}]
