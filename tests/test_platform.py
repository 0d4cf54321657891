"""The local Neo4j that graphmem starts has what the product relies on."""

import sys
import time
import uuid

import pytest
from graphdatascience import GraphDataScience


def test_gds_and_apoc_answer(cypher):
    assert cypher("RETURN gds.version() AS v")[0]["v"].startswith("2.13")
    assert cypher("RETURN apoc.version() AS v")[0]["v"].startswith("5.26")


def test_vector_and_fulltext_indexes_answer(cypher):
    label = f"Probe{uuid.uuid4().hex[:8]}"
    options = "{indexConfig: {`vector.dimensions`: 3, `vector.similarity_function`: 'cosine'}}"
    cypher(f"CREATE VECTOR INDEX {label}_vec IF NOT EXISTS FOR (n:{label}) ON n.v "
           f"OPTIONS {options}")
    cypher(f"CREATE FULLTEXT INDEX {label}_txt IF NOT EXISTS FOR (n:{label}) ON EACH [n.t]")
    rows = [{"v": [1.0, 0.0, 0.0], "t": "red apple"}, {"v": [0.0, 1.0, 0.0], "t": "blue sky"}]
    cypher(f"UNWIND $rows AS row CREATE (:{label} {{v: row.v, t: row.t}})", rows=rows)
    cypher("CALL db.awaitIndexes(60)")
    try:
        near = cypher(f"CALL db.index.vector.queryNodes('{label}_vec', 1, [0.9, 0.1, 0.0]) "
                      "YIELD node RETURN node.t AS t")
        assert near[0]["t"] == "red apple"
        text = cypher(f"CALL db.index.fulltext.queryNodes('{label}_txt', 'sky') "
                      "YIELD node RETURN node.t AS t")
        assert [r["t"] for r in text] == ["blue sky"]
    finally:
        cypher(f"DROP INDEX {label}_vec IF EXISTS")
        cypher(f"DROP INDEX {label}_txt IF EXISTS")
        cypher(f"MATCH (n:{label}) DETACH DELETE n")


def test_graphdatascience_client_runs_an_algorithm(neo4j_server, cypher):
    label = f"Gds{uuid.uuid4().hex[:8]}"
    cypher(f"CREATE (a:{label} {{n:'a'}})-[:L]->(b:{label} {{n:'b'}})-[:L]->(c:{label} {{n:'c'}}),"
           "(a)-[:L]->(c)")
    gds = GraphDataScience(neo4j_server, auth=None, show_progress=False)
    try:
        graph, _ = gds.graph.project.native(label, label, "L", overwrite=True)
        ranks = gds.page_rank.stream(graph)
        assert len(ranks) == 3
        assert ranks["score"].max() > ranks["score"].min()
        graph.drop()
    finally:
        gds.close()
        cypher(f"MATCH (n:{label}) DETACH DELETE n")


def test_statement_parameters_reach_neo4j_whole_and_are_logged_in_full_when_asked(services,
                                                                                 caplog):
    """Lists and maps go to the driver in types that keep its debug formatting cheap
    (`store/driver.py unlogged`): Neo4j must still get every value, nested ones too, and a
    user who turns the driver's debug log on must still read the parameters there."""
    import logging

    from graphmem.store.driver import run_named, unlogged

    params = {"vector": [0.25, -1.5, 3.0], "ids": ["a", "b"], "known": {"a": 0.5},
              "rows": [{"id": "x", "embedding": [1.0, 2.0], "tags": {"k": [1, 2]}}],
              "text": "plain", "n": 3}
    assert repr(unlogged(params)["rows"]) == "<list of 1>"
    back = services.store.read_tx(run_named, "admin/echo", params)[0]
    assert back == {"vector": params["vector"], "ids": params["ids"],
                    "known": params["known"], "rows": params["rows"], "text": "plain", "n": 3}
    with caplog.at_level(logging.DEBUG, logger="neo4j"):
        assert unlogged(params) is params
        services.store.read_values("admin/echo", **params)
    assert any("'embedding': [1.0, 2.0]" in r.getMessage() for r in caplog.records)


def test_a_commit_cut_off_midway_is_reported_not_run_again(services):
    """The connection went away while a commit was in flight: the write may be stored. Run
    again, a record without a source_ref would be stored twice; it is a 503 that says so."""
    from neo4j.exceptions import IncompleteCommit

    from graphmem.store.driver import CommitUnknown

    calls = []

    def commit():
        calls.append(1)
        raise IncompleteCommit("connection lost during commit")

    with pytest.raises(CommitUnknown):
        services.store._retrying(commit)
    assert calls == [1]


def test_a_write_that_waits_too_long_for_its_users_lock_is_a_503(services, user):
    """A write queued behind a long transaction of the same user (an import, a rebuild) and
    stopped at the query time limit is a 503 with Retry-After, not a 500, and writes nothing."""
    from conftest import keyed_app
    from fastapi.testclient import TestClient

    from graphmem.models import RecordIn
    from graphmem.service import Services

    services.writer.append(user, RecordIn(type="conversation", content="first"))
    hasty = Services(services.settings.model_copy(update={"query_timeout_s": 1.0}))
    client = TestClient(keyed_app(hasty, {f"k-{user}": [user]}))
    client.headers["Authorization"] = f"Bearer k-{user}"
    try:
        with services.store.driver.session(database=services.store.database) as session:
            held = session.begin_transaction()
            held.run("MATCH (h:UserHead {user_id: $u}) SET h.touched_at = 'held'",
                     u=user).consume()
            try:
                r = client.post("/records", json={"type": "conversation", "content": "queued"})
            finally:
                held.rollback()
        assert r.status_code == 503 and r.headers["Retry-After"], r.text
        assert r.json()["error"] == "timeout"
        assert client.get("/verify").json()["records_checked"] == 1
    finally:
        hasty.close()


def test_a_neo4j_that_died_unreaped_is_not_running(services, tmp_path):
    """kill -9 of the Neo4j that `graphmem serve` started leaves a zombie until serve collects
    it: status says it is not running, so `graphmem neo4j start` starts a new one."""
    import subprocess

    from graphmem.store import local

    # A child that exits at once under a parent that never collects it. (A shell's `true &`
    # before `exec sleep` was flaky: when `true` ended before the exec, the shell reaped it, and
    # its pid was gone rather than a zombie: one failure in a busy fresh-clone CI.)
    never_waits = ("import os, sys, time\n"
                   "pid = os.fork()\n"
                   "if pid == 0:\n    os._exit(0)\n"
                   "print(pid, flush=True)\ntime.sleep(30)\n")
    parent = subprocess.Popen([sys.executable, "-c", never_waits], stdout=subprocess.PIPE,
                              text=True)
    try:
        pid = int(parent.stdout.readline())
        settings = services.settings.model_copy(update={"home": tmp_path})
        (tmp_path / "run").mkdir()
        (tmp_path / "run" / "neo4j.pid").write_text(str(pid))
        deadline = time.monotonic() + 10  # `true` exits at once, unless the machine is busy
        while not local._zombie(pid) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert local._zombie(pid)
        assert local.status(settings).running is False
    finally:
        parent.kill()
        parent.wait()
