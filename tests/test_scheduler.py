"""The job registry, leases with fencing tokens, and the scheduler: two workers never run a job for
the same user at once, and a worker that lost its lease cannot write. Time is an injected clock."""

import threading
import time
import uuid
from datetime import timedelta

import pytest
from curation_support import FakeClock, turn
from fastapi.testclient import TestClient

from graphmem.api.app import create_app
from graphmem.curate import lease, registry
from graphmem.curate.scheduler import Scheduler, parse_schedule
from graphmem.service import Services


@pytest.fixture
def second_worker(settings, neo4j_server):
    """Another process's services: its own driver, its own scheduler identity."""
    svc = Services(settings)
    yield svc
    svc.close()


@pytest.fixture
def probe_job():
    """A job that takes a while and records who ran it when (and writes, fenced)."""
    runs: list[tuple[str, float, float]] = []
    lock = threading.Lock()

    def probe(services, user_id, clock):
        began = time.monotonic()
        time.sleep(0.3)
        lease.write(services.store, "curate/job_done", key=f"probe-write:{user_id}",
                    job="probe-write", user_id=user_id, now=clock().isoformat(), counts="{}")
        with lock:
            runs.append((lease.current().holder, began, time.monotonic()))
        return {"ok": 1}

    registry.register("probe", probe, "test probe")
    yield runs
    registry.unregister("probe")


def test_parse_schedule():
    assert parse_schedule("episodes=1h, consolidate=7d,gds=off") == {
        "episodes": timedelta(hours=1), "consolidate": timedelta(days=7), "gds": None}
    with pytest.raises(ValueError):
        parse_schedule("episodes=often")


def test_two_workers_never_run_a_job_at_once(services, second_worker, user, probe_job):
    clock = FakeClock()
    results = []

    def worker(svc, name):
        for _ in range(4):
            results.extend(registry.run_jobs(svc, ["probe"], user, clock, holder=name))
            time.sleep(0.05)

    threads = [threading.Thread(target=worker, args=(svc, name)) for svc, name in
               [(services, "worker-a"), (second_worker, "worker-b"), (services, "worker-c")]]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    ran = [r for r in results if r.ran]
    busy = [r for r in results if not r.ran]
    assert ran and busy and all(r.error == "busy" for r in busy)
    assert len(ran) == len(probe_job)
    spans = sorted((began, ended) for _, began, ended in probe_job)
    for (_, end), (start, _) in zip(spans, spans[1:], strict=False):
        assert start >= end  # never two at once
    assert len({holder for holder, _, _ in probe_job}) >= 1


def test_a_worker_that_lost_its_lease_cannot_write(services, second_worker, user, cypher):
    clock = FakeClock()
    name = registry.lease_name(user)
    first = lease.acquire(services.store, name, "worker-a", 60, clock)
    assert first is not None
    assert lease.acquire(second_worker.store, name, "worker-b", 60, clock) is None  # held
    clock.advance(seconds=61)  # worker A stalls past its lease
    second = lease.acquire(second_worker.store, name, "worker-b", 60, clock)
    assert second is not None and second.token == first.token + 1

    def write_as(held, key):
        with lease.holding(held):
            lease.write(services.store, "curate/job_done", key=key, job="x", user_id=user,
                        now=clock().isoformat(), counts="{}")

    first.renewed_at = clock.now  # A believes its lease is fresh: only the fence can stop it
    with pytest.raises(lease.LeaseLost):
        write_as(first, f"stale:{user}")
    with pytest.raises(lease.LeaseLost):
        first.renew()
    write_as(second, f"fresh:{user}")
    keys = {r["key"] for r in cypher("MATCH (r:JobRun {user_id: $u}) RETURN r.key AS key",
                                     u=user)}
    assert keys == {f"fresh:{user}"}
    first.release()  # a stale release changes nothing
    assert services.store.read("curate/lease_get", lease=name)[0]["holder"] == "worker-b"
    second.release()
    assert lease.acquire(services.store, name, "worker-a", 60, clock) is not None


def test_an_expired_lease_stops_a_running_job(services, user, cypher):
    clock = FakeClock()
    seen = {}

    def slow(services_, user_id, clock_):
        clock.advance(minutes=10)  # the job outlives its lease (300 s) before it writes
        lease.write(services_.store, "curate/job_done", key=f"late:{user_id}", job="late",
                    user_id=user_id, now=clock_().isoformat(), counts="{}")
        seen["wrote"] = True

    registry.register("slow", slow)
    try:
        (result,) = registry.run_jobs(services, ["slow"], user, clock)
    finally:
        registry.unregister("slow")
    assert not result.ran and result.error.startswith("lost lease") and "wrote" not in seen
    assert cypher("MATCH (r:JobRun {user_id: $u}) RETURN count(r) AS n", u=user)[0]["n"] == 0


def test_scheduler_runs_what_is_due_by_cadence(services, user, cypher):
    clock = FakeClock()
    services.writer.append_many(user, [
        turn("We picked Redis for the cache.", "s1", "t", clock.now),
        turn("Redis runs on three nodes.", "s2", "t", clock.now + timedelta(minutes=1))])
    scheduler = Scheduler(services, clock, users=[user])
    names = [j.name for j in registry.jobs()]
    assert scheduler.due(user) == [n for n in names if scheduler.cadence(n) is not None]
    first = scheduler.run_due()
    assert all(r.ran and r.error is None for r in first), [r for r in first if r.error]
    assert scheduler.due(user) == []

    jobs = {j.name: j for j in registry.jobs()}

    def within(elapsed):
        # Cadence passed, and (for jobs with a readiness rule, like gds) the data changed enough.
        return {n for n in names if scheduler.cadence(n) is not None
                and scheduler.cadence(n) <= elapsed
                and (jobs[n].ready is None or jobs[n].ready(services, user))}

    clock.advance(hours=1, minutes=1)
    assert set(scheduler.due(user)) == within(timedelta(hours=1, minutes=1))
    if "gds" in jobs:  # the entity graph has not changed since the first run: GDS waits
        assert "gds" not in scheduler.due(user)
    assert {"episodes", "tasks"} <= within(timedelta(hours=1, minutes=1))
    assert "working" not in within(timedelta(hours=1, minutes=1))
    clock.advance(days=1)
    due = set(scheduler.due(user))
    assert {"working", "discovery", "decay"} <= due and "consolidate" not in due
    clock.advance(days=6)
    assert "consolidate" in scheduler.due(user) and "monthly" not in scheduler.due(user)
    assert cypher("MATCH (m:Memory {user_id: $u, kind: 'episode'}) RETURN count(m) AS n",
                  u=user)[0]["n"] == 1


def test_scheduler_thread_and_app_lifespan(services, settings, user, cypher):
    services.writer.append_many(user, [turn("Kafka topics are compacted.", "k1", "t",
                                            FakeClock().now),
                                       turn("Kafka retention is a week.", "k2", "t",
                                            FakeClock().now)])
    quick = services.settings.model_copy(update={"scheduler_tick_s": 0.2,
                                                 "schedule": "episodes=1h"})
    svc = Services(quick)
    try:
        from graphmem.curate.service import Curator

        svc.curator = Curator(svc)
        svc.curator.scheduler = Scheduler(svc, users=[user])
        svc.curator.scheduler.start()
        deadline = time.monotonic() + 60
        while not cypher("MATCH (r:JobRun {user_id: $u, job: 'episodes'}) RETURN r", u=user):
            assert time.monotonic() < deadline
            time.sleep(0.2)
        svc.curator.scheduler.stop()
        assert not svc.curator.scheduler.running
    finally:
        svc.close()

    off = create_app(settings=settings.model_copy(update={"scheduler": False}),
                     services=services)
    with TestClient(off):
        assert not services.curator.scheduler.running
    on = create_app(settings=settings.model_copy(update={"scheduler": True,
                                                         "scheduler_tick_s": 3600}),
                    services=services)
    with TestClient(on):
        assert services.curator.scheduler.running
    assert not services.curator.scheduler.running


def test_curate_endpoint_runs_a_job_in_the_background(client, services, user, cypher):
    services.writer.append_many(user, [turn("Grafana shows the Redis latency.", "g1", "t",
                                            FakeClock().now),
                                       turn("Grafana alerts go to the on-call.", "g2", "t",
                                            FakeClock().now)])
    assert client.post("/curate/nope").status_code == 404
    job_id = client.post("/curate/episodes").json()["job_id"]
    deadline = time.monotonic() + 120
    while (job := client.get(f"/jobs/{job_id}").json())["status"] == "running":
        assert time.monotonic() < deadline
        time.sleep(0.2)
    assert job["status"] == "done" and job["counts"] == {"episodes": {"episodes": 1}}


def test_a_job_whose_end_could_not_be_written_at_once_still_ends(services, user, monkeypatch):
    """The fault that ends a job (Neo4j restarting, a long lock) can fail the write of its end
    too: GET /jobs then said "running" for ever. Its end is written again until it goes in.
    Here the Job node is locked past the write's time limit while the job ends."""
    from graphmem.curate import jobs

    runner = jobs.JobRunner(services.store)
    held = threading.Event()

    def hold_the_job_node(job_id: str):
        with services.store.driver.session(database=services.store.database) as session, \
                session.begin_transaction() as tx:
            tx.run("MATCH (j:Job {id: $id}) SET j.held = true", id=job_id).consume()
            held.set()
            time.sleep(4)
            tx.rollback()

    ids: list[str] = []

    def work():
        holder = threading.Thread(target=hold_the_job_node, args=(ids[0],))
        holder.start()
        assert held.wait(30)
        return {"done": 1}

    monkeypatch.setattr(services.store, "timeout", 1.5)
    monkeypatch.setattr(jobs, "FINISH_WAIT_S", 1.0, raising=False)
    try:
        ids.append(str(uuid.uuid4()))
        runner.submit("probe", user, work, job_id=ids[0])
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            job = runner.get(ids[0], user)
            if job["status"] != "running":
                break
            time.sleep(0.5)
    finally:
        runner.close()
    assert job["status"] == "done" and job["counts"] == {"done": 1}, job
