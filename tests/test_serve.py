"""`graphmem serve`: a server loads its models before its first request, and sets the garbage
collector for a long-running process (what it holds for good is out of the collector's sight
while it serves: a full collection walked ~660k such objects, 450 ms with every thread held).
Stopped, it stops the local Neo4j only if it started it."""

import gc
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from graphmem.api.app import create_app
from graphmem.service import GC_YOUNG_THRESHOLD
from graphmem.store import local

REPO = Path(__file__).resolve().parent.parent


def test_a_server_is_warm_before_its_first_request_and_settles_its_heap(settings, neo4j_server):
    before = gc.get_threshold()
    app = create_app(settings=settings.model_copy(update={"scheduler": False}))
    try:
        with TestClient(app) as client:
            svc = app.state.services
            # Built at start-up, not by the first request that needs them.
            assert {"embedder", "extractor", "writer", "searcher"} <= set(svc.__dict__)
            assert gc.get_freeze_count() > 100_000
            assert gc.get_threshold()[0] == GC_YOUNG_THRESHOLD
            r = client.post("/search", json={"query": "anything yet?"})
            assert r.status_code == 200, r.text
        # Closed: the frozen objects are the collector's again, so they can be freed at exit.
        assert gc.get_freeze_count() == 0
    finally:
        gc.unfreeze()
        gc.set_threshold(*before)


def test_serve_leaves_running_a_neo4j_it_did_not_start(settings, neo4j_server):
    """The README: Ctrl-C stops the API and the Neo4j it started. One already running (here the
    tests', or one a user started with `graphmem neo4j start`) stays up."""
    if not settings.uses_local_neo4j:
        pytest.skip("NEO4J_URI points at a server graphmem does not run")
    assert local.status(settings).running
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    env = {**os.environ, "GRAPHMEM_SCHEDULER": "false", "GRAPHMEM_API_KEYS": ""}
    env.pop("GRAPHMEM_API_KEYS_FILE", None)
    proc = subprocess.Popen([sys.executable, "-m", "graphmem.cli", "serve", "--port", str(port)],
                            env=env, cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            text=True)
    log = []
    try:
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline and not any("Uvicorn running on" in x for x in log):
            line = proc.stdout.readline()
            if not line:
                break
            log.append(line)
        assert any("Uvicorn running on" in x for x in log), "".join(log)
        proc.send_signal(signal.SIGINT)  # Ctrl-C
        log.append(proc.communicate(timeout=60)[0])
        assert "stopping the local Neo4j" not in "".join(log)
        assert local.status(settings).running
    finally:
        if proc.poll() is None:
            proc.kill()
        if not local.status(settings).running:  # the rest of the tests need it
            local.start(settings)


def test_serve_stops_only_the_neo4j_it_started(settings, monkeypatch, capsys):
    """Stopped and started again by `graphmem neo4j` while serve ran, the Neo4j running when
    serve stops is not the one it started: it stays up. (The process table is played by a
    stand-in: starting a second real Neo4j here would take a minute.)"""
    import uvicorn

    from graphmem import cli

    if not settings.uses_local_neo4j:
        pytest.skip("NEO4J_URI points at a server graphmem does not run")
    state = {"pid": None}
    stopped = []

    def status(_settings):
        return local.Status(state["pid"] is not None, state["pid"], settings.bolt_uri,
                            settings.neo4j_home, True)

    def start(_settings):
        state["pid"] = state.get("next", 100)
        state["next"] = state["pid"] + 1
        return status(_settings)

    def stop(_settings):
        stopped.append(state["pid"])
        state["pid"] = None
        return True

    def run(*_args, **_kwargs):  # meanwhile a user restarts it: `graphmem neo4j stop; start`
        stop(settings)
        start(settings)

    monkeypatch.setattr(local, "status", status)
    monkeypatch.setattr(local, "start", start)
    monkeypatch.setattr(local, "stop", stop)
    monkeypatch.setattr(uvicorn, "run", run)
    args = cli.build_parser().parse_args(["serve", "--port", "1"])
    assert cli.cmd_serve(args, settings) == 0
    assert stopped == [100] and state["pid"] == 101  # the user's stays up
    assert "stopping the local Neo4j" not in capsys.readouterr().err
    monkeypatch.setattr(uvicorn, "run", lambda *a, **k: None)
    state["pid"] = None
    assert cli.cmd_serve(args, settings) == 0
    assert stopped[-1] == 102  # its own, it stops


def test_serve_on_a_taken_port_says_so_before_starting_anything(capsys, monkeypatch):
    """It had loaded the models (and started Neo4j) first, then failed with uvicorn's errno."""
    from graphmem import cli

    monkeypatch.setattr(cli, "ensure_neo4j", lambda settings: pytest.fail("Neo4j started"))
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        assert cli.main(["serve", "--port", str(port)]) == 1
    assert f"127.0.0.1:{port}" in capsys.readouterr().err


def test_serve_with_an_unreachable_neo4j_uri_says_so_in_one_line(capsys, monkeypatch):
    """A NEO4J_URI nothing answers at had loaded the models, then ended in uvicorn's 'Application
    startup failed' under some 120 lines of traceback."""
    from graphmem import cli

    with socket.socket() as free:
        free.bind(("127.0.0.1", 0))
        port = free.getsockname()[1]
    monkeypatch.setenv("NEO4J_URI", "bolt://127.0.0.1:9")
    cli.get_settings.cache_clear()
    try:
        assert cli.main(["serve", "--port", str(port)]) == 1
    finally:
        cli.get_settings.cache_clear()
    err = capsys.readouterr().err
    last = err.strip().splitlines()[-1]
    assert last.startswith("graphmem: the Neo4j at bolt://127.0.0.1:9 (NEO4J_URI) is not "
                           "reachable (") and "Traceback" not in err, err
