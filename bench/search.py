"""Search latency vs a bare vector-index query, on a populated store.

    .venv/bin/python bench/search.py [--memories 5000] [--queries 200] [--reuse-user U]
                                     [--compare-torch] [--during-import N] [--spaced N]
                                     [--filtered N] [--beside N]

Builds N synthetic conversation turns for a fresh bench user (or reuses one), then times
POST /search in-process (service layer) and over HTTP (uvicorn on loopback), query embedding
included, and a bare `db.index.vector.queryNodes` (k=10, pre-computed vector) in the same run.
Queries are distinct (no embedding-cache hits). --during-import N also times in-process searches
while another user imports N turns (batches of 500), as a service that takes writes sees them.
--spaced N also times N in-process searches made further apart than the per-user caches last
(POOL_SIZE_TTL_S), as an assistant that searches once a turn makes them (N x ~6 s).
--filtered N also times N in-process searches with each of six filters that keep few of the
user's memories: one thread (50 turns), one day, the episodes (one a thread), and three that keep
none: documents, a speaker who never spoke, what was known in 2000.
--beside N builds a second user of N turns beside the first and times their searches through
the shared vector index and through an index of their own (retrieve/own_index.py: users of
10,000 memories up to half the store), alternated by 20; that user is deleted afterwards.
"""

from __future__ import annotations

import argparse
import random
import socket
import threading
import time

import httpx
from common import (
    PEOPLE,
    PROJECTS,
    TECH,
    bench_user,
    drop_user,
    host,
    services,
    summary,
    synthetic_turns,
    write_records,
)


def build(svc, user: str, n: int, batch: int = 1000) -> None:
    write_records(svc, user, synthetic_turns(n, seed=11), batch, progress=True)


def queries(n: int, seed: int = 3) -> list[str]:
    rng = random.Random(seed)
    shapes = ["what did {p} say about {proj}", "why is {proj} slow", "who knows {t}",
              "{t} migration plans for {proj}", "when is {p} out", "{proj} incident root cause",
              "which database does {proj} use", "{p} travel plans"]
    return [rng.choice(shapes).format(p=rng.choice(PEOPLE), t=rng.choice(TECH),
                                      proj=rng.choice(PROJECTS)) + f" #{i}" for i in range(n)]


def filtered(svc, user: str, qs: list[str], n: int) -> dict[str, list[float]]:
    """In-process searches with a filter that keeps few of the user's memories, drawn from
    the turns `build` writes (`synthetic_turns`: 50 a thread; at 100k memories ~340 a day)."""
    from datetime import UTC, datetime, timedelta

    from graphmem.models import SearchIn

    mine = svc.store.read("search/pool_size", user_id=user)[0]["mine"]
    turns = synthetic_turns(max(50, mine - mine // 51), seed=11)  # less the episodes
    rng = random.Random(5)
    shapes = {
        "one thread": lambda t: {"thread_id": t["thread_id"]},
        "one day": lambda t: {"since": (day := datetime.fromisoformat(
            t["occurred_at"][:10] + "T00:00:00+00:00")), "until": day + timedelta(days=1)},
        "episodes": lambda t: {"kinds": ["episode"]},
        "documents (none)": lambda t: {"types": ["document"]},
        "nobody's words": lambda t: {"speakers": ["nobody"]},
        "known in 2000": lambda t: {"known_at": datetime(2000, 1, 1, tzinfo=UTC)},
    }
    times = {}
    for name, shape in shapes.items():
        for q in qs[:n]:
            req = SearchIn(query=q + f" ({name})", **shape(rng.choice(turns)))
            t = time.perf_counter()
            svc.searcher.search(user, req)
            times.setdefault(name, []).append((time.perf_counter() - t) * 1000)
    return times


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def serve(app, port: int):
    import uvicorn

    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    while not server.started:
        time.sleep(0.05)
    return server


def during_import(svc, user: str, qs: list[str], records: int) -> list[float]:
    """In-process search latencies while another user's import runs (batches of 500 turns)."""
    from graphmem.api.validation import parse_record
    from graphmem.models import SearchIn

    writer = bench_user("search-import")
    turns = synthetic_turns(records)
    done = threading.Event()

    def run() -> None:
        try:
            for i in range(0, len(turns), 500):
                svc.writer.append_many(writer, [parse_record(t, svc.settings.max_content_bytes)
                                                for t in turns[i:i + 500]])
        finally:
            done.set()

    threading.Thread(target=run, daemon=True).start()
    times, i = [], 0
    while not done.is_set():
        t = time.perf_counter()
        svc.searcher.search(user, SearchIn(query=f"{qs[i % len(qs)]} (during import {i})"))
        times.append((time.perf_counter() - t) * 1000)
        i += 1
    svc.episodes.flush(timeout=600)  # the import's episode refresh, before its data goes
    drop_user(svc, writer)
    return times


def spaced(svc, user: str, qs: list[str], n: int) -> list[float]:
    """In-process search latencies of searches made further apart than the per-user caches
    last: each finds the user's pool size stale."""
    from graphmem.models import SearchIn
    from graphmem.retrieve.search import POOL_SIZE_TTL_S

    times = []
    for i in range(n):
        time.sleep(POOL_SIZE_TTL_S + 1)
        t = time.perf_counter()
        svc.searcher.search(user, SearchIn(query=f"{qs[i % len(qs)]} (spaced {i})"))
        times.append((time.perf_counter() - t) * 1000)
    return times


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--memories", type=int, default=5000)
    ap.add_argument("--queries", type=int, default=200)
    ap.add_argument("--reuse-user")
    ap.add_argument("--compare-torch", action="store_true",
                    help="embed every other in-process query on torch, not ONNX Runtime")
    ap.add_argument("--during-import", type=int, default=0, metavar="N",
                    help="also search while another user imports N turns")
    ap.add_argument("--spaced", type=int, default=0, metavar="N",
                    help="also time N searches each made after the per-user caches expire")
    ap.add_argument("--filtered", type=int, default=0, metavar="N",
                    help="also time N searches with each of six selective filters")
    ap.add_argument("--beside", type=int, default=0, metavar="N",
                    help="also time a second user of N turns: shared index vs their own")
    args = ap.parse_args()

    from graphmem.api.app import create_app
    from graphmem.models import SearchIn

    svc = services()
    user = args.reuse_user or bench_user("search")
    if not args.reuse_user:
        build(svc, user, args.memories)
    qs = queries(args.queries)
    svc.searcher.search(user, SearchIn(query="warm up"))
    vectors = svc.embedder.encode(qs)

    bare = []
    for v in vectors:
        t = time.perf_counter()
        svc.store.read("search/vector", user_id=user, k=10, vector=v)
        bare.append((time.perf_counter() - t) * 1000)

    # --compare-torch: every other query is embedded on torch instead of the ONNX twin, so the
    # two are timed under the same load.
    inproc, on_torch, onnx = [], [], svc.embedder.onnx
    if args.compare_torch:
        svc.embedder.model  # noqa: B018  (torch loads only when asked for: not in the timing)
    for i, q in enumerate(qs):
        torch_turn = args.compare_torch and i % 2 == 1
        svc.embedder.onnx = None if torch_turn else onnx
        t = time.perf_counter()
        svc.searcher.search(user, SearchIn(query=q + " (in-process)"))
        (on_torch if torch_turn else inproc).append((time.perf_counter() - t) * 1000)
    svc.embedder.onnx = onnx

    app = create_app(settings=svc.settings.model_copy(update={"api_keys": f"bk:{user}"}),
                     services=svc)
    port = free_port()
    server = serve(app, port)
    http = []
    with httpx.Client(base_url=f"http://127.0.0.1:{port}",
                      headers={"Authorization": "Bearer bk"}, timeout=60) as client:
        for q in qs:
            t = time.perf_counter()
            r = client.post("/search", json={"query": q + " (http)"})
            http.append((time.perf_counter() - t) * 1000)
            assert r.status_code == 200, r.text
    server.should_exit = True
    during = during_import(svc, user, qs, args.during_import) if args.during_import else []
    apart = spaced(svc, user, qs, args.spaced) if args.spaced else []
    narrowed = filtered(svc, user, qs, args.filtered) if args.filtered else {}
    second = beside(svc, qs, args.beside) if args.beside else {}

    p50 = sorted(bare)[len(bare) // 2]
    size = svc.store.read("search/pool_size", user_id=user)[0]
    mine, total = size["mine"], size["total"]
    print(host())
    print(f"memories: {mine} of this user, {total} in the store  queries: {len(qs)}  user: {user}")
    print(f"bare vector query (k=10) {summary(bare)}")
    print(f"/search in-process       {summary(inproc)}   ratio p50 "
          f"{sorted(inproc)[len(inproc) // 2] / p50:.1f}x")
    if on_torch:
        print(f"  query on torch instead {summary(on_torch)}   (interleaved with the line above)")
    print(f"/search over HTTP        {summary(http)}   ratio p50 "
          f"{sorted(http)[len(http) // 2] / p50:.1f}x")
    if during:
        print(f"/search while importing  {summary(during)}   ratio p50 "
              f"{sorted(during)[len(during) // 2] / p50:.1f}x   ({len(during)} searches)")
    if apart:
        print(f"/search once a turn      {summary(apart)}   ratio p50 "
              f"{sorted(apart)[len(apart) // 2] / p50:.1f}x   ({len(apart)} searches, spaced)")
    for name, times in narrowed.items():
        print(f"/search, {name:16s} {summary(times)}   ratio p50 "
              f"{sorted(times)[len(times) // 2] / p50:.1f}x   ({len(times)} searches)")
    if second:
        shared, own = second["shared index"], second["own index"]
        print(f"a user of {args.beside} beside ({second['memories']} of theirs):")
        for name in ("shared index", "own index"):
            times = second[name]
            print(f"  /search, {name:12s} {summary(times)}   ratio p50 "
                  f"{sorted(times)[len(times) // 2] / p50:.1f}x   ({len(times)} searches)")
        ratio = sorted(own)[len(own) // 2] / sorted(shared)[len(shared) // 2]
        print(f"  own / shared p50 {ratio:.2f}")
    svc.close()


def beside(svc, qs: list[str], n: int) -> dict:
    """A second user of `n` turns, searched through the shared index and through their own,
    alternated by 20 searches; deleted afterwards."""
    from graphmem.models import SearchIn
    from graphmem.retrieve import own_index

    user = bench_user("beside")
    build(svc, user, n)
    searcher, wanted = svc.searcher, own_index.OWN_INDEX_MIN
    deadline = time.monotonic() + 600
    while not searcher.own_index_ready(user):  # the first check starts the build
        if time.monotonic() > deadline:
            raise SystemExit(f"no own index for {user} after 600 s (does it qualify? "
                             f"{own_index.OWN_INDEX_MIN} memories up to "
                             f"{own_index.OWN_INDEX_MAX_SHARE:.0%} of the store)")
        time.sleep(1)
    times: dict = {"shared index": [], "own index": []}
    for i, q in enumerate(qs):
        way = "own index" if (i // 20) % 2 else "shared index"
        own_index.OWN_INDEX_MIN = wanted if way == "own index" else 10**12
        t = time.perf_counter()
        searcher.search(user, SearchIn(query=q + " (beside)"))
        times[way].append((time.perf_counter() - t) * 1000)
    own_index.OWN_INDEX_MIN = wanted
    times["memories"] = svc.store.read("search/pool_size", user_id=user)[0]["mine"]
    drop_user(svc, user)
    return times


if __name__ == "__main__":
    main()
