"""Load: concurrent clients writing and searching over loopback HTTP against a real server.

    .venv/bin/python bench/load.py [--clients 16] [--seconds 60] [--max-ops 4000] [--users 1]

Starts `uvicorn graphmem.api.app:create_app` on 127.0.0.1 (a key per fresh bench user, the
scheduler off, the rate limit out of the way) over the running Neo4j (the local one unless
NEO4J_URI is set), then runs --clients threads, each alternating POST /records and POST /search
until --seconds pass or --max-ops operations are done in all (whichever comes first). With one
user (the default) every write contends for the same hash chain; --users N spreads the clients
over N users, as separate tenants would be. Afterwards
every acknowledged write is read back (GET /records/{id}, same content) and the hash chain is
verified: an error is any non-2xx answer or failed request; a lost write is an acknowledged one
that cannot be read back. Prints p50/p95 of both operations; exits 1 on any error or loss.
"""

from __future__ import annotations

import argparse
import os
import secrets
import socket
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

import httpx
from common import bench_user, percentile, synthetic_turns

REPO = Path(__file__).resolve().parent.parent
QUERIES = ["who is flying to Lisbon", "what blocked the deploy", "Redis migration",
           "latency spike cause", "who covers on-call next week", "Kafka upgrade plan",
           "why did the bill go up", "runbook for the search indexer"]


@dataclass
class Tally:
    latencies: dict[str, list[float]] = field(default_factory=lambda: {"write": [], "search": []})
    errors: dict[str, list[str]] = field(default_factory=lambda: {"write": [], "search": []})
    acknowledged: dict[str, tuple[str, str]] = field(default_factory=dict)  # id -> key, content
    lock: threading.Lock = field(default_factory=threading.Lock)
    ops: int = 0

    def take(self, limit: int) -> bool:
        with self.lock:
            if self.ops >= limit:
                return False
            self.ops += 1
            return True


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_server(bolt_uri: str, keys: dict[str, str], port: int) -> subprocess.Popen:
    spec = ",".join(f"{key}:{user}" for key, user in keys.items())
    env = {**os.environ, "NEO4J_URI": bolt_uri, "GRAPHMEM_API_KEYS": spec,
           "GRAPHMEM_SCHEDULER": "false", "GRAPHMEM_RATE_LIMIT_PER_MINUTE": "100000000",
           "HF_HUB_OFFLINE": "1"}
    env.pop("GRAPHMEM_API_KEYS_FILE", None)
    log = open(REPO / ".graphmem" / "load-server.log", "w")  # noqa: SIM115 - the child's log
    return subprocess.Popen(
        [sys.executable, "-m", "uvicorn", "graphmem.api.app:create_app", "--factory",
         "--host", "127.0.0.1", "--port", str(port), "--log-level", "warning"],
        env=env, cwd=REPO, stdout=log, stderr=subprocess.STDOUT)


def wait_ready(base: str, key: str, proc: subprocess.Popen, timeout: float = 180.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise SystemExit(f"the server exited; see {REPO / '.graphmem' / 'load-server.log'}")
        try:
            # Warm the embedder and the entity pipeline before the clock starts.
            r = httpx.post(f"{base}/search", json={"query": "warm up"}, timeout=60,
                           headers={"Authorization": f"Bearer {key}"})
            if r.status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.5)
    raise SystemExit("the server did not come up")


def client_loop(n: int, base: str, key: str, tally: Tally, turns: list[dict],
                stop_at: float, max_ops: int) -> None:
    headers = {"Authorization": f"Bearer {key}"}
    with httpx.Client(base_url=base, headers=headers, timeout=60) as http:
        i = 0
        while time.monotonic() < stop_at and tally.take(max_ops):
            if i % 2 == 0:
                turn = turns[(n * 100_000 + i // 2) % len(turns)]
                body = {**turn, "source_ref": f"c{n}-{i}", "content": f"{turn['content']} c{n}-{i}"}
                request = ("write", "/records", body)
            else:
                request = ("search", "/search", {"query": QUERIES[(n + i) % len(QUERIES)]})
            call(http, tally, *request)
            i += 1


def call(http: httpx.Client, tally: Tally, op: str, path: str, body: dict) -> None:
    started = time.perf_counter()
    try:
        r = http.post(path, json=body)
    except httpx.HTTPError as exc:
        with tally.lock:
            tally.errors[op].append(repr(exc))
        return
    elapsed = (time.perf_counter() - started) * 1000
    with tally.lock:
        if r.status_code >= 300:
            tally.errors[op].append(f"{r.status_code} {r.text[:200]}")
            return
        tally.latencies[op].append(elapsed)
        if op == "write":
            tally.acknowledged[r.json()["id"]] = (http.headers["Authorization"], body["content"])


def read_back(base: str, acknowledged: dict[str, tuple[str, str]]) -> list[str]:
    """Acknowledged writes that cannot be read back with the content that was sent."""

    def check(item: tuple[str, tuple[str, str]]) -> str | None:
        rid, (auth, content) = item
        with httpx.Client(base_url=base, headers={"Authorization": auth}, timeout=60) as http:
            r = http.get(f"/records/{rid}")
            ok = r.status_code == 200 and r.json()["content"] == content
            return None if ok else f"{rid}: {r.status_code}"

    with ThreadPoolExecutor(8) as pool:
        return [m for m in pool.map(check, acknowledged.items()) if m]


def verify_all(base: str, keys: dict[str, str]) -> dict:
    """Every user's chain: ok when all verify; records_checked summed."""
    out = [httpx.get(f"{base}/verify", headers={"Authorization": f"Bearer {key}"},
                     timeout=600).json() for key in keys]
    return {"ok": all(v.get("ok") for v in out),
            "records_checked": sum(v.get("records_checked", 0) for v in out),
            "users": ", ".join(v.get("user_id", "?") for v in out)}


def report(tally: Tally, seconds: float, lost: list[str], verify: dict, clients: int) -> bool:
    print(f"\n{clients} clients over loopback for {seconds:.1f} s  (users {verify['users']})")
    print(f"{'op':8} {'ok':>6} {'errors':>6} {'p50 ms':>8} {'p95 ms':>8} {'p99 ms':>8} "
          f"{'max ms':>8} {'ops/s':>7}")
    for op in ("write", "search"):
        values = tally.latencies[op]
        print(f"{op:8} {len(values):6d} {len(tally.errors[op]):6d} "
              f"{percentile(values, 0.5):8.1f} {percentile(values, 0.95):8.1f} "
              f"{percentile(values, 0.99):8.1f} {max(values, default=float('nan')):8.1f} "
              f"{len(values) / seconds:7.1f}")
    errors = sum(len(v) for v in tally.errors.values())
    chain_ok = verify.get("ok") and verify.get("records_checked") == len(tally.acknowledged)
    print(f"acknowledged writes {len(tally.acknowledged)}, lost {len(lost)}, errors {errors}; "
          f"chain ok={verify.get('ok')} records_checked={verify.get('records_checked')}")
    for op, messages in tally.errors.items():
        for message in messages[:5]:
            print(f"  {op} error: {message}")
    for message in lost[:5]:
        print(f"  lost: {message}")
    return errors == 0 and not lost and bool(chain_ok)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--clients", type=int, default=16)
    ap.add_argument("--seconds", type=float, default=60.0)
    ap.add_argument("--max-ops", type=int, default=4000, help="all clients together")
    ap.add_argument("--users", type=int, default=1, help="clients are spread over this many")
    args = ap.parse_args()

    from graphmem.cli import ensure_neo4j
    from graphmem.config import get_settings

    settings = get_settings()
    ensure_neo4j(settings)
    keys = {secrets.token_urlsafe(24): bench_user("load") for _ in range(args.users)}
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    proc = start_server(settings.bolt_uri, keys, port)
    try:
        wait_ready(base, next(iter(keys)), proc)
        tally, turns = Tally(), synthetic_turns(5000)
        started = time.monotonic()
        stop_at = started + args.seconds
        key_list = list(keys)
        threads = [threading.Thread(target=client_loop, args=(
            n, base, key_list[n % len(key_list)], tally, turns, stop_at, args.max_ops))
            for n in range(args.clients)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        seconds = time.monotonic() - started
        lost = read_back(base, tally.acknowledged)
        verify = verify_all(base, keys)
    finally:
        proc.terminate()
        proc.wait(timeout=60)
    return 0 if report(tally, seconds, lost, verify, args.clients) else 1


if __name__ == "__main__":
    sys.exit(main())
