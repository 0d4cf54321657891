"""Pattern discovery over tool-use observations: the four detectors, the confidence rules (self-
limiting reinforcement, 0.85 ceiling until confirmed, 60-day read-time decay, at most 50% less in
search), dangerous commands never learned. Days pass on an injected clock."""

from datetime import timedelta

import pytest
from curation_support import FakeClock, memories, observation, run_jobs

from graphmem.curate import discovery
from graphmem.models import SearchIn
from graphmem.retrieve.signals import discovered_weight, read_confidence


def _procedures(cypher, user):
    return {m["detector"]: m for m in memories(cypher, user, "procedure")}


def _observe(services, user, clock, specs):
    """specs: (session, tool, input, extra) in order, a minute apart from the clock's now."""
    records = [observation(f"o-{clock.now.timestamp()}-{i}", clock.now + timedelta(minutes=i),
                           tool, inp, session=session, **extra)
               for i, (session, tool, inp, extra) in enumerate(specs)]
    services.writer.append_many(user, records)
    clock.advance(minutes=len(specs) + 1)


def test_confidence_rule():
    assert discovery.confidence(3, 3) == 0.5
    c = 0.5
    for n in range(4, 30):
        c = c + 0.05 * (1 - c)  # each new observation adds 0.05 * (1 - c)
        expected = min(0.85, c)
        assert discovery.confidence(n, 3) == pytest.approx(expected, abs=1e-4), n
    assert discovery.confidence(60, 3) == 0.85  # the ceiling until a person confirms
    assert discovery.confidence(60, 3, confirmed=True) > 0.9


def test_repeated_tool_and_input_across_sessions(services, user, cypher):
    clock = FakeClock()
    search = ("s1", "grep_code", "def authenticate", {})
    _observe(services, user, clock, [search] * 3)
    run_jobs(services, user, clock, "discovery")
    assert "repeated" not in _procedures(cypher, user)  # three times, but in one session
    _observe(services, user, clock, [("s2", *search[1:])])
    run_jobs(services, user, clock, "discovery")
    proc = _procedures(cypher, user)["repeated"]
    assert proc["text"] == "Frequently runs grep_code with `def authenticate` across sessions"
    assert proc["discovered"] is True and proc["support"] == 4 and proc["sessions"] == 2
    assert proc["confidence"] == pytest.approx(discovery.confidence(4, 3)) == 0.525
    _observe(services, user, clock, [("s3", *search[1:])])
    run_jobs(services, user, clock, "discovery")
    run_jobs(services, user, clock, "discovery")  # idempotent: same observations, same value
    again = _procedures(cypher, user)["repeated"]
    assert again["id"] == proc["id"] and again["confidence"] == pytest.approx(0.54875, abs=1e-4)
    assert len(cypher("MATCH (:Memory {id: $id})-[:DERIVED_FROM]->(r) RETURN r.id AS id",
                      id=proc["id"])) == 5


def test_a_corrected_observation_counts_for_no_pattern(services, user, cypher):
    """The third run was corrected (superseded) to another command: two runs are no pattern."""
    clock = FakeClock()
    runs = [observation(f"o{i}", clock.now + timedelta(minutes=i), "bash", "pytest -x tests/unit",
                        session=f"s{i}") for i in range(3)]
    services.writer.append_many(user, runs)
    fixed = observation("o2b", clock.now + timedelta(minutes=2), "bash", "make lint",
                        session="s2").model_copy(update={"supersedes": "o2"})
    services.writer.append_many(user, [fixed])
    clock.advance(minutes=5)
    counts = run_jobs(services, user, clock, "discovery")["discovery"]
    assert counts["observations"] == 3
    assert "repeated" not in _procedures(cypher, user)


def test_error_then_fix(services, user, cypher):
    clock = FakeClock()
    _observe(services, user, clock, [
        ("s1", "jest", "jest --all", {"ok": False, "error": "ENOMEM: out of memory at 0x7f3a"}),
        ("s1", "bash", "free -m", {}),
        ("s1", "jest", "jest --all --maxWorkers=2", {}),
    ])
    run_jobs(services, user, clock, "discovery")
    proc = _procedures(cypher, user)["error_fix"]
    assert proc["text"] == ("When jest fails with `ENOMEM: out of memory at 0x7f3a`, "
                            "`jest --all --maxWorkers=2` works")
    assert proc["confidence"] == 0.5 and proc["support"] == 2


def test_the_same_call_succeeding_again_is_a_retry_not_a_fix(services, user, cypher):
    clock = FakeClock()
    _observe(services, user, clock, [
        ("s1", "bash", "make test", {"ok": False, "error": "E: missing dep"}),
        ("s1", "bash", "make test", {}),
    ])
    run_jobs(services, user, clock, "discovery")
    proc = _procedures(cypher, user)["error_fix"]
    assert proc["text"] == "When bash fails with `E: missing dep`, a retry works"


def test_hot_files(services, user, cypher):
    clock = FakeClock()
    edit = [("s1", "edit", "", {"file": "src/config.ts"})]
    _observe(services, user, clock, edit * 2 + [("s1", "read", "", {"file": "src/config.ts"})])
    run_jobs(services, user, clock, "discovery")
    assert "hot_file" not in _procedures(cypher, user)  # two edits and a read
    _observe(services, user, clock, edit)
    run_jobs(services, user, clock, "discovery")
    proc = _procedures(cypher, user)["hot_file"]
    assert proc["text"] == "src/config.ts is a frequent edit target" and proc["support"] == 3


def test_recurring_normalised_commands_and_dangerous_ones_never(services, user, cypher):
    clock = FakeClock()
    _observe(services, user, clock, [
        ("s1", "bash", "cd /srv/app && docker compose up -d", {}),
        ("s1", "bash", "docker compose up -d", {}),
        ("s1", "bash", "cd /home/me && docker compose up -d", {}),
        ("s1", "bash", "rm -rf /", {}), ("s2", "bash", "rm -rf /", {}),
        ("s3", "bash", "rm -rf /", {}),
    ])
    run_jobs(services, user, clock, "discovery")
    procs = memories(cypher, user, "procedure")
    assert [p["text"] for p in procs if p["detector"] == "command"] == [
        "Often runs `docker compose up -d`"]
    flagged = [m for m in memories(cypher, user, "observation")
               if "dangerous_command" in (m.get("flags") or [])]
    assert len(flagged) == 3
    assert not any("rm" in p["text"] for p in procs)
    assert discovery.normalize_command('FOO=1 sudo git commit -m "fix login" && npm test') == \
        ["git commit -m <str>", "npm test"]


def test_ceiling_and_confirmation(client, services, user, cypher):
    clock = FakeClock()
    _observe(services, user, clock, [(f"s{i % 4}", "make", "make lint", {}) for i in range(60)])
    run_jobs(services, user, clock, "discovery")
    proc = _procedures(cypher, user)["repeated"]
    assert proc["confidence"] == 0.85 and proc["discovered"] is True
    r = client.post(f"/procedures/{proc['id']}/confirm")
    assert r.status_code == 200 and r.json()["confirmed"] is True
    run_jobs(services, user, clock, "discovery")
    proc = _procedures(cypher, user)["repeated"]
    assert proc["confidence"] > 0.85 and proc["discovered"] is False
    r = client.post(f"/procedures/{proc['id']}/dismiss")
    assert r.status_code == 200
    run_jobs(services, user, clock, "discovery")  # a dismissed pattern is never revived
    assert _procedures(cypher, user)["repeated"]["archived"] is True
    assert client.post("/procedures/nope/confirm").status_code == 404
    # a rebuild gives it back, still dismissed, and the dismissal can be undone
    from graphmem.curate import rebuild

    rebuild.rebuild(services, user, clock)
    again = _procedures(cypher, user)["repeated"]
    assert again["id"] == proc["id"] and again["archived"] is True
    assert client.get(f"/memories/{proc['id']}/evidence").status_code == 200
    r = client.post(f"/procedures/{proc['id']}/confirm")
    assert r.status_code == 200 and r.json()["confirmed"] is True


def test_read_time_decay_with_a_freeze_when_dormant():
    clock = FakeClock()
    seen = clock.now.isoformat()
    later = clock.advance(days=60)
    # The user kept working for 60 days without the pattern: half the confidence is left.
    assert read_confidence(0.8, seen, later.isoformat(), later) == pytest.approx(0.4)
    # The user went quiet right after: the clock froze, nothing was forgotten.
    assert read_confidence(0.8, seen, seen, later) == pytest.approx(0.8)
    row = {"confidence": 0.8, "pattern_last_seen": seen, "activity_at": later.isoformat()}
    assert discovered_weight(row, later) == pytest.approx(0.7)
    row["confidence"] = 0.0
    assert discovered_weight(row, later) == 0.5  # never below half


def test_search_reduces_a_discovered_memory_by_at_most_half(client, services, user, cypher):
    clock = FakeClock()
    _observe(services, user, clock, [(f"s{i % 2}", "terraform", "plan -out=tfplan", {})
                                     for i in range(3)])
    run_jobs(services, user, clock, "discovery")
    proc = _procedures(cypher, user)["repeated"]
    query = SearchIn(query="runs terraform plan across sessions", kinds=["procedure"])

    def score():
        (hit,) = services.searcher.search(user, query, now=clock.now).results
        return hit.score

    discovered = score()
    services.curator.decide(user, proc["id"], "procedure", "confirm")
    explicit = score()
    assert discovered / explicit == pytest.approx(0.5 + 0.5 * 0.5, rel=1e-3)  # confidence 0.5
    # A year of activity without the pattern: still at least half the explicit score.
    clock.advance(days=365)
    cypher("MATCH (m:Memory {id: $id}) SET m.discovered = true, m.activity_at = $a",
           id=proc["id"], a=clock.now.isoformat())
    faded = score()
    cypher("MATCH (m:Memory {id: $id}) SET m.discovered = false", id=proc["id"])
    assert 0.5 <= faded / score() < 0.51
