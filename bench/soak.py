"""A soak: does a serving process's memory level off? (docs/DEVELOPING.md, "Memory of a
long-running process")

    .venv/bin/python bench/soak.py [--rounds 40] [--users 10] [--every 5] [--small-caches]
                                   [--no-copy] [--keep]

Runs the API in-process as `graphmem serve` does (models loaded, heap settled, the heap
trimmer on; the curation scheduler off, as in every bench) against the local Neo4j. Each round,
every user imports 20 turns full of ids, URLs and hashes (words a memory service sees once),
makes five searches, asks for a context and lists its entities. Every `--every` rounds it prints
the process's RSS and glibc's malloc statistics (in use, held free, mapped): RSS that keeps
rising while "in use" does not is malloc holding freed memory, not a leak. At the end: MB a
round over the second half, and the last RSS against the first round's (the baseline, same
process). `--small-caches` shrinks the bounded caches and `--no-copy` turns off the copy of
users' vectors, so that what remains is what is not a cache. The soak's users are deleted
afterwards unless --keep. Session 57, the same rounds from a scratch script: 10 users with small
caches and no copy, flat at 1,061-1,065 MB from round 10 to 35; as shipped, 976-1,023 MB to
round 40.
"""

from __future__ import annotations

import argparse
import os
import random
import string

from common import bench_user, drop_user, host, services

from graphmem.heap import malloc_mb, rss_mb

QUERIES = ["what broke in the billing-service build", "who pinged Bob about the flaky test",
           "postgres replica lag before the release", "which ticket mentions the redis cache",
           "what did Alice say about payments"]
WORDS = ("deploy the billing-service after the redis cache warms up and check the postgres "
         "replica lag before we cut the release for Alice and the payments team then ping Bob "
         "about the flaky test in the CI pipeline").split()


def ticket(rng: random.Random) -> str:
    tid = "".join(rng.choices(string.ascii_uppercase, k=3)) + f"-{rng.randrange(10**6)}"
    build = "".join(rng.choices("0123456789abcdef", k=12))
    ip = ".".join(str(rng.randrange(256)) for _ in range(4))
    body = " ".join(rng.choices(WORDS, k=rng.randrange(8, 30)))
    return (f"Ticket {tid}: {body}. Build {build} on {ip}, see "
            f"https://git.example.com/{build}/pull/{rng.randrange(10**5)}")


def malloc_text() -> str:
    m = malloc_mb()
    if m is None:
        return ""
    return f"malloc in use {m['in_use']:7.1f}  free {m['free']:7.1f}  mapped {m['mapped']:6.1f}"


def shrink_keyword_caches() -> None:
    """Before the searcher is built: its keyword statistics take their bounds then."""
    import graphmem.retrieve.keyword_stats as ks

    ks.USERS_MAX, ks.TERMS_HELD_MAX, ks._ANALYZED_MAX = 2, 500, 500


def shrink_embedder_caches(svc) -> None:
    from graphmem.lru import LRU

    svc.embedder.texts, svc.embedder.queries = LRU(16), LRU(16)


def one_round(client, users: list[str], keys: list[str], r: int, rng: random.Random) -> None:
    for user, key in zip(users, keys, strict=True):
        h = {"Authorization": f"Bearer {key}"}
        records = [{"type": "conversation", "content": ticket(rng), "thread_id": f"t{r % 7}",
                    "source_ref": f"{user}-{r}-{k}", "sender": rng.choice(["Alice", "Bob"]),
                    "occurred_at": f"2025-{1 + r % 12:02d}-{1 + k:02d}T10:00:00Z"}
                   for k in range(20)]
        out = client.post("/records/import", json={"records": records}, headers=h)
        assert out.status_code == 200 and not out.json()["failed"], out.text
        for q in QUERIES:
            assert client.post("/search", json={"query": q}, headers=h).status_code == 200
        assert client.post("/records/context", json={"query": QUERIES[r % 5]},
                           headers=h).status_code == 200
        assert client.get("/entities", headers=h).status_code == 200


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=40)
    ap.add_argument("--users", type=int, default=10)
    ap.add_argument("--every", type=int, default=5, help="print every N rounds")
    ap.add_argument("--small-caches", action="store_true")
    ap.add_argument("--no-copy", action="store_true", help="GRAPHMEM_VECTOR_COPY_MAX=0")
    ap.add_argument("--keep", action="store_true")
    args = ap.parse_args()

    from fastapi.testclient import TestClient

    from graphmem.api.app import create_app

    if args.no_copy:
        os.environ["GRAPHMEM_VECTOR_COPY_MAX"] = "0"
    if args.small_caches:
        shrink_keyword_caches()
    svc = services()
    if args.small_caches:
        shrink_embedder_caches(svc)
    users = [bench_user("soak") for _ in range(args.users)]
    keys = [f"soak{i}" for i in range(args.users)]
    spec = ",".join(f"{k}:{u}" for k, u in zip(keys, users, strict=True))
    app = create_app(settings=svc.settings.model_copy(update={"api_keys": spec}), services=svc)
    rng = random.Random(11)
    print(host())
    print(f"users: {args.users}  rounds: {args.rounds}  small caches: {args.small_caches}  "
          f"vector copy: {not args.no_copy}")
    seen: dict[int, float] = {}
    try:
        with TestClient(app) as client:
            for r in range(args.rounds + 1):
                one_round(client, users, keys, r, rng)
                seen[r] = rss_mb()
                if r % args.every == 0:
                    print(f"round {r:4d}  RSS {seen[r]:8.1f} MB  {malloc_text()}", flush=True)
    finally:
        if not args.keep:
            for user in users:
                drop_user(svc, user)
        svc.close()
    half = args.rounds // 2
    if args.rounds >= 2:
        per_round = (seen[args.rounds] - seen[half]) / (args.rounds - half)
        print(f"RSS after round 0 (baseline) {seen[0]:.1f} MB, at the end {seen[args.rounds]:.1f}"
              f" (ratio {seen[args.rounds] / seen[0]:.3f}); rounds {half}-{args.rounds}: "
              f"{per_round:+.2f} MB a round")


if __name__ == "__main__":
    main()
