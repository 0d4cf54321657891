"""POST /connect on a generated graph vs a bare Cypher shortestPath in the same run.

    .venv/bin/python bench/connect.py [--entities 50000] [--relations 200000] [--queries 200]

Generates N entities and M RELATED edges (skewed degrees, 1-3 evidence memories each) for one
dedicated bench user with bulk UNWIND writes, then times the service's connect (max_hops 4, k 3:
resolution of both ends, candidate paths, evidence of every hop, ranking) and a bare
`shortestPath((a)-[:RELATED*..4]-(b))` on the same pairs, interleaved. Half the pairs are the
ends of 2-4 step random walks (connected), half are random (often no path within 4 hops: the
search has to exhaust). Prints the table and the ratio, then deletes the bench user's data
(unless --keep). Target: connect p95 <= 100 ms.
"""

from __future__ import annotations

import argparse
import random
import time

from common import bench_user, drop_user, percentile, services
from connect_data import entity_id, entity_rows, memory_rows, relation_rows

from graphmem.graph_models import ConnectIn


def generate(svc, user: str, args, rng: random.Random) -> float:
    started = time.perf_counter()
    for rows in entity_rows(user, args.entities, rng):
        svc.store.write("bench/create_entities", user_id=user, rows=rows)
    memories = max(1, args.entities)
    for rows in memory_rows(user, memories, rng):
        svc.store.write("bench/create_memories", user_id=user, rows=rows)
    for rows in relation_rows(user, args.entities, args.relations, memories, rng):
        svc.store.write("bench/create_relations", user_id=user, rows=rows)
    return time.perf_counter() - started


def pairs(svc, user: str, n: int, entities: int, rng: random.Random) -> list[tuple[str, str]]:
    out = []
    while len(out) < n // 2:
        start = entity_id(user, rng.randrange(entities))
        here = start
        for _ in range(rng.randint(2, 4)):
            nxt = [r["id"] for r in svc.store.read("bench/neighbours", user_id=user, id=here)]
            if not nxt:
                break
            here = rng.choice(nxt)
        if here != start:
            out.append((start, here))
    while len(out) < n:
        a, b = rng.sample(range(entities), 2)
        out.append((entity_id(user, a), entity_id(user, b)))
    rng.shuffle(out)
    return out


def timed(fn) -> tuple[float, object]:
    started = time.perf_counter()
    result = fn()
    return (time.perf_counter() - started) * 1000, result


def run(svc, user: str, todo: list[tuple[str, str]]) -> dict[str, list]:
    times: dict[str, list] = {"connect": [], "connect_names": [], "shortest": []}
    found = {"connect": 0, "connect_names": 0, "shortest": 0}
    for n, (a, b) in enumerate(todo):
        ms, out = timed(lambda a=a, b=b: svc.connector.connect(
            user, ConnectIn(**{"from": a, "to": b, "max_hops": 4, "k": 3})))
        times["connect"].append(ms)
        found["connect"] += bool(out["paths"])
        ms, rows = timed(lambda a=a, b=b: svc.store.read(
            "bench/shortest_path", user_id=user, from_id=a, to_id=b))
        times["shortest"].append(ms)
        found["shortest"] += bool(rows)
        if n % 4 == 0:  # by name: the entity index resolves "Entity 123" first
            names = [f"Entity {x.rsplit('-e', 1)[1]}" for x in (a, b)]
            ms, out = timed(lambda names=names: svc.connector.connect(
                user, ConnectIn(**{"from": names[0], "to": names[1], "max_hops": 4, "k": 3})))
            times["connect_names"].append(ms)
            found["connect_names"] += bool(out["paths"])
    return {"times": times, "found": found}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--entities", type=int, default=50_000)
    ap.add_argument("--relations", type=int, default=200_000)
    ap.add_argument("--queries", type=int, default=200)
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--keep", action="store_true", help="keep the bench user's data")
    args = ap.parse_args()

    svc = services()
    user = bench_user("connect")
    rng = random.Random(args.seed)
    try:
        gen_s = generate(svc, user, args, rng)
        todo = pairs(svc, user, args.queries, args.entities, rng)
        run(svc, user, todo[:10])  # warm caches and query plans
        result = run(svc, user, todo)
    finally:
        if not args.keep:
            drop_user(svc, user)
        svc.close()
    report(args, user, gen_s, result, len(todo))


def report(args, user, gen_s, result, queries) -> None:
    times, found = result["times"], result["found"]
    print(f"graph: {args.entities} entities, {args.relations} relations (user {user}, "
          f"generated in {gen_s:.0f} s); {queries} pairs, half connected by a random walk")
    print(f"{'query (max_hops 4)':34} {'p50 ms':>8} {'p95 ms':>8} {'mean ms':>8} "
          f"{'with a path':>12}")
    labels = {"connect": "connect, k 3, by id (service)",
              "connect_names": "connect, k 3, by name (service)",
              "shortest": "bare Cypher shortestPath"}
    for key, label in labels.items():
        ms = times[key]
        print(f"{label:34} {percentile(ms, 0.5):8.2f} {percentile(ms, 0.95):8.2f} "
              f"{sum(ms) / len(ms):8.2f} {found[key]:>5}/{len(ms):<6}")
    for q, name in ((0.5, "p50"), (0.95, "p95")):
        ratio = percentile(times["connect"], q) / percentile(times["shortest"], q)
        print(f"ratio connect / shortestPath at {name}: {ratio:.1f}x")
    p95 = percentile(times["connect"], 0.95)
    print(f"target p95 <= 100 ms: {'met' if p95 <= 100 else 'NOT met'} ({p95:.1f} ms)")


if __name__ == "__main__":
    main()
