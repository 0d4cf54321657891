"""`graphmem export`: a user's records as JSONL that `graphmem import` reads back into another
user (or store) as the same records, from which the curated layer is derived again."""

from __future__ import annotations

import io
import json
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta

from curation_support import FakeClock, run_jobs
from fastapi.testclient import TestClient

from graphmem import cli
from graphmem.curate import decisions
from graphmem.models import RecordIn
from tests.conftest import keyed_app

RECORDS = [
    {"type": "conversation", "content": "We moved billing-api from Redis to PostgreSQL.",
     "source_ref": "t1", "thread_id": "ops", "sender": "Alice", "role": "user",
     "occurred_at": "2024-03-01T09:00:00Z"},
    {"type": "conversation", "content": "Great, the on-call runbook needs an update then.",
     "source_ref": "t2", "prev_source_ref": "t1", "thread_id": "ops", "sender": "Bob",
     "role": "assistant", "occurred_at": "2024-03-01T09:01:00Z",
     "metadata": {"channel": "#ops", "reactions": ["+1"]}},
    {"type": "state_object", "content": "staging", "kind": "deploy", "key": "billing-api",
     "source_ref": "s1", "occurred_at": "2024-03-02T00:00:00Z"},
    {"type": "state_object", "content": "production", "kind": "deploy", "key": "billing-api",
     "source_ref": "s2", "occurred_at": "2024-03-05T00:00:00Z"},
    {"type": "document", "content": "# Runbook\n\nRestart billing with `systemctl restart`.",
     "source_path": "runbook.md", "source_ref": "d1", "topic_id": "infra"},
    {"type": "observation", "content": "Billing latency budget is 200 ms.",
     "occurred_at": "2024-03-03T00:00:00Z"},
    # separators JSON keeps raw and str.splitlines() breaks at: still one line per record
    {"type": "observation", "content": "line one\u2028line two\u2029next\u0085end\x1c.",
     "source_ref": "separators"},
    {"type": "observation", "content": "My token is ghp_abcdefghijklmnopqrstuvwxyz0123456789",
     "source_ref": "secret"},
]


def _post(client, record: dict) -> dict:
    r = client.post("/records", json=record)
    assert r.status_code == 201, r.text
    return r.json()


def _export(user: str, path) -> list[dict]:
    assert cli.main(["export", "--user", user, "--out", str(path)]) == 0
    return _lines(path.read_text(encoding="utf-8"))


def _lines(text: str) -> list[dict]:
    return [json.loads(line) for line in text.split("\n") if line]


def test_an_export_imports_back_as_the_same_records(client, services, user, tmp_path):
    ids = {r.get("source_ref") or r["content"]: _post(client, r)["id"] for r in RECORDS}
    # a correction naming what it corrects by record id, which another store will not have
    _post(client, {"type": "observation", "content": "Billing latency budget is 150 ms.",
                   "source_ref": "n2", "supersedes": ids["t2"]})

    exported = _export(user, tmp_path / "a.jsonl")

    assert len(exported) == len(RECORDS) + 1
    assert [r["content"] for r in exported[:2]] == [RECORDS[0]["content"], RECORDS[1]["content"]]
    assert exported[1]["metadata"] == {"channel": "#ops", "reactions": ["+1"]}
    assert exported[2]["kind"] == "deploy" and exported[2]["key"] == "billing-api"
    assert exported[-1]["supersedes"] == "t2"  # the record id, written as its source_ref
    assert "ghp_" not in exported[-2]["content"]  # what was stored: the scrubbed text
    assert not any({"id", "seq", "record_hash", "recorded_at", "user_id"} & set(r)
                   for r in exported)
    unset = [r for r in exported if r["content"] == RECORDS[5]["content"]][0]
    assert unset["source_ref"] == f"graphmem:{ids[RECORDS[5]['content']]}"  # sent without one
    assert unset["occurred_at"].startswith("2024-03-03")

    served = client.get("/records/export")
    assert served.status_code == 200
    assert served.headers["content-type"].startswith("application/x-ndjson")
    assert _lines(served.text) == exported

    other = f"{user}-copy"
    assert cli.main(["import", str(tmp_path / "a.jsonl"), "--user", other]) == 0
    assert _export(other, tmp_path / "b.jsonl") == exported

    with TestClient(keyed_app(services, {"key-copy": [other]})) as copy:
        copy.headers["Authorization"] = "Bearer key-copy"
        assert copy.get("/verify").json()["ok"] is True
        state = copy.get("/records/state/deploy/billing-api").json()
        assert state["value"] == "production"
        hits = copy.post("/search", json={"query": "what database does billing use"}).json()
        assert any("Redis to PostgreSQL" in h["text"] for h in hits["results"][:3])
        corrected = copy.get(f"/records/{_id_of(copy, 't2')}").json()
        assert corrected["superseded_by"]


def _id_of(client, source_ref: str) -> str:
    records = client.post("/records/query", json={"limit": 50}).json()["records"]
    return next(r["id"] for r in records if r["source_ref"] == source_ref)


def test_records_sent_without_a_source_ref_import_once_with_their_corrections(
        client, services, user, tmp_path):
    """A plain `remember` has a random id: the export names it `graphmem:<id>`, so a correction
    of it is carried over, and importing the file again (into the copy, or back into its own
    user) writes nothing new."""
    target = _post(client, {"type": "observation", "content": "The budget is 200 ms."})
    _post(client, {"type": "observation", "content": "The budget is 150 ms.",
                   "supersedes": target["id"]})
    exported = _export(user, tmp_path / "a.jsonl")
    assert exported[0]["source_ref"] == f"graphmem:{target['id']}"
    assert exported[1]["supersedes"] == exported[0]["source_ref"]

    other = f"{user}-copy"
    for _ in range(2):
        assert cli.main(["import", str(tmp_path / "a.jsonl"), "--user", other]) == 0
    assert _export(other, tmp_path / "b.jsonl") == exported  # two records, not four
    copy = _records(services, other)
    old = next(r for r in copy if r["content"] == "The budget is 200 ms.")
    assert old["superseded_by"]

    assert cli.main(["import", str(tmp_path / "a.jsonl"), "--user", user]) == 0
    assert _export(user, tmp_path / "c.jsonl") == exported


def _records(services, user: str) -> list[dict]:
    with TestClient(keyed_app(services, {"key-r": [user]})) as c:
        c.headers["Authorization"] = "Bearer key-r"
        listed = c.post("/records/query", json={"limit": 50}).json()["records"]
        return [c.get(f"/records/{r['id']}").json() for r in listed]


def test_an_export_refuses_altered_records(client, cypher, user, tmp_path, capsys):
    """An export of an edited record would come back elsewhere with a fresh, valid chain."""
    for i in range(3):
        _post(client, {"type": "observation", "content": f"fact {i}", "source_ref": f"f{i}"})
    path = tmp_path / "a.jsonl"
    good = _export(user, path)
    cypher("MATCH (r:Record {user_id: $u, seq: 2}) SET r.content = 'quietly changed'", u=user)
    assert cli.main(["export", "--user", user, "--out", str(path)]) == 1
    assert "record 2 fails the hash chain" in capsys.readouterr().err
    assert _lines(path.read_text(encoding="utf-8")) == good  # the earlier export, kept whole
    assert not (tmp_path / "b.jsonl").exists() and list(tmp_path.iterdir()) == [path]
    assert cli.main(["export", "--user", user, "--out", str(tmp_path / "b.jsonl")]) == 1
    assert list(tmp_path.iterdir()) == [path]  # no partial file left
    cypher("MATCH (r:Record {user_id: $u, seq: 1}) SET r.content = 'changed too'", u=user)
    r = client.get("/records/export")
    assert r.status_code == 409 and "record 1 fails" in r.json()["message"], r.text


def test_an_unknown_user_exports_nothing(user, tmp_path, capsys):
    """A user nobody wrote for (a typo, most likely) is rc 1, as verify's, and leaves no empty
    file behind that looks like an export (rc 0 and an empty file before)."""
    path = tmp_path / "none.jsonl"
    assert cli.main(["export", "--user", f"{user}-nobody", "--out", str(path)]) == 1
    assert f"user '{user}-nobody' has no records here" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []


def test_import_reads_standard_input(user, tmp_path, monkeypatch):
    """`graphmem export --user a | graphmem import - --user b`."""
    lines = [json.dumps(r) for r in RECORDS[:2]]
    monkeypatch.setattr("sys.stdin", io.StringIO("\n".join(lines) + "\n"))
    assert cli.main(["import", "-", "--user", user]) == 0
    exported = _export(user, tmp_path / "in.jsonl")
    assert [r["content"] for r in exported] == [RECORDS[0]["content"], RECORDS[1]["content"]]
    assert exported[1]["prev_source_ref"] == "t1"


def test_an_export_carries_the_users_decisions(client, services, user, tmp_path):
    """Pins, a dismissed task and a merge of two entities come back in the copy. The copy's
    memories have other ids, so a decision names its memory by kind, records and text; a task
    the copy has not derived yet gets its dismissal once curation derives it."""
    said = (datetime.now(UTC) - timedelta(hours=1)).isoformat()
    written = [_post(client, {"type": "conversation", "content": text, "source_ref": ref,
                              "thread_id": "ops", "sender": "Alice", "role": "user",
                              "occurred_at": said})
               for ref, text in [("d1", "Dave Kim tuned the Elasticsearch cluster."),
                                 ("d2", "Dave moved the logs into Elasticsearch."),
                                 ("d3", "I need to rotate the Kafka credentials."),
                                 ("d4", "I need to renew the TLS certificate for Kafka.")]]
    run_jobs(services, user, FakeClock(), "tasks")
    tasks = {t["text"]: t["memory_id"] for t in client.get("/tasks").json()["tasks"]}
    assert client.post(f"/tasks/{tasks['Rotate the Kafka credentials']}/dismiss").is_success
    assert client.post(f"/memories/{written[0]['memory_ids'][0]}/pin").is_success
    (kim,) = [e for e in client.get("/entities", params={"q": "Dave Kim"}).json()
              if e["name"] == "Dave Kim"]
    assert client.post(f"/entities/{kim['id']}/merge", json={"other": "Dave"}).is_success

    exported = _export(user, tmp_path / "a.jsonl")
    decided = [line for line in exported if "decision" in line]
    assert [d["decision"] for d in decided] == ["dismiss", "pin", "merge"]
    assert decided[0]["memory"] == {"kind": "task", "records": ["d3"],
                                    "text": "Rotate the Kafka credentials"}
    assert decided[1]["memory"]["records"] == ["d1"]
    assert sorted(decided[2]["entities"]) == ["dave", "dave kim"]
    assert _lines(client.get("/records/export").text) == exported

    other = f"{user}-copy"
    assert cli.main(["import", str(tmp_path / "a.jsonl"), "--user", other]) == 0
    with TestClient(keyed_app(services, {"key-copy": [other]})) as copy:
        copy.headers["Authorization"] = "Bearer key-copy"
        core = copy.get("/memories/core").json()
        assert [m["text"] for m in core["memories"]] == [
            "Dave Kim tuned the Elasticsearch cluster."]
        (kim,) = [e for e in copy.get("/entities", params={"q": "Dave Kim"}).json()
                  if e["name"] == "Dave Kim"]
        assert len(copy.get(f"/entities/{kim['id']}").json()["same_as"]) == 1
        run_jobs(services, other, FakeClock(), "tasks", "decisions")
        assert [t["text"] for t in copy.get("/tasks").json()["tasks"]] == [
            "Renew the TLS certificate for Kafka"]
        dismissed = copy.get("/tasks", params={"status": "dismissed"}).json()["tasks"]
        assert [t["text"] for t in dismissed] == ["Rotate the Kafka credentials"]
    assert _export(other, tmp_path / "b.jsonl") == exported

    # Imported again (over HTTP this time), nothing changes; a decision the user has made
    # since stands against the older one in the file.
    with TestClient(keyed_app(services, {"key-copy": [other]})) as copy:
        copy.headers["Authorization"] = "Bearer key-copy"
        pinned = copy.get("/memories/core").json()["memories"][0]["memory_id"]
        assert copy.post(f"/memories/{pinned}/unpin").is_success
        out = copy.post("/records/import", json={"records": exported}).json()
        assert out["existing"] == 4 and out["failed"] == []
        assert out["decisions"] == {"applied": 0, "waiting": 0, "unmatched": 0,
                                    "superseded": 1, "unchanged": 2}
        assert copy.get("/memories/core").json()["memories"] == []


def test_the_same_export_imported_twice_applies_its_decisions_once(client, services, user,
                                                                   tmp_path, capsys):
    """The second import of one export counted its pin and its merge as applied again (and ran
    entity resolution again for the merge): nothing was new. Now they are `unchanged`."""
    turn = _post(client, {"type": "conversation", "content": "Dave Kim tuned the Elasticsearch "
                          "cluster.", "source_ref": "e1", "sender": "Alice", "role": "user"})
    _post(client, {"type": "conversation", "content": "Dave moved the logs into Elasticsearch.",
                   "source_ref": "e2", "sender": "Alice", "role": "user"})
    assert client.post(f"/memories/{turn['memory_ids'][0]}/pin").is_success
    (kim,) = [e for e in client.get("/entities", params={"q": "Dave Kim"}).json()
              if e["name"] == "Dave Kim"]
    assert client.post(f"/entities/{kim['id']}/merge", json={"other": "Dave"}).is_success
    exported = client.get("/records/export").text
    with _copy_of(services, user) as copy:
        answers = [_import_lines(copy, exported) for _ in range(2)]
    assert [a["decisions"]["applied"] for a in answers] == [2, 0], answers
    assert answers[1]["decisions"]["unchanged"] == 2 and answers[1]["existing"] == 2, answers
    (tmp_path / "e.jsonl").write_text(exported, encoding="utf-8")
    capsys.readouterr()
    assert cli.main(["import", str(tmp_path / "e.jsonl"), "--user", f"{user}-copy"]) == 0
    assert "decisions: 0 applied, 2 already here" in capsys.readouterr().err


def test_decision_lines_that_cannot_apply_are_refused_or_counted_unmatched(client, user):
    """A hand-edited file: a merge of an entity with itself or a decision dated in the future is
    a 422 by index; keys of no entity, or a turn whose text was edited, name nothing here and are
    not kept (they would be exported again with every export)."""
    _post(client, {"type": "conversation", "content": "Dana moved billing to Kafka.",
                   "source_ref": "t1"})
    turn = {"kind": "turn", "records": ["t1"]}
    lines = [{"decision": "merge", "entities": ["kafka", "Kafka"]},
             {"decision": "pin", "memory": turn, "at": "2999-01-01T00:00:00Z"},
             {"decision": "merge", "entities": ["no such thing", "nor this"]},
             {"decision": "pin", "memory": {**turn, "text": "Dana moved billing to Pulsar."}},
             {"decision": "pin", "memory": {"kind": "turn", "records": ["nowhere"]}},
             {"decision": "pin", "memory": turn}]
    out = client.post("/records/import", json={"records": lines}).json()
    assert [(f["index"], f["message"].split(":")[0]) for f in out["failed"]] == [
        (0, "entities"), (1, "at")], out
    assert out["decisions"] == {"applied": 1, "waiting": 0, "unmatched": 3, "superseded": 0,
                                "unchanged": 0}
    exported = _lines(client.get("/records/export").text)
    assert [line["decision"] for line in exported if "decision" in line] == ["pin"]


def test_a_pin_that_follows_a_correction_keeps_the_persons_time(client, cypher, user,
                                                                 tmp_path):
    """Dated when the correction arrived, a followed pin beat the person's later unpin of the
    correction in an export imported over a copy that had the pin."""
    first = _post(client, {"type": "conversation", "content": "The budget is 40k.",
                           "source_ref": "r1"})
    assert client.post(f"/memories/{first['memory_ids'][0]}/pin").is_success
    second = _post(client, {"type": "conversation", "content": "Correction: 45k.",
                            "source_ref": "r2", "supersedes": "r1"})
    at = {r["memory_id"]: r["at"] for r in cypher(
        "MATCH (d:Decision {user_id: $u, subject: 'pin'}) RETURN d.memory_id AS memory_id, "
        "d.at AS at", u=user)}
    assert at[second["memory_ids"][0]] == at[first["memory_ids"][0]]


def test_two_waiting_decisions_never_land_on_one_memory(services, cypher, user):
    written = services.writer.append_many(user, [RecordIn(
        type="conversation", content="Kafka lag is fine.", source_ref="k1")])
    (record_id,) = [w.id for w in written]
    for n, at in ((1, "2024-01-01T00:00:00Z"), (2, "2024-02-01T00:00:00Z")):
        cypher("CREATE (:Decision {user_id: $u, memory_id: $m, subject: 'pin', action: 'pin', "
               "at: $at, kind: 'turn', record_ids: [$r]})", u=user, m=f"pending:{n}", at=at,
               r=record_id)
    assert decisions.settle(services, user)["settled"] == 1
    rows = cypher("MATCH (d:Decision {user_id: $u}) RETURN d.memory_id AS m, d.at AS at "
                  "ORDER BY d.at", u=user)
    assert rows[0]["m"] == "pending:1" and rows[1]["m"] == written[0].memory_ids[0], rows


def test_an_export_posts_back_as_it_is(client, services, user):
    """GET /records/export's body, sent to POST /records/import as JSON lines: the README's
    "takes them as they are" had been a 422 (the body read as one JSON value)."""
    for record in RECORDS[:3]:
        _post(client, record)
    body = client.get("/records/export").text + "{not json\n"
    other = f"{user}-copy"
    with TestClient(keyed_app(services, {"key-copy": [other]})) as copy:
        copy.headers["Authorization"] = "Bearer key-copy"
        r = copy.post("/records/import", content=body.encode(),
                      headers={"content-type": "application/x-ndjson"})
        assert r.status_code == 200, r.text
        out = r.json()
        assert out["created"] == 3 and [f["index"] for f in out["failed"]] == [3], out
        assert "line 4 is not valid JSON" in out["failed"][0]["message"]
        assert _lines(copy.get("/records/export").text) == _lines(body.rsplit("{", 1)[0])


def _conversation_view(client, cid: str) -> dict:
    got = client.get(f"/conversations/{cid}")
    if got.status_code == 404:
        return {}
    body = got.json()
    return {"resolved": body["resolved_id"], "turn_count": body["turn_count"],
            "turns": [(t["role"], t["hash"], t["sort_key"], t["source_ref"])
                      for t in body["turns"]]}


def test_a_conversation_whose_records_are_not_here_waits_for_them(client, services, user):
    """The conversation lines imported before (or without) the records they name had written
    a conversation counting turns it could not list ("turn_count": 2, "turns": []), and the
    records imported next were never its turns ("existing"). It waits for them now."""
    first = [{"role": "user", "content": "Hi, I'm planning the ledger migration"},
             {"role": "assistant", "content": "Which database are you moving to?"}]
    assert client.post("/conversations/w1/prepare", json={"messages": first}).is_success
    view = _conversation_view(client, "w1")
    exported = client.get("/records/export").text
    convs = "".join(line + "\n" for line in exported.splitlines() if '"conversation": "' in line
                    and line.startswith('{"conversation"'))
    other = f"{user}-early"
    with TestClient(keyed_app(services, {"key-early": [other]})) as copy:
        copy.headers["Authorization"] = "Bearer key-early"
        nd = {"content-type": "application/x-ndjson"}
        early = copy.post("/records/import", content=convs.encode(), headers=nd).json()
        assert early["conversations"] == {"imported": 0, "existing": 0, "waiting": 1}, early
        assert _conversation_view(copy, "w1") == {}
        late = copy.post("/records/import", content=exported.encode(), headers=nd).json()
        assert late["conversations"]["imported"] == 1, late
        assert _conversation_view(copy, "w1") == view


def test_a_copy_keeps_the_conversations_resets_and_aliases(client, services, user, tmp_path):
    """An export carried the records of a host's conversations but not their bookkeeping: in the
    copy a label's alias led nowhere, a conversation the user had reset showed no conversation,
    and the host's next payload was taken for a new conversation. Now each conversation comes
    with its alias, its state and its turns (a reset's inactive); imported twice, once."""
    first = [{"role": "user", "content": "Hi, I'm planning the billing migration"},
             {"role": "assistant", "content": "Great, which database are you moving to?"}]
    for cid in ("c1", "c2"):
        assert client.post(f"/conversations/{cid}/prepare",
                           json={"messages": first}).is_success
    assert client.post("/conversations/c2/reset").is_success
    assert client.post("/conversations/label-x/alias", json={"target": "c1"}).is_success
    views = {cid: _conversation_view(client, cid) for cid in ("c1", "c2", "label-x")}
    assert views["c2"]["turn_count"] == 0 and views["label-x"]["resolved"] == "c1", views

    exported = client.get("/records/export").text
    lines = _lines(exported)
    assert sorted(line["conversation"] for line in lines if "conversation" in line) == [
        "c1", "c2", "label-x"]
    with _copy_of(services, user) as copy:
        answers = [_import_lines(copy, exported) for _ in range(2)]
        assert [a["conversations"] for a in answers] == [
            {"imported": 3, "existing": 0, "waiting": 0},
            {"imported": 0, "existing": 3, "waiting": 0}], answers
        assert {cid: _conversation_view(copy, cid) for cid in views} == views
        more = [*first, {"role": "user", "content": "Postgres 16, on the new cluster"}]
        went_on = copy.post("/conversations/label-x/prepare", json={"messages": more}).json()
        assert (went_on["path"], went_on["created"]) == ("fast", 1), went_on
        assert _lines(copy.get("/records/export").text)[:len(lines) - 3] == lines[:-3]
    (tmp_path / "c.jsonl").write_text(exported, encoding="utf-8")
    assert cli.main(["import", str(tmp_path / "c.jsonl"), "--user", f"{user}-cli"]) == 0
    with TestClient(keyed_app(services, {"key-cli": [f"{user}-cli"]})) as cli_copy:
        cli_copy.headers["Authorization"] = "Bearer key-cli"
        assert {cid: _conversation_view(cli_copy, cid) for cid in views} == views


@contextmanager
def _copy_of(services, user: str):
    """An API client for `{user}-copy`, a user to import an export into."""
    with TestClient(keyed_app(services, {"key-copy": [f"{user}-copy"]})) as copy:
        copy.headers["Authorization"] = "Bearer key-copy"
        yield copy


def _import_lines(copy, exported: str) -> dict:
    """An export's text sent as it is to POST /records/import."""
    return copy.post("/records/import", content=exported.encode(),
                     headers={"content-type": "application/x-ndjson"}).json()
