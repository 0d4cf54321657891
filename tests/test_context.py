"""Layered context assembly (POST /records/context): budgets, the protected turns, manager mode."""

from __future__ import annotations

import pytest
from conftest import keyed_app
from fastapi.testclient import TestClient

from graphmem.ingest.derive import memory_id
from graphmem.nlp.tokens import count_tokens
from graphmem.retrieve import context as ctx_module

TOPICS = ["cache", "ledger", "invoices", "refunds", "latency", "deploys", "alerts", "quotas"]


def turn(content, ref, **extra):
    return {"type": "conversation", "content": content, "source_ref": ref, **extra}


def sentence(i: int, words: int = 40) -> str:
    topic = TOPICS[i % len(TOPICS)]
    filler = " ".join(f"{topic}{(i * 7 + k) % 97}" for k in range(words))
    return f"Note {i} about the billing service {topic}: {filler}."


def context(client, **body) -> dict:
    r = client.post("/records/context", json=body)
    assert r.status_code == 200, r.text
    out = r.json()
    assert_counts_exact(out)
    return out


def assert_counts_exact(out: dict) -> None:
    """Every count is the tokenizer's count of exactly the text returned."""
    for name, items in out["layers"].items():
        for it in items:
            assert it["tokens"] == count_tokens(it["text"]), (name, it["memory_id"])
        assert out["token_counts"][name] == sum(count_tokens(i["text"]) for i in items)
    assert out["total_tokens"] == sum(out["token_counts"].values())
    joined = "\n".join(i["text"] for items in out["layers"].values() for i in items)
    assert count_tokens(joined) == out["total_tokens"]


def ids(items) -> list[str]:
    return [i["memory_id"] for i in items]


@pytest.fixture
def seeded(client, cypher, user):
    """Memories for every layer: other threads, documents, a thread, pins, procedures, state."""
    records = [turn(sentence(i), f"other-{i}", thread_id=f"other-{i % 4}") for i in range(30)]
    records += [{"type": "document", "source_path": f"docs/billing-{d}.md",
                 "source_ref": f"doc-{d}",
                 "content": "\n\n".join(f"## Billing {d}.{p}\n" + sentence(100 + d * 10 + p, 60)
                                        for p in range(5))} for d in range(3)]
    records += [turn(sentence(200 + i, 8), f"main-{i}", thread_id="main",
                     role="user" if i % 2 == 0 else "assistant") for i in range(20)]
    records += [{"type": "observation", "source_ref": f"proc-{i}",
                 "content": f"Procedure {i}: to deploy billing run make build then argocd sync "
                            f"billing-{i} and watch the alerts"} for i in range(6)]
    records += [{"type": "state_object", "kind": "service", "key": f"billing-{i}",
                 "content": f"billing-{i} runs version {i}.2 on the cache cluster",
                 "topic_id": "billing", "source_ref": f"state-{i}"} for i in range(4)]
    out = client.post("/records/import", json={"records": records}).json()
    assert out["created"] == len(records) and not out["failed"]
    cypher("MATCH (m:Memory {user_id: $u}) WHERE m.source_ref STARTS WITH 'proc-' "
           "SET m.kind = 'procedure', m.importance = 0.8", u=user)
    for row in cypher("MATCH (m:Memory {user_id: $u}) WHERE m.source_ref IN ['other-3', "
                      "'other-11'] RETURN m.id AS id", u=user):
        assert client.post(f"/memories/{row['id']}/pin").status_code == 200
    return out


def test_every_layer_holds_its_budget_and_counts_are_exact(client, seeded):
    for budget in (None, 2000, 700):
        body = {"query": "what did we say about the billing cache?", "thread_id": "main",
                "topic_id": "billing"}
        if budget:
            body["token_budget"] = budget
        out = context(client, **body)
        expected = {"procedural": 300, "project_context": 600, "memories": 1200,
                    "document_chunks": 800, "recent_conversation": 1500}
        scale = (budget or 4400) / 4400
        assert out["budgets"] == {k: int(v * scale) for k, v in expected.items()}
        for name, used in out["token_counts"].items():
            if name != "project_context":  # the core memory may borrow (checked below)
                assert used <= out["budgets"][name], (budget, name, used)
        borrowing = ("project_context", "memories", "document_chunks")
        assert sum(out["token_counts"][n] for n in borrowing) <= sum(
            out["budgets"][n] for n in borrowing)
        pinned = [i for i in out["layers"]["project_context"] if i["reason"] == "pinned"]
        assert len(pinned) == 2, budget  # the core memory is always there
        assert out["total_tokens"] <= (budget or 4400) and not out["over_budget"]
        if budget != 700:  # at 700 a document chunk is bigger than its whole layer
            assert all(out["layers"][name] for name in expected), budget
    assert sum(out["dropped"].values()) > 0


def test_procedures_join_a_question_only_when_they_bear_on_it(client, seeded):
    deploy = context(client, query="how do I deploy billing?")["layers"]["procedural"]
    assert deploy and all("deploy billing" in i["text"] for i in deploy)
    lunch = context(client, query="where is the team lunch on Friday?")["layers"]["procedural"]
    assert lunch == []  # not every procedure in every prompt
    assert context(client)["layers"]["procedural"]  # no question: the strongest


def test_over_budget_the_lowest_scoring_go_first(client):
    client.post("/records/import", json={"records": [
        turn(sentence(i), f"n-{i}", thread_id=f"t{i % 3}") for i in range(24)]})
    body = {"query": "billing cache latency"}
    wide = context(client, **body)["layers"]["memories"]
    narrow_out = context(client, **body, token_budget=1100)
    narrow = narrow_out["layers"]["memories"]
    scores = [i["score"] for i in wide]
    assert scores == sorted(scores, reverse=True)
    assert 0 < len(narrow) < len(wide)
    assert ids(narrow) == ids(wide)[: len(narrow)]  # the best of the wide list, in order
    assert narrow_out["dropped"]["memories"] > 0


def test_recent_conversation_keeps_the_newest_turns_in_order(client):
    client.post("/records/import", json={"records": [
        turn(sentence(i, 15), f"r-{i}", thread_id="chat") for i in range(10)]})
    out = context(client, thread_id="chat", query="billing", token_budget=880)
    kept = out["layers"]["recent_conversation"]
    assert 3 <= len(kept) < 10
    assert [i["source_refs"][0] for i in kept] == [f"r-{i}" for i in range(10 - len(kept), 10)]
    assert out["token_counts"]["recent_conversation"] <= out["budgets"]["recent_conversation"]


def test_the_last_three_turns_borrow_from_memories_and_documents(client):
    turns = [turn(sentence(i, 50), f"b-{i}", thread_id="borrow") for i in range(5)]
    other = [turn(sentence(50 + i, 20), f"o-{i}", thread_id="elsewhere") for i in range(8)]
    client.post("/records/import", json={"records": turns + other})
    out = context(client, thread_id="borrow", query="billing service", token_budget=880)
    kept = out["layers"]["recent_conversation"]
    assert [i["source_refs"][0] for i in kept] == ["b-2", "b-3", "b-4"]
    assert not any(i["clipped"] for i in kept)
    overflow = out["token_counts"]["recent_conversation"] - out["budgets"]["recent_conversation"]
    assert overflow > 0
    assert out["token_counts"]["memories"] + out["token_counts"]["document_chunks"] <= (
        out["budgets"]["memories"] + out["budgets"]["document_chunks"] - overflow)
    assert out["total_tokens"] <= 880 and not out["over_budget"]
    assert any("last 3 turns" in w for w in out["warnings"])


def test_the_last_three_turns_are_clipped_never_dropped(client):
    long = [turn(sentence(i, 300), f"l-{i}", thread_id="long") for i in range(5)]
    other = [turn(sentence(50 + i), f"o-{i}", thread_id="elsewhere") for i in range(5)]
    client.post("/records/import", json={"records": long + other})
    out = context(client, thread_id="long", query="billing service", token_budget=440)
    kept = out["layers"]["recent_conversation"]
    assert [i["source_refs"][0] for i in kept] == ["l-2", "l-3", "l-4"]
    assert all(i["clipped"] and i["text"].endswith("[… clipped]") for i in kept)
    assert all(i["text"].startswith(f"Note {n}") for i, n in zip(kept, (2, 3, 4), strict=True))
    # The floor used what the memories and documents would have had, and still fits the total.
    assert out["layers"]["memories"] == [] and out["layers"]["document_chunks"] == []
    assert out["total_tokens"] <= 440 and out["over_budget"] is False
    assert any("clipped" in w for w in out["warnings"])


def test_a_tiny_budget_keeps_the_newest_turn_first(client):
    """Too little room for every protected turn to keep a useful start: the newest keeps
    what fits, the older ones what it leaves (nothing here), and the warning says so."""
    client.post("/records/import", json={"records": [
        turn(sentence(i, 12), f"t-{i}", thread_id="tiny") for i in range(3)]})
    out = context(client, thread_id="tiny", query="billing", token_budget=15)
    kept = out["layers"]["recent_conversation"]
    assert [i["source_refs"][0] for i in kept] == ["t-0", "t-1", "t-2"]
    newest = kept[-1]
    assert newest["clipped"] and newest["text"].startswith("Note 2") and newest["tokens"] > 0
    assert all(i["tokens"] <= newest["tokens"] for i in kept)
    assert [i["text"] for i in kept[:2]] == ["", ""]
    assert out["total_tokens"] <= 15
    assert any("no room at all" in w for w in out["warnings"])
    assert not any("their start is kept" in w and w.startswith("3 ") for w in out["warnings"])


def test_a_very_long_last_turn_still_assembles(client):
    client.post("/records", json=turn("billing " * 20_000, "huge", thread_id="huge"))
    out = context(client, thread_id="huge")
    assert out["mode"] == "manager"
    assert out["layers"]["recent_conversation"][0]["clipped"] is True
    assert out["total_tokens"] <= 4400


def test_manager_mode_without_a_query(client, cypher, user):
    client.post("/records/import", json={"records": [
        turn("Lunch menu for Friday: tacos and salad", "old-news", thread_id="social"),
        turn("We decided to move the billing ledger to Postgres", "decision", thread_id="arch"),
        turn("TODO: rotate the billing API keys before the audit", "todo", thread_id="arch"),
        turn("Standup: I am working on the invoice exporter", "s-1", thread_id="standup"),
        turn("Standup: the exporter needs a retry policy", "s-2", thread_id="standup"),
    ]})
    cypher("MATCH (m:Memory {user_id: $u, source_ref: 'todo'}) "
           "SET m.kind = 'task', m.task_status = 'open', m.priority = 'high', "
           "m.confidence = 0.9", u=user)
    # Arrives after the thread's last turn: this is what changed since we last talked.
    client.post("/records", json=turn("Carol shipped the refund service to production",
                                      "shipped", thread_id="ops"))
    out = context(client, thread_id="standup")
    assert out["mode"] == "manager"
    memories = out["layers"]["memories"]
    reasons = {i["source_refs"][0]: i["reason"] for i in memories}
    assert memories[0]["source_refs"] == ["todo"] and memories[0]["reason"] == "open_task"
    assert reasons["shipped"] == "changed"
    assert reasons["decision"] == "decision"
    assert reasons.get("old-news") != "changed"
    order = [i["reason"] for i in memories]
    assert order.index("open_task") < order.index("changed") < order.index("decision")
    # The thread's own turns are the recent conversation, not "changes".
    assert {i["source_refs"][0] for i in out["layers"]["recent_conversation"]} == {"s-1", "s-2"}


def _pin(client, cypher, user, source_ref):
    memory_id = cypher("MATCH (m:Memory {user_id: $u, source_ref: $ref}) RETURN m.id AS id",
                       u=user, ref=source_ref)[0]["id"]
    assert client.post(f"/memories/{memory_id}/pin").status_code == 200


def test_pinned_memories_are_the_project_context_and_not_repeated(client, cypher, user):
    client.post("/records/import", json={"records": [
        turn("Alice prefers TypeScript for every new service", "pref"),
        turn("The billing service prefers TypeScript too", "billing-ts"),
        {"type": "state_object", "kind": "project", "key": "billing", "topic_id": "billing",
         "content": "billing: migrating the ledger, phase 2 of 3", "source_ref": "proj"},
    ]})
    _pin(client, cypher, user, "pref")
    out = context(client, query="which language does Alice prefer?", topic_id="billing")
    project = out["layers"]["project_context"]
    assert [i["reason"] for i in project] == ["pinned", "project"]
    assert project[0]["source_refs"] == ["pref"] and project[1]["source_refs"] == ["proj"]
    assert "pref" not in [r for i in out["layers"]["memories"] for r in i["source_refs"]]


def test_core_memory_that_does_not_fit_is_reported(client, cypher, user):
    client.post("/records", json=turn(sentence(1, 200), "big-pin"))
    _pin(client, cypher, user, "big-pin")
    out = context(client, query="billing", token_budget=440)
    assert out["layers"]["project_context"] == []
    assert out["dropped"]["project_context"] == 1
    assert any("pinned" in w for w in out["warnings"])


def test_context_always_carries_the_core_memory_within_its_cap(client, cypher, user, services,
                                                              monkeypatch):
    client.post("/records/import", json={"records": [
        turn(sentence(i, 60), f"pin-{i}", thread_id="pins") for i in range(5)]})
    pins = [r["id"] for r in cypher(
        "MATCH (m:Memory {user_id: $u}) WHERE m.source_ref STARTS WITH 'pin-' "
        "RETURN m.id AS id ORDER BY m.source_ref", u=user)]
    monkeypatch.setattr(services.context, "core_tokens", 500)

    def pin(ids):
        for mid in ids:
            assert client.post(f"/memories/{mid}/pin").status_code == 200
        return client.get("/memories/core", params={"cap_tokens": 500}).json()

    # Under the cap: the whole core, in core order, even past project_context's own budget
    # (150 of 1100 tokens: it borrows from the memories and documents budgets), no warning.
    core = pin(pins[:2])
    assert core["over_cap"] is False and core["warning"] is None
    out = context(client, query="billing", token_budget=1100)
    in_core = [i for i in out["layers"]["project_context"] if i["reason"] == "pinned"]
    assert ids(in_core) == [m["memory_id"] for m in core["memories"]] and len(in_core) == 2
    assert out["token_counts"]["project_context"] > out["budgets"]["project_context"]
    assert out["total_tokens"] <= 1100 and out["warnings"] == []

    # Over the cap: the core within its 500 tokens, and both answers say how many were left out.
    core = pin(pins[2:])
    left_out = len(core["omitted"])
    assert core["over_cap"] is True and left_out >= 1
    assert f"{left_out} pinned memories left out" in core["warning"]
    out = context(client, query="billing", token_budget=1100)
    in_core = [i for i in out["layers"]["project_context"] if i["reason"] == "pinned"]
    assert ids(in_core) == [m["memory_id"] for m in core["memories"]]
    assert 0 < sum(i["tokens"] for i in in_core) <= 500
    assert core["warning"] in out["warnings"]


def test_excluded_memories_never_appear(client):
    out = client.post("/records/import", json={"records": [
        turn(sentence(i), f"x-{i}", thread_id="t") for i in range(6)]}).json()
    first = context(client, query="billing service", thread_id="t")
    shown = {i["memory_id"] for items in first["layers"].values() for i in items}
    assert len(shown) == 6
    leave_out = sorted(shown)[:4]
    second = context(client, query="billing service", thread_id="t",
                     exclude_memory_ids=leave_out)
    again = {i["memory_id"] for items in second["layers"].values() for i in items}
    assert again == shown - set(leave_out)
    assert out["created"] == 6


def test_what_the_caller_carries_does_not_crowd_out_what_it_lacks(client):
    """A long conversation resent whole (the proxy's case): its own turns match the question
    best, yet they are excluded, and the page must still hold the memories from elsewhere."""
    carried = [turn(f"Question {i}: how do we size the Redis cache for the billing service?",
                    f"carried-{i}", thread_id="long") for i in range(ctx_module.SEARCH_TOP_K + 10)]
    elsewhere = [turn(f"Dana decided the billing Redis cache gets {n} GB per region.",
                      f"elsewhere-{n}", thread_id="decisions") for n in (4, 8)]
    out = client.post("/records/import", json={"records": carried + elsewhere}).json()
    assert out["created"] == len(carried) + 2
    memory_ids = [memory_id(record_id, "turn", 0) for record_id in out["ids"]]
    everything = context(client, query="How big is the billing Redis cache?")
    assert len(everything["layers"]["memories"]) >= ctx_module.SEARCH_TOP_K  # carried ones lead

    out = context(client, query="How big is the billing Redis cache?",
                  exclude_memory_ids=memory_ids[:len(carried)])
    found = [i["text"] for i in out["layers"]["memories"]]
    assert sorted(t for t in found if "Dana decided" in t) == sorted(t["content"]
                                                                     for t in elsewhere)
    assert not set(ids(out["layers"]["memories"])) & set(memory_ids[:len(carried)])


def test_bad_requests_are_422(client):
    for body, field in [({"mode": "answer"}, "query"), ({"token_budget": 0}, "token_budget"),
                        ({"query": "x", "budget": 5}, "budget"),
                        ({"query": "x", "mode": "oracle"}, "mode")]:
        r = client.post("/records/context", json=body)
        assert r.status_code == 422, body
        assert r.json()["field"] == field and r.json()["error"] == "invalid_input"
    for query in ("   ", "\u0005", "\u200b\u001b "):  # nothing to search for: what is going on
        r = client.post("/records/context", json={"query": query})
        assert r.status_code == 200, (query, r.text)
        assert r.json()["mode"] == "manager" and r.json()["query"] is None


def test_another_users_memories_never_appear(app, client, user):
    client.post("/records", json=turn("The launch code word is pineapple", "secret",
                                      thread_id="t"))
    other = TestClient(keyed_app(app.state.services, {"other-ctx": [f"{user}-other"]}))
    other.headers["Authorization"] = "Bearer other-ctx"
    out = other.post("/records/context", json={"query": "launch code word", "thread_id": "t"})
    assert out.status_code == 200
    assert out.json()["total_tokens"] == 0
    assert other.post("/records/context", json={"query": "x", "user_id": user}).status_code == 403


def test_a_registered_provider_feeds_its_layer(client):
    def card(job):
        return [ctx_module.ContextItem(memory_id="card-1", text=f"Person card for {job.user_id}",
                                       kind="summary", score=0.9, tokens=0, reason="person_card")]

    ctx_module.register_provider("project_context", card)
    try:
        out = context(client, query="anything")
    finally:
        ctx_module.PROVIDERS["project_context"].remove(card)
    assert [i["reason"] for i in out["layers"]["project_context"]] == ["person_card"]
    with pytest.raises(KeyError):
        ctx_module.register_provider("nonsense", card)


def test_a_memory_deleted_while_context_is_read_is_left_off(client, seeded, services,
                                                            monkeypatch):
    """Under read-committed isolation a memory that a background rebuild or forget deletes
    mid-read comes back with no properties: context leaves it off instead of answering 500 (found
    by the fuzz test). A deleted row is added to every memory list the real store returns."""
    store = services.context.store
    raced = set()

    class Racing:
        def read(self, name, **params):
            rows = store.read(name, **params)
            if rows and "memory_id" in rows[0]:
                raced.add(name)
                rows = [*rows, dict.fromkeys(rows[0])]
            return rows

        def __getattr__(self, name):
            return getattr(store, name)

    body = {"thread_id": "main", "topic_id": "billing"}
    before = context(client, **body)
    monkeypatch.setattr(services.context, "store", Racing())
    after = context(client, **body)
    assert {"curate/core_memory", "context/project", "context/thread_turns"} <= raced
    assert {n: ids(i) for n, i in after["layers"].items()} == {
        n: ids(i) for n, i in before["layers"].items()}


def test_a_last_turn_deleted_while_context_is_read_is_no_probe(client, seeded, services,
                                                               monkeypatch):
    """The thread's newest turn is manager mode's probe. One that a background rebuild deletes
    mid-read comes back with no text: context assembles without it instead of answering 500."""
    store = services.context.store

    class Racing:
        def read(self, name, **params):
            rows = store.read(name, **params)
            if name == "context/thread_last_turn":
                rows = [dict.fromkeys(row) for row in rows]
            return rows

        def __getattr__(self, name):
            return getattr(store, name)

    monkeypatch.setattr(services.context, "store", Racing())
    out = context(client, thread_id="main")
    assert len(out["layers"]["recent_conversation"]) > 0


def test_a_corrected_turn_of_the_conversation_is_marked(client):
    """The conversation shows what was said, a turn corrected since too, but marked: the
    assistant must not take it as true."""
    turns = [{"type": "conversation", "thread_id": "home", "source_ref": ref, "content": text,
              "occurred_at": at, **extra} for ref, text, at, extra in [
                  ("h1", "My home address is 12 Elm Street.", "2024-05-01T10:00:00Z", {}),
                  ("h2", "Correction: my home address is 7 Oak Lane.", "2024-05-01T10:05:00Z",
                   {"supersedes": "h1"})]]
    assert client.post("/records/import", json={"records": turns}).json()["created"] == 2
    out = context(client, thread_id="home", token_budget=2000)
    recent = {i["text"]: i["corrected"] for i in out["layers"]["recent_conversation"]}
    assert recent == {"My home address is 12 Elm Street.": True,
                      "Correction: my home address is 7 Oak Lane.": False}, recent
    block = ctx_module.render_block(ctx_module.ContextOut(**out))
    assert "12 Elm Street. (corrected later)" in block and "Oak Lane. (corrected" not in block


def test_the_same_words_are_shown_once(client):
    """Remembered three times, a sentence filled three lines of the memories layer."""
    for ref in ("a", "b", "c"):
        client.post("/records", json={"type": "observation", "source_ref": ref,
                                      "content": "Alice prefers tea over coffee."})
    client.post("/records", json={"type": "observation", "source_ref": "d",
                                  "content": "Alice  prefers tea over COFFEE."})
    out = context(client, query="what does Alice drink?")
    texts = [i["text"] for items in out["layers"].values() for i in items]
    assert len([t for t in texts if "tea over" in t]) == 1, texts
