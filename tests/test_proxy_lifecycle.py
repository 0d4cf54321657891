"""Conversation lifecycles and workers: epochs (reset, merge) refuse stale writes and write
nothing; a worker that lost a conversation's lease writes nothing; two API workers behind one
Neo4j serving one conversation never interleave its turns."""

from __future__ import annotations

import time
from concurrent.futures import Future

import pytest
from proxy_helpers import openai_client, start_app, stored_turns

from graphmem.curate import lease
from graphmem.ingest.conversations import ConversationError, Message, message_hash
from graphmem.proxy.memory import Persisted
from graphmem.proxy.work import ConversationWork, lease_name
from graphmem.service import Services

pytest_plugins = ["proxy_support"]


def user_msg(text):
    return {"role": "user", "content": text}


def prepare(client, cid, messages, **extra):
    return client.post(f"/conversations/{cid}/prepare", json={"messages": messages, **extra})


def records(client) -> int:
    return client.get("/verify").json()["records_checked"]


# -- epochs ------------------------------------------------------------------------------------
def test_reset_starts_over_and_refuses_writes_begun_before_it(client):
    first = prepare(client, "r1", [user_msg("We use Postgres 16.")]).json()
    assert first["epoch"] == 0
    reset = client.post("/conversations/r1/reset")
    assert reset.status_code == 200
    assert reset.json() == {"id": "r1", "resolved_id": "r1", "epoch": 1, "deactivated": 1}
    assert client.get("/conversations/r1").json()["turns"] == []

    before = records(client)
    late = client.post("/conversations/r1/ingest", json={
        "content": "Noted, Postgres 16.", "reply_to": first["reply_to"], "epoch": 0})
    assert late.status_code == 409 and late.json()["error"] == "stale_epoch"
    stale = prepare(client, "r1", [user_msg("We use Postgres 16."), user_msg("And Redis.")],
                    epoch=0)
    assert stale.status_code == 409 and stale.json()["error"] == "stale_epoch"
    assert records(client) == before  # nothing written
    assert client.get("/conversations/r1").json()["turns"] == []

    again = prepare(client, "r1", [user_msg("Starting over: we use MySQL.")]).json()
    assert again["epoch"] == 1 and again["path"] == "new"
    assert client.post("/conversations/nope/reset").status_code == 404


def test_merging_conversations_refuses_writes_begun_under_either(client):
    a = prepare(client, "m-a", [user_msg("Conversation A about billing.")]).json()
    b = prepare(client, "m-b", [user_msg("Conversation B about search.")]).json()
    merged = client.post("/conversations/m-a/alias", json={"target": "m-b"})
    assert merged.status_code == 200
    before = records(client)
    for cid, began in (("m-a", a), ("m-b", b)):
        late = client.post(f"/conversations/{cid}/ingest", json={
            "content": "a late reply", "reply_to": began["reply_to"], "epoch": began["epoch"]})
        assert late.status_code == 409 and late.json()["error"] == "stale_epoch", cid
    assert records(client) == before
    state = client.get("/conversations/m-a").json()
    assert state["resolved_id"] == "m-b" and state["epoch"] > max(a["epoch"], b["epoch"])


def thread_records(cypher, user: str, thread_id: str) -> list[str]:
    rows = cypher("MATCH (r:Record {user_id: $u, thread_id: $t}) RETURN r.content AS c "
                  "ORDER BY r.seq", u=user, t=thread_id)
    return [r["c"] for r in rows]


def test_a_proxy_reply_to_a_reset_conversation_is_refused(services, user, cypher):
    """The reply is persisted after the stream ends; if the conversation was reset meanwhile, the
    reply (begun under the old epoch) writes nothing."""
    memory = services.proxy.memory
    from graphmem.ingest.conversations import MessageIn, normalize

    turns, _ = normalize([MessageIn(role="user", content="What is our deploy day?")], 10_000)
    done = services.conversations.reconcile(user, "proxy-reset", turns)
    services.conversations.reset(user, "proxy-reset")
    payload: Future = Future()
    payload.set_result(Persisted("proxy-reset", done.reply_to, done.epoch))
    with pytest.raises(ConversationError) as refused:
        memory.persist_reply(user, payload, "Thursdays.", None)
    assert refused.value.status == 409 and refused.value.error == "stale_epoch"
    assert services.conversations.turns(user, "proxy-reset") == []
    assert thread_records(cypher, user, "proxy-reset") == ["What is our deploy day?"]


# -- leases ------------------------------------------------------------------------------------
def test_a_worker_that_lost_the_lease_writes_nothing(services, user, cypher):
    reconciler = services.conversations
    cid = "fenced"
    stalled = lease.acquire(services.store, lease_name(user, cid), "worker-a", ttl_s=1.0)
    assert stalled is not None
    # Worker B waits for the lease; A stalls past its expiry; B takes over and writes.
    other = ConversationWork(services.store, ttl_s=30.0, wait_s=10.0, workers=1)
    try:
        msg = _turns("B's turn: the deploy moved to Friday.")
        started = time.monotonic()
        other.submit(user, cid, lambda: reconciler.reconcile(user, cid, msg)).result(30)
        assert time.monotonic() - started >= 0.5  # it waited for A's lease to run out
    finally:
        other.close()
    before = thread_records(cypher, user, cid)
    # A wakes up and tries to write its own continuation under the lease it lost.
    late = _turns("B's turn: the deploy moved to Friday.", "A's turn: no, to Monday.")
    with lease.holding(stalled), pytest.raises(lease.LeaseLost):
        reconciler.reconcile(user, cid, late)
    assert thread_records(cypher, user, cid) == before  # no record, no turn
    assert [t.hash for t in reconciler.turns(user, cid)] == [msg[0].hash]


def _turns(*texts: str) -> list[Message]:
    return [Message("user", t, None, None, message_hash("user", t), i)
            for i, t in enumerate(texts)]


def test_two_api_workers_never_interleave_a_conversations_turns(services, fake):
    """Two processes' worth of services (own drivers, own proxy queues, own lease holders) behind
    one Neo4j, each its own server; one conversation's calls alternate between them with no
    pause for the background work."""
    workers = [Services(services.settings.model_copy(update={
        **fake.upstream_settings(), "proxy_memory_timeout_s": 120.0,
        "proxy_gate_timeout_s": 60.0})) for _ in range(2)]
    try:
        urls = [start_app(w) for w in workers]
        user = "local"
        cid = f"two-workers-{time.time_ns()}"
        history = []
        for i in range(6):
            fake.reply = f"Reply {i}: noted item {i}."
            history.append({"role": "user", "content": f"Item {i}: remember the number {i}."})
            client = openai_client(urls[i % 2], user, **{"X-Graphmem-Conversation": cid})
            answer = client.chat.completions.create(model="gpt-test", messages=history)
            history.append({"role": "assistant", "content": answer.choices[0].message.content})
        for w in workers:
            assert w.proxy.settle(120)
        stored = stored_turns(workers[0], user, cid)
        assert [(t["role"], t["content"]) for t in stored] == [
            (m["role"], m["content"]) for m in history]
    finally:
        for w in workers:
            w.close()
