"""The read endpoints besides /search, timed on a populated store against a bare record read.

    .venv/bin/python bench/reads.py [--memories 5000] [--reuse-user U] [--repeat 10]

Builds N synthetic conversation turns for a fresh bench user (as bench/search.py does), or
reuses one, then times each read a client or the dashboard makes (structured record queries,
layered context, entities, people, core memories, summaries, the graph view, paths) over the
ASGI app in-process, `--repeat` times each, beside `GET /records/{id}` (one record by id) timed
the same way in the same run: the ratio says how many bare reads each one costs.
"""

from __future__ import annotations

import argparse
import time

from common import bench_user, host, services, summary
from search import build


def calls(client) -> list[tuple[str, str, dict | None]]:
    """(method, path, body) of the reads timed, on the bench user's data (bench/common.py
    synthetic_turns: threads of 50 turns, 2025 dates, people and projects from short lists)."""
    entity = client.get("/entities?q=atlas&limit=1").json()
    person = client.get("/entities?q=hiro&limit=1").json()
    day = {"since": "2025-01-03T00:00:00Z", "until": "2025-01-04T00:00:00Z"}
    out = [
        ("POST", "/records/query", {"thread_id": "thread-1", "limit": 20}),
        ("POST", "/records/query", {**day, "limit": 50}),
        ("POST", "/records/query", {"limit": 50, "order": "desc"}),
        ("POST", "/records/query", {"sender": "Alice", "limit": 20, "order": "desc"}),
        ("POST", "/records/query", {"types": ["document"], "limit": 20}),
        ("POST", "/records/context", {"query": "what is going on with atlas",
                                      "thread_id": "thread-1"}),
        ("POST", "/records/context", {"query": "what is going on with atlas"}),
        ("GET", "/entities?q=atlas&limit=10", None),
        ("GET", "/people", None),
        ("GET", "/memories/core", None),
        ("GET", "/records/summaries", None),
        ("GET", "/tasks", None),
        ("GET", "/viz/graph?limit=200", None),
        ("GET", "/viz/graph", None),  # what the web view loads: 5,000 memories and their edges
        ("GET", f"/viz/graph?since={day['since']}&until={day['until']}&limit=200", None),
    ]
    if entity and person:
        out += [("POST", "/connect", {"from": entity[0]["id"], "to": person[0]["id"]}),
                ("GET", f"/entities/{entity[0]['id']}", None),
                ("GET", f"/entities/{entity[0]['id']}/timeline", None)]
    return out


def timed(client, method: str, path: str, body: dict | None, repeat: int) -> list[float]:
    """`repeat` timings after one untimed call (Neo4j plans a statement on its first run)."""
    times = []
    for _ in range(repeat + 1):
        started = time.perf_counter()
        r = client.request(method, path, json=body) if body is not None else client.get(path)
        times.append((time.perf_counter() - started) * 1000)
        assert r.status_code == 200, (path, r.status_code, r.text[:200])
    return times[1:]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--memories", type=int, default=5000)
    ap.add_argument("--reuse-user")
    ap.add_argument("--repeat", type=int, default=10)
    args = ap.parse_args()

    from fastapi.testclient import TestClient

    from graphmem.api.app import create_app

    svc = services()
    user = args.reuse_user or bench_user("reads")
    if not args.reuse_user:
        build(svc, user, args.memories)
    app = create_app(settings=svc.settings.model_copy(update={"api_keys": f"bk:{user}"}),
                     services=svc)
    with TestClient(app, headers={"Authorization": "Bearer bk"}) as client:
        record = client.post("/records/query", json={"limit": 1}).json()["records"][0]["id"]
        bare = timed(client, "GET", f"/records/{record}", None, args.repeat)
        rows = [(method, path, body, timed(client, method, path, body, args.repeat))
                for method, path, body in calls(client)]
    size = svc.store.read("search/pool_size", user_id=user)[0]
    base = sorted(bare)[len(bare) // 2]
    print(host())
    print(f"memories: {size['mine']} of this user, {size['total']} in the store  user: {user}")
    print(f"{'GET /records/{id} (bare)':58s} {summary(bare)}")
    for method, path, body, times in rows:
        label = f"{method} {path} {body or ''}"
        label = label if len(label) <= 58 else label[:55] + "..."
        print(f"{label:58s} {summary(times)}   ratio p50 "
              f"{sorted(times)[len(times) // 2] / base:.1f}x")
    svc.close()


if __name__ == "__main__":
    main()
