"""Decay classes, pinning, core memory and auto-archive, with an injected clock."""

import math
from datetime import timedelta

from curation_support import FakeClock, run_jobs, turn

from graphmem.models import RecordIn, SearchIn, iso


def _write(services, user, records):
    return [o.memory_ids[0] for o in services.writer.append_many(user, records)]


def _touch(services, user, ids, at):
    """An access at `at`. Searches queue their hits' accesses (written every 2 s at the real
    time): they are written first, so none lands after this one and resets the clock again."""
    services.access.flush()
    services.store.write("search/touch", user_id=user, ids=ids, now=iso(at))


def _get(cypher, memory_id):
    return cypher("MATCH (m:Memory {id: $id}) RETURN m {.*, embedding: null} AS m",
                  id=memory_id)[0]["m"]


def test_decay_classes_follow_kind_and_pin(client, services, user, cypher):
    clock = FakeClock()
    turn_id, doc_id, state_id = _write(services, user, [
        turn("We moved the billing service to Redis", "d1", "t1", clock.now),
        RecordIn(type="document", content="# Billing\n\nThe billing service caches in Redis.",
                 source_ref="doc", source_path="docs/billing.md"),
        RecordIn(type="state_object", content="redis", kind="cache", key="billing",
                 source_ref="st"),
    ])
    cypher("MATCH (m:Memory {id: $id}) SET m.decay_class = 'fast'", id=doc_id)
    assert run_jobs(services, user, clock, "decay")["decay"]["decay_changed"] == 1
    assert [_get(cypher, i)["decay_class"] for i in (turn_id, doc_id, state_id)] == \
        ["medium", "slow", "slow"]

    r = client.post(f"/memories/{turn_id}/pin")
    assert r.status_code == 200, r.text
    assert r.json()["pinned"] is True and r.json()["decay_class"] == "none"
    run_jobs(services, user, clock, "decay")  # curation keeps a pinned memory at 'none'
    assert _get(cypher, turn_id)["decay_class"] == "none"
    r = client.post(f"/memories/{turn_id}/unpin")
    assert r.json() == {**r.json(), "pinned": False, "decay_class": "medium"}
    # a superseded memory is refused: core memory holds what is current
    client.post("/records", json={"type": "state_object", "content": "memcached",
                                  "kind": "cache", "key": "billing", "source_ref": "st2"})
    r = client.post(f"/memories/{state_id}/pin")
    assert r.status_code == 409 and r.json()["error"] == "superseded", r.text
    assert _get(cypher, state_id)["pinned"] is False


def test_ranking_decays_with_time_and_pinning_stops_it(services, user):
    clock = FakeClock()
    old, pinned = _write(services, user, [
        turn("The deploy window for the payments platform is Tuesday", "r1", "t1", clock.now),
        turn("The deploy window for the payments platform is Tuesdays", "r2", "t2", clock.now),
    ])
    services.curator.pin(user, pinned)
    later = clock.advance(days=28)
    out = services.searcher.search(user, SearchIn(query="payments deploy window"), now=later)
    by_id = {r.memory_id: r for r in out.results}
    # Two half-lives of a 'medium' memory: a quarter of its recency left; the pinned one keeps all.
    assert math.isclose(by_id[old].signals["recency"], 0.25, abs_tol=1e-3)
    assert by_id[pinned].signals["recency"] == 1.0
    assert out.results[0].memory_id == pinned

    # An access resets the clock of manager mode ("what is going on"): read at day 28, the old
    # memory is fresh again then. A question's recency stays the age of what it says.
    _touch(services, user, [old], later)
    at = clock.advance(days=14)

    def recency(mode, as_of=None):
        query = SearchIn(query="payments deploy window", mode=mode, as_of=as_of)
        out = services.searcher.search(user, query, now=at)
        return {r.memory_id: r for r in out.results}[old].signals["recency"]

    assert math.isclose(recency("manager"), 0.5, abs_tol=1e-3)
    assert math.isclose(recency("answer"), 0.125, abs_tol=1e-3)
    # As of day 14 the read had not happened: one half-life since the memory's own time.
    assert math.isclose(recency("manager", as_of=iso(at - timedelta(days=28))), 0.5, abs_tol=1e-3)


def test_decay_reorders_results_and_pinning_or_an_access_undoes_it(services, user):
    clock = FakeClock()
    best, other = _write(services, user, [
        turn("The deploy window for the payments platform is Tuesday morning", "o1", "t1",
             clock.now),
        turn("Our payments platform deploy window: Tuesdays", "o2", "t2", clock.now),
    ])
    def order(at, mode="answer"):
        query = SearchIn(query="deploy window for the payments platform", mode=mode)
        ranked = [r.memory_id for r in services.searcher.search(user, query, now=at).results]
        return [i for i in ranked if i in (best, other)]

    # Both fresh: relevance decides. Six weeks on, both decayed alike: still relevance.
    assert order(clock.now) == [best, other]
    assert order(clock.advance(days=42)) == [best, other]
    # Pinned, the other one no longer decays and overtakes the better match.
    services.curator.pin(user, other)
    assert order(clock.now) == [other, best]
    # Unpinned, it decays again; an access resets only its own clock, and it leads again in
    # manager mode. A question still gets the better match first: being read makes nothing truer.
    services.curator.unpin(user, other)
    assert order(clock.now) == [best, other]
    _touch(services, user, [other], clock.now)
    assert order(clock.advance(hours=1), "manager") == [other, best]
    assert order(clock.now) == [best, other]
    # Decay never deleted anything: both still there, a year on.
    assert set(order(clock.advance(days=365))) == {best, other}


def test_auto_archive_takes_what_decayed_away_unread(services, user, cypher):
    clock = FakeClock()
    unread, read, pinned = _write(services, user, [
        turn("Quarterly numbers look fine for the storage team", "a1", "t1", clock.now),
        turn("Quarterly numbers look fine for the network team", "a2", "t1", clock.now),
        turn("Quarterly numbers look fine for the platform team", "a3", "t1", clock.now),
    ])
    (doc,) = _write(services, user, [RecordIn(type="document", content="Storage runbook: page "
                                              "the on-call first.", source_ref="doc",
                                              source_path="runbook.md")])
    services.store.write("search/touch", user_id=user, ids=[read], now=iso(clock.now))
    services.curator.pin(user, pinned)

    clock.advance(days=60)  # medium half-life 14 d: factor 0.05, above the 0.01 threshold
    assert run_jobs(services, user, clock, "decay")["decay"]["archived"] == 0
    clock.advance(days=40)  # 100 days: factor 0.007
    assert run_jobs(services, user, clock, "decay")["decay"]["archived"] == 1
    assert _get(cypher, unread)["archived"] is True
    assert not any(_get(cypher, i)["archived"] for i in (read, pinned, doc))

    assert cypher("MATCH (m:Memory {id: $id}) RETURN count(m) AS n", id=unread)[0]["n"] == 1

    def found(**fields) -> bool:
        query = SearchIn(query="quarterly numbers storage team", top_k=10, **fields)
        return unread in [r.memory_id for r in services.searcher.search(user, query).results]

    # What is going on leaves it out; a question reaches everything the user was told (its hit
    # is queued as an access: nothing written yet, so the order of these two counts).
    assert not found(mode="manager")
    assert found()
    # Reading it brings it back into every view, for good.
    _touch(services, user, [unread], clock.now)
    back = _get(cypher, unread)
    assert back["archived"] is False and "archived_at" not in back and found(mode="manager")
    clock.advance(days=1)
    assert run_jobs(services, user, clock, "decay")["decay"]["archived"] == 0


def test_a_dismissed_task_stays_archived_when_read(client, services, user, cypher):
    clock = FakeClock()
    _write(services, user, [turn("TODO: rotate the Kafka credentials tonight.", "k1", "t1",
                                 clock.now)])
    run_jobs(services, user, clock, "tasks")
    (task,) = services.curator.tasks(user)
    r = client.post(f"/tasks/{task['memory_id']}/dismiss")
    assert r.status_code == 200, r.text
    _touch(services, user, [task["memory_id"]], clock.now)
    assert _get(cypher, task["memory_id"])["archived"] is True


def test_archive_threshold_is_a_setting(services, user, cypher):
    clock = FakeClock()
    (mid,) = _write(services, user, [turn("Old note about the printer", "p1", "t1", clock.now)])
    clock.advance(days=30)  # factor 0.226
    from types import SimpleNamespace

    from graphmem.curate import decay

    strict = SimpleNamespace(store=services.store, settings=services.settings.model_copy(
        update={"archive_threshold": 0.3}))
    assert decay.run(strict, user, clock)["archived"] == 1
    assert _get(cypher, mid)["archived"] is True


def test_core_memory_says_when_pins_do_not_fit(client, services, user):
    clock = FakeClock()
    long = " ".join(["The platform team owns ingestion, billing and the search cluster."] * 24)
    ids = _write(services, user, [turn(f"Rule {i}: {long}", f"c{i}", "t1", clock.now)
                                  for i in range(4)])
    assert client.get("/memories/core").json()["over_cap"] is False
    for mid in ids[:1]:
        client.post(f"/memories/{mid}/pin")
    core = services.curator.core_memory(user, 500)
    assert not core.over_cap and [m["memory_id"] for m in core.memories] == ids[:1]
    for mid in ids[1:]:
        last = client.post(f"/memories/{mid}/pin").json()
    assert last["core"]["over_cap"] is True and "over its cap" in last["core"]["warning"]
    core = client.get("/memories/core", params={"cap_tokens": 500}).json()
    assert core["over_cap"] is True and core["tokens"] <= 500 < core["pinned_tokens"]
    kept = {m["memory_id"] for m in core["memories"]}
    left = {m["memory_id"] for m in core["omitted"]}
    assert kept and left and kept | left == set(ids) and not kept & left
    assert core["warning"] and str(len(left)) in core["warning"]
    roomy = services.curator.core_memory(user, 100_000)
    assert not roomy.over_cap and len(roomy.memories) == 4 and roomy.warning is None


def test_core_memory_cap_setting_is_bounded():
    import pytest
    from pydantic import ValidationError

    from graphmem.config import Settings

    assert Settings(core_memory_tokens=1500).core_memory_tokens == 1500
    for bad in (499, 1501):
        with pytest.raises(ValidationError):
            Settings(core_memory_tokens=bad)


def test_pin_of_a_missing_or_foreign_memory_is_404(app, client, services):
    from conftest import keyed_app
    from fastapi.testclient import TestClient

    r = client.post("/memories/no-such-memory/pin")
    assert r.status_code == 404 and set(r.json()) == {"error", "message", "field"}
    other = TestClient(keyed_app(services, {"k-other": ["someone-else-decay"]}))
    other.headers["Authorization"] = "Bearer k-other"
    (mid,) = _write(services, "someone-else-decay", [
        turn("private", "x1", "t1", FakeClock().now)])
    assert client.post(f"/memories/{mid}/pin").status_code == 404
    assert other.post(f"/memories/{mid}/pin").status_code == 200


def test_pins_carry_the_label_core_memory_is_found_by(client, services, user, cypher):
    """Pinning labels the memory Pinned and unpinning removes it: core memory reads only
    labelled memories (the pinned_user index), not every memory of the user. A store written
    before the label existed gets it at start-up: the backfill runs while the index is missing."""
    from graphmem.store.schema import apply_schema

    clock = FakeClock()
    ids = _write(services, user, [turn(f"Rule {i}: deploys wait for the nightly backup.",
                                       f"p{i}", "t1", clock.now) for i in range(3)])

    def labelled():
        return {r["id"] for r in cypher("MATCH (m:Memory:Pinned {user_id: $u}) RETURN m.id AS id",
                                        u=user)}

    def core():
        return {m["memory_id"] for m in client.get("/memories/core").json()["memories"]}

    client.post(f"/memories/{ids[0]}/pin")
    client.post(f"/memories/{ids[1]}/pin")
    client.post(f"/memories/{ids[1]}/unpin")
    assert labelled() == core() == {ids[0]}
    # as an older graphmem left it: a pin without the label, and no pinned_user index
    cypher("MATCH (m:Memory {id: $id}) SET m.pinned = true, m.pinned_at = '2024-01-01'", id=ids[2])
    assert core() == {ids[0]}
    cypher("DROP INDEX pinned_user IF EXISTS")
    apply_schema(services.store)
    assert labelled() == core() == {ids[0], ids[2]}


def test_a_correction_during_a_rebuild_takes_the_pin_on(client, services, user, cypher):
    """While a rebuild replays, the memories it derived again are not pinned until it ends:
    a correction that arrived then had left both memories unpinned, the pin lost for good. The
    pin follows the person's decision, not the flag."""
    clock = FakeClock()
    (old,) = _write(services, user, [turn("The budget is 40k.", "budget", "t1", clock.now)])
    assert client.post(f"/memories/{old}/pin").status_code == 200
    # as a rebuild's replay leaves it: the memory again, its decision kept, not pinned yet
    cypher("MATCH (m:Memory {id: $id}) SET m.pinned = false REMOVE m:Pinned", id=old)
    (new,) = _write(services, user, [turn("Correction: the budget is 45k.", "budget2", "t1",
                                          clock.now + timedelta(days=1), supersedes="budget")])
    core = client.get("/memories/core").json()
    assert [m["memory_id"] for m in core["memories"]] == [new], core


def test_a_correction_keeps_the_persons_own_decision_about_it(client, services, user):
    clock = FakeClock()
    (old,) = _write(services, user, [turn("The budget is 40k.", "budget", "t1", clock.now)])
    assert client.post(f"/memories/{old}/pin").status_code == 200
    (new,) = _write(services, user, [turn("Correction: the budget is 45k.", "budget2", "t1",
                                          clock.now + timedelta(days=1), supersedes="budget")])
    assert client.post(f"/memories/{new}/unpin").status_code == 200
    services.curator.rebuild(user)  # the replayed correction does not take the pin back
    assert client.get("/memories/core").json()["memories"] == []


def test_a_pin_goes_on_to_the_correction_of_its_memory(client, services, user, cypher):
    """Corrected by its writer, a pinned memory's pin goes on to the correction: core memory
    holds the new address, not nothing; a rebuild keeps it so."""
    clock = FakeClock()
    (old,) = _write(services, user, [turn("My home address is 12 Elm Street.", "addr", "t1",
                                          clock.now)])
    assert client.post(f"/memories/{old}/pin").status_code == 200
    (new,) = _write(services, user, [turn("Correction: my home address is 7 Oak Lane.", "addr2",
                                          "t1", clock.now + timedelta(days=1),
                                          supersedes="addr")])
    core = client.get("/memories/core").json()
    assert [m["memory_id"] for m in core["memories"]] == [new], core
    assert _get(cypher, new)["decay_class"] == "none"
    services.curator.rebuild(user)
    core = client.get("/memories/core").json()
    assert [m["text"] for m in core["memories"]] == [
        "Correction: my home address is 7 Oak Lane."], core


def test_a_procedure_dismissed_after_it_decayed_stays_dismissed(client, services, user, cypher):
    """Auto-archive marks its archive 'decay' (a read undoes it); a person's dismissal later is
    the person's, and no search or read may bring the procedure back."""
    from test_discovery import _observe, _procedures

    clock = FakeClock()
    _observe(services, user, clock, [(f"s{i % 4}", "make", "make lint", {}) for i in range(8)])
    run_jobs(services, user, clock, "discovery")
    proc = _procedures(cypher, user)["repeated"]
    clock.advance(days=2000)
    run_jobs(services, user, clock, "decay")
    assert _get(cypher, proc["id"])["archived"] is True
    assert client.post(f"/procedures/{proc['id']}/dismiss").status_code == 200

    query = SearchIn(query="make lint", top_k=20)
    hits = [r.memory_id for r in services.searcher.search(user, query).results]
    assert proc["id"] not in hits  # a question no longer reaches it
    _touch(services, user, [proc["id"]], clock.now)
    assert _get(cypher, proc["id"])["archived"] is True
