"""Single writes (POST /records) into threads of different lengths, against a bare record read.

    .venv/bin/python bench/writes.py [--threads 50,1000,4000] [--writes 20] [--spacing 0.3]
                                     [--late] [--state]

For each length N, imports a thread of N synthetic turns for a fresh bench user, then posts
`--writes` turns to it one at a time, `--spacing` seconds apart (as an assistant writes a
conversation), over the ASGI app in-process, with the thread episodes refreshed in the
background as `graphmem serve` does. Prints each write's latency, how many episode refreshes
the writes caused and what they cost, and `GET /records/{id}` timed the same way in the same
run: a write should cost the same whatever the length of its thread. With `--late` each turn
is dated half a minute before the thread's latest, so it is linked into its place rather than
after the tail. With `--state` each length is the number of versions of one state_object key,
and the writes are new versions of it. The bench users are deleted afterwards.
"""

from __future__ import annotations

import argparse
import time
import uuid
from datetime import UTC, datetime, timedelta

from common import bench_user, drop_user, host, services, summary, synthetic_turns, write_records


def build(svc, user: str, n: int, state: bool) -> datetime:
    """A thread of n turns for `user` (or n versions of one state key); the latest's time."""
    if state:
        start = datetime(2025, 1, 1, tzinfo=UTC)
        records = [{"type": "state_object", "kind": "build", "key": "nightly",
                    "content": f"nightly build {i} is {'green' if i % 3 else 'red'}",
                    "source_ref": f"version-{i}",
                    "occurred_at": (start + timedelta(minutes=i)).isoformat()}
                   for i in range(n)]
    else:
        records = synthetic_turns(n, seed=21)
        for t in records:
            t["thread_id"] = "long-thread"
    write_records(svc, user, records)
    svc.episodes.flush(timeout=600)
    return max(datetime.fromisoformat(t["occurred_at"].replace("Z", "+00:00")) for t in records)


def body(i: int, at: datetime, state: bool) -> dict:
    ref = f"bench-write-{uuid.uuid4().hex}"
    if state:
        return {"type": "state_object", "kind": "build", "key": "nightly", "source_ref": ref,
                "content": f"nightly build rerun {i} is green", "occurred_at": at.isoformat()}
    return {"type": "conversation", "thread_id": "long-thread", "sender": "Hiro",
            "content": f"Hiro says the Atlas deploy moved to Friday ({i})", "source_ref": ref,
            "occurred_at": at.isoformat()}


def post_writes(client, count: int, spacing: float, before: datetime | None,
                state: bool) -> list[float]:
    """`count` timed writes after two untimed ones (Neo4j plans a statement on its first run),
    dated after everything, or in turn earlier before `before` when given."""
    times = []
    for i in range(count + 2):
        at = before - timedelta(seconds=30 + i) if before else datetime(2026, 1, 28, 18,
                                                                          tzinfo=UTC)
        started = time.perf_counter()
        r = client.post("/records", json=body(i, at, state))
        times.append((time.perf_counter() - started) * 1000)
        assert r.status_code == 201, r.text[:200]
        time.sleep(spacing)
    return times[2:]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--threads", default="50,1000,4000", help="thread lengths, comma-separated")
    ap.add_argument("--writes", type=int, default=20)
    ap.add_argument("--spacing", type=float, default=0.3, help="seconds between writes")
    ap.add_argument("--late", action="store_true",
                    help="date each turn before the thread's latest (linked into its place)")
    ap.add_argument("--state", action="store_true",
                    help="versions of one state_object key instead of a thread's turns")
    args = ap.parse_args()

    from fastapi.testclient import TestClient

    from graphmem.api.app import create_app
    from graphmem.curate import episodes

    svc = services()
    refreshes: list[float] = []
    update = episodes.update_episodes

    def timed_update(*a, **k):
        started = time.perf_counter()
        try:
            return update(*a, **k)
        finally:
            refreshes.append((time.perf_counter() - started) * 1000)

    episodes.update_episodes = timed_update  # the refresher calls it through the module
    print(host())
    for n in (int(x) for x in args.threads.split(",")):
        user = bench_user("writes")
        latest = build(svc, user, n, args.state)
        app = create_app(settings=svc.settings.model_copy(update={"api_keys": f"bk:{user}"}),
                         services=svc)
        with TestClient(app, headers={"Authorization": "Bearer bk"}) as client:
            record = client.post("/records/query", json={"limit": 1}).json()["records"][0]["id"]
            client.get(f"/records/{record}")  # untimed, as the writes' first two
            bare = []
            for _ in range(args.writes):
                started = time.perf_counter()
                client.get(f"/records/{record}")
                bare.append((time.perf_counter() - started) * 1000)
            refreshes.clear()
            writes = post_writes(client, args.writes, args.spacing,
                                 latest if args.late else None, args.state)
            svc.episodes.flush(timeout=600)
        base = sorted(bare)[len(bare) // 2]
        cost = f", {sum(refreshes) / len(refreshes):.0f} ms each" if refreshes else ""
        what = f"key of {n:6d} versions" if args.state else f"thread of {n:6d} turns"
        print(f"{what}  POST /records {summary(writes)}   ratio p50 "
              f"{sorted(writes)[len(writes) // 2] / base:.1f}x   "
              f"episode refreshes {len(refreshes)}{cost}")
        drop_user(svc, user)
    episodes.update_episodes = update
    svc.close()


if __name__ == "__main__":
    main()
