"""Bulk import throughput vs embedding alone (the floor of what ingest can cost).

    .venv/bin/python bench/ingest.py [--records 5000] [--batch 500] [--block 1500]
                                     [--warmup 3000] [--no-ner] [--keep]

Writes N short conversation turns through POST /records/import (in-process app, real Neo4j) and
times `model.encode` alone on the same texts, in turn with the import, `--block` records at a
time: requests of `--batch` back to back, as `graphmem import` sends them, then encoding alone
on the block's texts. A block's import time runs until the local Neo4j is idle again: the index
merges its commits start would otherwise run while encoding alone is timed (1-3 CPU-seconds of
Neo4j's in session 53's runs, which made encoding alone ~7% slower and the ratio as much
higher). Prints records/s and the ratio (target >= 0.7 without entity linking, >= 0.6 with
it), and the CPU-seconds each side spent, this process's and the local Neo4j's: encoding alone
keeps both cores busy, so the import's ratio is at most encoding's CPU over the import's. The
bench user is deleted afterwards unless --keep.

First, `--warmup` records go through the same path, untimed, for a throwaway user: a Neo4j
just started compiles its write path (HotSpot's C2) over its first ten thousand or so records,
and the first 3000 turns after a start took 59 CPU-seconds of Neo4j's against 6-7 once warm
(import 56 records/s against ~100). `--warmup 0` measures a cold server.
"""

from __future__ import annotations

import argparse

from common import CpuMeter, bench_user, drop_user, host, services, synthetic_turns


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--records", type=int, default=5000)
    ap.add_argument("--batch", type=int, default=500)
    ap.add_argument("--block", type=int, default=1500,
                    help="records imported back to back before encoding alone takes its turn")
    ap.add_argument("--warmup", type=int, default=3000,
                    help="records imported untimed first, for a throwaway user (0: none)")
    ap.add_argument("--no-ner", action="store_true", help="turn entity linking off")
    ap.add_argument("--keep", action="store_true", help="keep the bench user's data")
    args = ap.parse_args()

    from fastapi.testclient import TestClient

    from graphmem.api.app import create_app

    svc = services()
    if args.no_ner:
        svc.settings.ner_enabled = False
        # services() built these with the entity pipeline at start-up: made again without it
        for name in ("extractor", "writer"):
            svc.__dict__.pop(name, None)
    user, throwaway = bench_user("ingest"), bench_user("ingest-warmup")
    turns = synthetic_turns(args.records)
    app = create_app(settings=svc.settings.model_copy(
        update={"api_keys": f"bk:{user},wk:{throwaway}"}), services=svc)
    client = TestClient(app, headers={"Authorization": "Bearer bk"})
    svc.embedder.encode(["warm up"])
    if svc.extractor is not None:
        svc.extractor.extract_many(["warm up with Redis"])
    warm = synthetic_turns(args.warmup, seed=8)
    for i in range(0, len(warm), args.batch):
        r = client.post("/records/import", json={"records": warm[i:i + args.batch]},
                        headers={"Authorization": "Bearer wk"})
        assert r.status_code == 200 and not r.json()["failed"], r.text
    svc.episodes.flush(timeout=600)

    # Import and encoding alone alternate block by block, so a change in the machine's speed
    # during the run (shared cores) weighs on both sides of the ratio alike. A block's requests
    # run back to back: Neo4j's merges after one request's commits overlap the next request's
    # derivation, as in an import, and only the last one's are waited for alone.
    texts = [f"{t['sender']}: {t['content']}" for t in turns]
    ingest_cpu, encode_cpu = CpuMeter(svc.settings), CpuMeter(svc.settings)
    block = max(args.block, args.batch)
    for i in range(0, len(turns), block):
        with ingest_cpu:
            for j in range(i, min(i + block, len(turns)), args.batch):
                r = client.post("/records/import", json={"records": turns[j:j + args.batch]})
                assert r.status_code == 200 and not r.json()["failed"], r.text
            # The thread episodes are refreshed in the background: their cost counts as ingest,
            # and they must not run while encoding alone is timed. Nor must Neo4j's own work
            # after the commits (merging the index segments they wrote).
            if svc.settings.episodes_on_write:
                svc.episodes.flush(timeout=600)
            ingest_cpu.settle()
        with encode_cpu:
            for j in range(i, min(i + block, len(turns)), args.batch):
                svc.embedder.encode(texts[j:j + args.batch])

    ingest_s, encode_s = ingest_cpu.wall, encode_cpu.wall
    ingest_rate, encode_rate = len(turns) / ingest_s, len(turns) / encode_s
    ner = "off" if svc.extractor is None else "on"
    print(f"records: {len(turns)}  batch: {args.batch}  block: {block}  warm-up: {args.warmup}  "
          f"entity linking: {ner}  user: {user}")
    print(host())
    print(f"import path        {ingest_rate:8.1f} records/s   ({ingest_s:.1f} s)   "
          f"{ingest_cpu.describe()}")
    print(f"model.encode alone {encode_rate:8.1f} records/s   ({encode_s:.1f} s)   "
          f"{encode_cpu.describe()}")
    print(f"ratio (import / encode) = {ingest_rate / encode_rate:.3f}")
    drop_user(svc, throwaway)
    if not args.keep:
        drop_user(svc, user)
    svc.close()


if __name__ == "__main__":
    main()
