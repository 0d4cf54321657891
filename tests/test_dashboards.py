"""The Bloom perspective and the NeoDash dashboard run the Cypher of cypher/, and every search
phrase and every report runs against the test database."""

from __future__ import annotations

import importlib.util
import json
import re
from pathlib import Path

import pytest

from graphmem.store.queries import query

DASHBOARDS = Path(__file__).resolve().parent.parent / "dashboards"


def load_build():
    spec = importlib.util.spec_from_file_location("dashboards_build", DASHBOARDS / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


build = load_build()
BLOOM = json.loads((DASHBOARDS / "bloom-perspective.json").read_text())
NEODASH = json.loads((DASHBOARDS / "neodash-dashboard.json").read_text())
REPORTS = [r for page in NEODASH["pages"] for r in page["reports"]]


def test_files_are_built_from_the_cypher_files():
    assert (DASHBOARDS / "bloom-perspective.json").read_text() == build.render(build.bloom())
    assert (DASHBOARDS / "neodash-dashboard.json").read_text() == build.render(build.neodash())
    by_phrase = {t["name"]: t for t in BLOOM["templates"]}
    for phrase, _, name, _ in build.PHRASES:
        assert by_phrase[phrase]["cypher"] == query(name)
    by_title = {r["title"]: r for r in REPORTS}
    for title, name, *_ in build.REPORTS:
        assert by_title[title]["query"] == query(name).replace("$user_id", "$neodash_user_id")


def test_perspective_has_the_categories_and_phrases_the_issue_names():
    assert [c["name"] for c in BLOOM["categories"]] == ["Memory", "Entity", "Record"]
    assert all(c["caption"] and c["color"].startswith("#") for c in BLOOM["categories"])
    assert {t["name"] for t in BLOOM["templates"]} == {
        "what connects $a to $b", "$entity as of $date", "timeline of $entity",
        "what changed about $entity"}
    for template in BLOOM["templates"]:
        in_phrase = set(re.findall(r"\$\w+", template["name"]))
        assert {p["name"] for p in template["params"]} == in_phrase
        assert in_phrase <= set(re.findall(r"\$\w+", template["cypher"]))


def test_every_report_is_scoped_to_the_selected_user():
    for report in REPORTS:
        if report["type"] == "select":
            assert report["settings"]["parameterName"] == "neodash_user_id"
            continue
        assert "$neodash_user_id" in report["query"] and "$user_id" not in report["query"]


@pytest.fixture
def seeded(client):
    records = [
        {"type": "conversation", "source_ref": "d1", "content": "Alice leads the Atlas project.",
         "occurred_at": "2024-01-10T00:00:00Z"},
        {"type": "conversation", "source_ref": "d2",
         "content": "The Atlas project stores its data in PostgreSQL.",
         "occurred_at": "2024-02-10T00:00:00Z"},
        {"type": "conversation", "source_ref": "d3",
         "content": "PostgreSQL replicates to the Nightingale cluster.",
         "occurred_at": "2024-03-10T00:00:00Z"},
        {"type": "conversation", "source_ref": "d4", "supersedes": "d2",
         "content": "Correction: the Atlas project stores its data in PostgreSQL 16.",
         "occurred_at": "2024-04-10T00:00:00Z"},
        {"type": "state_object", "kind": "service", "key": "atlas.db", "content": "postgres",
         "source_ref": "d5", "occurred_at": "2024-05-01T00:00:00Z"},
        {"type": "state_object", "kind": "service", "key": "atlas.db", "content": "mysql",
         "source_ref": "d6", "occurred_at": "2024-05-01T00:00:00Z"},
    ]
    assert client.post("/records/import", json={"records": records}).json()["created"] == 6
    return client


def run(cypher, statement, **params):
    return cypher(statement, **params)


def mine(rows, user, key):
    """Bloom phrases run across users: keep the rows whose first node is this user's."""
    def user_of(value):
        if isinstance(value, list):
            return user_of(value[0]) if value else None
        return value.get("user_id") if isinstance(value, dict) else None
    return [r for r in rows if user_of(r[key]) == user]


def test_bloom_phrases_answer_on_the_test_database(seeded, cypher, user):
    phrases = {t["name"]: t["cypher"] for t in BLOOM["templates"]}
    paths = run(cypher, phrases["what connects $a to $b"], a="alice", b="Nightingale")
    ours = mine(paths, user, "p")
    assert ours and all(row["evidence"] for row in ours)
    assert [n["name"] for n in ours[0]["p"][::2]] == ["Alice", "Atlas", "PostgreSQL",
                                                      "Nightingale"]

    then = mine(run(cypher, phrases["$entity as of $date"], entity="Atlas", date="2024-02-15"),
                user, "e")
    texts = {m["text"] for m in then[0]["memories"]}
    assert texts == {"Alice leads the Atlas project.",
                     "The Atlas project stores its data in PostgreSQL."}
    later = mine(run(cypher, phrases["$entity as of $date"], entity="Atlas", date="2024-05"),
                 user, "e")
    assert "The Atlas project stores its data in PostgreSQL." not in {
        m["text"] for m in later[0]["memories"]}  # corrected by then

    timeline = mine(run(cypher, phrases["timeline of $entity"], entity="Atlas"), user, "e")
    assert len({row["m"]["text"] for row in timeline}) == 3
    assert all(row["r"] for row in timeline)

    changed = mine(run(cypher, phrases["what changed about $entity"], entity="atlas"), user, "e")
    assert changed and changed[0]["r1"]["source_ref"] == "d2"
    assert changed[0]["r2"]["source_ref"] == "d4"


def test_neodash_reports_answer_for_the_selected_user(seeded, cypher, user):
    users = run(cypher, REPORTS[0]["query"], input=user[-8:])
    assert [u["value"] for u in users] == [user]
    answers = {r["title"]: run(cypher, r["query"], neodash_user_id=user) for r in REPORTS[1:]}
    assert all(answers.values()), [t for t, rows in answers.items() if not rows]
    layers = {(r["layer"], r["kind"]): r["count"]
              for r in answers["Layers: records, memories, entities"]}
    assert layers[("record", "conversation")] == 4 and layers[("record", "state_object")] == 2
    assert answers["Open conflicts"][0]["about"] == "atlas.db"
    assert {r["value"] for r in answers["State now"]} == {"mysql"}
    planned = {"type": "state_object", "kind": "service", "key": "atlas.db", "content": "oracle",
               "source_ref": "d7", "occurred_at": "2999-01-01T00:00:00Z"}
    assert seeded.post("/records", json=planned).status_code == 201
    now = run(cypher, next(r["query"] for r in REPORTS if r["title"] == "State now"),
              neodash_user_id=user)
    assert {r["value"] for r in now} == {"mysql"}  # a value dated 2999 is not current yet
    assert answers["Latest records"][0]["seq"] == 6
    nobody = run(cypher, REPORTS[1]["query"], neodash_user_id="nobody-at-all")
    assert nobody == []


def test_bloom_as_of_leaves_out_an_episode_of_later_turns(client, services, cypher, user):
    """A thread's episode sums up its turns: as of a day before its last, it is not shown."""
    turns = [{"type": "conversation", "source_ref": f"e{i}", "thread_id": "infra",
              "content": text, "occurred_at": at} for i, (text, at) in enumerate([
                  ("Alice leads the Atlas project.", "2024-01-10T00:00:00Z"),
                  ("Atlas moved its data to CockroachDB.", "2024-06-01T00:00:00Z")])]
    assert client.post("/records/import", json={"records": turns}).json()["created"] == 2
    from curation_support import FakeClock, run_jobs

    run_jobs(services, user, FakeClock(), "episodes")  # the suite writes no episode on write
    assert cypher("MATCH (m:Memory {user_id: $u, kind: 'episode'}) RETURN count(m) AS n",
                  u=user)[0]["n"] == 1
    phrases = {t["name"]: t["cypher"] for t in BLOOM["templates"]}
    then = mine(run(cypher, phrases["$entity as of $date"], entity="Atlas", date="2024-02-15"),
                user, "e")
    assert [m["text"] for m in then[0]["memories"]] == ["Alice leads the Atlas project."]
