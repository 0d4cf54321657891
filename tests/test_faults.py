"""Neo4j faults on a Neo4j of this module's own (port 7690, its own data directory), so stopping
it never touches the shared test server: the API answers 503 with Retry-After while it is down,
recovers by itself when it is back, and a bulk import across a stop and a start loses and
duplicates nothing."""

from __future__ import annotations

import os
import signal
import threading
import time
import uuid
from collections import Counter

import pytest
from fastapi.testclient import TestClient

from graphmem.api.app import create_app
from graphmem.client import Client
from graphmem.config import Neo4jSettings, Settings
from graphmem.service import Services
from graphmem.store import local

USER, ADMIN_KEY = "fault-user", "fault-admin-key"
KEY = "fault-key"


@pytest.fixture(scope="module")
def own(tmp_path_factory):
    """Settings, services and app over a private Neo4j; stopped at the end."""
    settings = Settings(
        neo4j=Neo4jSettings(uri=None, password=""), home=tmp_path_factory.mktemp("faultdb"),
        bolt_port=7690, http_port=7477, heap="512m", pagecache="128m", scheduler=False,
        api_keys=f"{KEY}:{USER},{ADMIN_KEY}:*", query_timeout_s=10.0,
        # Imports of 25 commit in slices here, so a fault can fall between two slices.
        import_slice_records=10)
    local.start(settings)
    svc = Services(settings).bootstrap()
    try:
        yield settings, svc, create_app(settings=settings, services=svc)
    finally:
        svc.close()
        local.stop(settings)


def _http(app, key: str = KEY) -> TestClient:
    c = TestClient(app, raise_server_exceptions=False)
    c.headers["Authorization"] = f"Bearer {key}"
    return c


def _until_not_503(c: TestClient, path: str, timeout: float = 60.0):
    deadline = time.monotonic() + timeout
    r = c.get(path)
    while r.status_code == 503 and time.monotonic() < deadline:
        time.sleep(min(1.0, float(r.headers.get("Retry-After", 1))))
        r = c.get(path)
    return r


def _count(svc, user: str) -> tuple[int, int, int]:
    """Records, distinct source_refs and memories of the user, straight from Neo4j."""
    with svc.store.driver.session(database=svc.store.database) as session:
        row = session.run(
            "MATCH (r:Record {user_id: $u}) WITH count(r) AS records, "
            "count(DISTINCT r.source_ref) AS refs "
            "OPTIONAL MATCH (m:Memory {user_id: $u}) RETURN records, refs, count(m) AS memories",
            u=user).single()
    return row["records"], row["refs"], row["memories"]


def test_neo4j_down_is_503_with_retry_after_and_recovers_by_itself(own):
    settings, svc, app = own
    c = _http(app)
    assert c.post("/records", json={"type": "conversation", "content": "before the outage",
                                    "source_ref": "down-0"}).status_code == 201
    local.stop(settings)
    try:
        for method, path, body in [("GET", "/verify", None), ("POST", "/search", {"query": "x"}),
                                   ("GET", "/records/export", None),
                                   ("POST", "/records", {"type": "conversation",
                                                         "content": "during", "source_ref": "d1"})]:
            started = time.monotonic()
            r = c.request(method, path, json=body)
            elapsed = time.monotonic() - started
            assert r.status_code == 503, (path, r.status_code, r.text)
            assert r.json()["error"] == "unavailable" and int(r.headers["Retry-After"]) >= 1
            # a read is told to retry, a write also that nothing was written
            assert ("nothing was written" in r.json()["message"]) == (path == "/records"), r.text
            assert elapsed < 10, f"{path} took {elapsed:.1f}s to answer 503"
        health = c.get("/health")  # a status code a load balancer reads, the body the same
        assert health.status_code == 503 and health.json()["status"] == "degraded"
        with Client(app=app, api_key=KEY, max_retries=3) as gm:
            started = time.monotonic()
            assert gm.health()["status"] == "degraded"  # an answer, not an error to retry
            assert time.monotonic() - started < 15
        # an import commits in slices: its 503 says what may be stored and that re-sending
        # is safe, not "nothing was written"
        r = c.post("/records/import", json={"records": [
            {"type": "conversation", "content": "during", "source_ref": "d2"}]})
        assert r.status_code == 503 and "send the same import again" in r.json()["message"]
    finally:
        local.start(settings)
    # Same app, same driver: nothing restarted but Neo4j. A client that honours Retry-After
    # gets through as soon as Neo4j answers again.
    r = _until_not_503(c, "/verify")
    assert r.status_code == 200, r.text
    assert r.json()["ok"] and r.json()["records_checked"] == 1
    assert c.post("/records", json={"type": "conversation", "content": "after the outage",
                                    "source_ref": "down-1"}).status_code == 201
    assert _count(svc, USER)[:2] == (2, 2)


def test_a_neo4j_that_stops_answering_is_503_in_seconds_not_minutes(own):
    """A Neo4j frozen mid-flight (paused, cut off by the network) keeps its connections open
    and answers nothing: a request over a pooled connection waited for the driver's read
    timeout, two minutes by default. The server's keep-alive (neo4j/neo4j.conf) makes it ~10 s."""
    settings, svc, app = own
    c = _http(app)
    assert c.post("/search", json={"query": "warm the pool"}).status_code == 200
    pid = local.status(settings).pid
    os.kill(pid, signal.SIGSTOP)
    try:
        started = time.monotonic()
        r = c.post("/search", json={"query": "anything there?"})
        elapsed = time.monotonic() - started
    finally:
        os.kill(pid, signal.SIGCONT)
    assert r.status_code == 503 and r.json()["error"] == "unavailable", r.text
    assert elapsed < 40, f"a frozen Neo4j took {elapsed:.0f} s to answer 503"
    assert _until_not_503(c, "/verify").status_code == 200


def test_a_long_query_keeps_its_connection(own):
    """The keep-alive that drops a silent connection must not drop a query that takes longer
    than it: the server sends NOOPs while one runs."""
    settings, svc, app = own
    rows = svc.store.read_tx(lambda tx: tx.run("CALL apoc.util.sleep(14000) RETURN 1 AS one")
                             .data(), timeout=60)  # past the 10 s a silent connection gets
    assert rows == [{"one": 1}]


def test_admin_rebuilds_verifies_and_curates_every_user(own):
    settings, svc, app = own
    user = f"admin-{uuid.uuid4().hex[:6]}"
    keyed = create_app(settings=settings.model_copy(
        update={"api_keys": f"k-{user}:{user},{ADMIN_KEY}:*"}), services=svc)
    user_c, admin = _http(keyed, f"k-{user}"), _http(keyed, ADMIN_KEY)
    assert user_c.post("/records/import", json={"records": [
        {"type": "conversation", "content": f"note {i}", "source_ref": f"n{i}"}
        for i in range(3)]}).json()["created"] == 3
    assert user_c.post("/records/rebuild", json={"all_users": True}).status_code == 403
    assert user_c.get("/admin/verify").status_code == 403
    assert user_c.post("/admin/curate/decay").status_code == 403
    for start in (lambda: admin.post("/records/rebuild", json={"all_users": True}),
                  lambda: admin.post("/admin/curate/decay")):
        r = start()
        assert r.status_code == 202, r.text
        assert _wait(admin, r.json()["job_id"])["status"] == "done"
    out = admin.get("/admin/verify").json()
    assert out["ok"] and out["users_checked"] >= 2 and out["records_checked"] >= 4
    with svc.store.driver.session(database=svc.store.database) as session:
        session.run("MATCH (r:Record {user_id: $u, seq: 2}) SET r.content = 'forged'",
                    u=user).consume()
    out = admin.get("/admin/verify").json()
    assert out["ok"] is False
    assert [f["user_id"] for f in out["failed"]] == [user]
    assert out["failed"][0]["first_bad_seq"] == 2


def test_the_proxy_stores_what_it_passed_through_during_an_outage_once_neo4j_is_back(own):
    """The last exchange of a conversation has no later call to bring its turns back: the proxy
    keeps what it could not store and stores it when Neo4j answers again, with no new call."""
    from fake_upstream import FakeUpstream
    from proxy_helpers import PROXY_KEY, openai_client, remember, start_app, stored_turns

    settings, svc, app = own
    fake = FakeUpstream(reply="Noted: the demo moved to Friday.").start()
    proxied = Services(settings.model_copy(update={
        **fake.upstream_settings(), "api_keys": f"{PROXY_KEY}:*", "proxy_breaker_s": 1.0}))
    user = f"proxy-{uuid.uuid4().hex[:6]}"
    try:
        url = start_app(proxied)
        remember(proxied, user, "The demo is on Thursday.")  # the gate's "has memory" path
        openai_client(url, user).chat.completions.create(
            model="gpt-test", messages=[{"role": "user", "content": "Warm the path up."}])
        local.stop(settings)
        try:
            said = {}
            for conversation in ("outage-a", "outage-b"):  # b: while the breaker is open
                text = f"In {conversation}: move the demo to Friday."
                raw = openai_client(url, user, **{"X-Graphmem-Conversation": conversation}) \
                    .chat.completions.with_raw_response.create(
                        model="gpt-test", messages=[{"role": "user", "content": text}])
                assert raw.headers["x-graphmem-path"] == "passthrough"
                assert raw.parse().choices[0].message.content == fake.reply
                said[conversation] = text
        finally:
            local.start(settings)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            turns = {c: [(t["role"], t["content"]) for t in _turns_or_none(proxied, user, c)]
                     for c in said}
            if all(len(t) >= 2 for t in turns.values()):
                break
            time.sleep(0.5)
        for conversation, text in said.items():
            assert turns[conversation] == [("user", text), ("assistant", fake.reply)]
        assert proxied.proxy.settle(30) and len(proxied.proxy.missed) == 0
        # stored once: a later call carrying the same history adds only what is new
        openai_client(url, user, **{"X-Graphmem-Conversation": "outage-a"}) \
            .chat.completions.create(model="gpt-test", messages=[
                {"role": "user", "content": said["outage-a"]},
                {"role": "assistant", "content": fake.reply},
                {"role": "user", "content": "And the venue?"}])
        assert proxied.proxy.settle(30)
        assert [t["content"] for t in stored_turns(proxied, user, "outage-a")] == [
            said["outage-a"], fake.reply, "And the venue?", fake.reply]
    finally:
        proxied.close()
        fake.stop()


def _turns_or_none(svc, user: str, conversation: str) -> list[dict]:
    from proxy_helpers import stored_turns

    try:
        return stored_turns(svc, user, conversation)
    except Exception:  # Neo4j still starting
        return []


@pytest.mark.parametrize("fault", ["stop", "kill"])
def test_a_bulk_import_across_a_neo4j_restart_loses_and_duplicates_nothing(own, fault):
    settings, svc, app = own
    user = f"bulk-{fault}-{uuid.uuid4().hex[:6]}"
    key = f"k-{user}"
    keyed = create_app(settings=settings.model_copy(update={"api_keys": f"{key}:{user}"}),
                       services=svc)
    batches = [[{"type": "conversation", "content": f"bulk note {b}-{i} about the outage drill",
                 "source_ref": f"{user}-{b}-{i}", "thread_id": f"t{b % 3}"}
                for i in range(25)] for b in range(24)]
    acknowledged: list[str] = []
    errors: list[BaseException] = []
    done_batches = threading.Semaphore(0)
    statuses: Counter = Counter()

    async def counted(scope, receive, send):
        async def tap(message):
            if message["type"] == "http.response.start":
                statuses[message["status"]] += 1
            await send(message)

        await keyed(scope, receive, tap)

    def importer():
        # The project's client retries 503 (honouring Retry-After) and connection failures.
        with Client(app=counted, api_key=key, max_retries=40, max_retry_wait=3.0,
                    scrub=False) as gm:
            for batch in batches:
                try:
                    out = gm.import_records(batch)
                except BaseException as exc:  # noqa: BLE001 - reported by the test
                    errors.append(exc)
                    return
                acknowledged.extend(i for i in out.ids if i)
                done_batches.release()

    thread = threading.Thread(target=importer)
    thread.start()
    for _ in range(5):
        assert done_batches.acquire(timeout=120), errors
    _fault(settings, fault)
    imported_before = len(acknowledged)
    time.sleep(2)  # the importer now meets a dead server and retries
    local.start(settings)
    thread.join(timeout=600)
    assert not thread.is_alive() and not errors, errors
    assert imported_before < sum(len(b) for b in batches)  # the outage hit mid-import
    assert statuses[503] >= 1, statuses  # and the importer saw it

    total = sum(len(b) for b in batches)
    assert len(acknowledged) == total and len(set(acknowledged)) == total
    assert _count(svc, user) == (total, total, total)
    c = _http(keyed, key)
    out = c.get("/verify").json()
    assert out["ok"] and out["records_checked"] == total and out["head_seq"] == total
    for rid in acknowledged[::37]:
        assert c.get(f"/records/{rid}").status_code == 200
    again = c.post("/records/import", json={"records": batches[7]}).json()
    assert again["created"] == 0 and again["existing"] == len(batches[7])


def _fault(settings: Settings, fault: str) -> None:
    if fault == "kill":
        os.kill(local.status(settings).pid, signal.SIGKILL)  # a crash: no clean shutdown
    local.stop(settings)  # after a kill: only reaps the process and clears the pid file


def _wait(client: TestClient, job_id: str, timeout: float = 300.0) -> dict:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        job = client.get(f"/jobs/{job_id}").json()
        if job["status"] != "running":
            return job
        time.sleep(0.3)
    raise AssertionError(f"job {job_id} still running")
