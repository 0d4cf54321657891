"""Shared by the benchmarks: a running service, synthetic conversation turns, percentiles."""

from __future__ import annotations

import os
import platform
import random
import statistics
import sys
import time
import uuid
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

PEOPLE = ["Alice", "Bob", "Carol", "Dmitri", "Esther", "Farid", "Grace", "Hiro", "Ines", "Jonas"]
TECH = ["PostgreSQL", "Redis", "Kafka", "Kubernetes", "Terraform", "React", "FastAPI", "Neo4j",
        "Grafana", "S3", "GraphQL", "Rust", "Go", "Elasticsearch", "RabbitMQ", "Docker"]
PROJECTS = ["billing-api", "email-triage", "VaultKeeper", "Atlas", "checkout-service",
            "search-indexer", "Nightingale", "ledger-sync"]
TEMPLATES = [
    "{p} said the {proj} deploy is blocked on the {t} upgrade",
    "We should move {proj} from {t} to {t2} before the end of the quarter",
    "{p} and {p2} paired on the {t} migration for {proj} today",
    "The {proj} latency spike was caused by a slow {t} query",
    "Reminder: {p} is out next week, {p2} covers the {proj} on-call",
    "I need to update the {t} config for {proj} after the incident",
    "{p} prefers {t} over {t2} for the new {proj} prototype",
    "Standup: {proj} is green, {t} cluster was patched last night",
    "{p} asked whether {proj} can read from the {t} replica",
    "Let's document how {proj} talks to {t} in the runbook",
    "{p} is flying to Lisbon on Friday and will miss the {proj} review",
    "The {t} bill went up again because of {proj} test data",
]


def synthetic_turns(n: int, seed: int = 7) -> list[dict]:
    rng = random.Random(seed)
    turns = []
    for i in range(n):
        text = rng.choice(TEMPLATES).format(
            p=rng.choice(PEOPLE), p2=rng.choice(PEOPLE), t=rng.choice(TECH), t2=rng.choice(TECH),
            proj=rng.choice(PROJECTS))
        turns.append({"type": "conversation", "content": f"{text} ({i})", "source_ref": f"b{i}",
                      "thread_id": f"thread-{i // 50}", "sender": rng.choice(PEOPLE),
                      "occurred_at": f"2025-{1 + (i // 1000) % 12:02d}-{1 + (i // 40) % 28:02d}"
                                     f"T{8 + i % 10:02d}:{i % 60:02d}:00Z"})
    return turns


def write_records(svc, user: str, records: list[dict], batch: int = 500,
                  progress: bool = False) -> None:
    """Write API-shaped record dicts for `user` through the service's writer, `batch` at a time."""
    from graphmem.api.validation import parse_record

    started = time.perf_counter()
    for i in range(0, len(records), batch):
        svc.writer.append_many(user, [parse_record(r, svc.settings.max_content_bytes)
                                      for r in records[i:i + batch]])
        if progress:
            print(f"\r  built {min(i + batch, len(records))}/{len(records)}", end="", flush=True)
    if progress:
        print(f"  ({len(records) / (time.perf_counter() - started):.0f} records/s)")


def bench_user(name: str) -> str:
    return f"bench-{name}-{uuid.uuid4().hex[:8]}"


def drop_user(svc, user: str) -> None:
    """Delete a bench user's data (graphmem/eval/scratch.py says why it matters)."""
    from graphmem.eval.scratch import drop_scratch_user

    drop_scratch_user(svc.store, user, "bench-")


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    k = (len(ordered) - 1) * q
    lo, hi = int(k), min(int(k) + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (k - lo)


def summary(values_ms: list[float]) -> str:
    return (f"p50 {percentile(values_ms, 0.5):7.2f} ms   p95 {percentile(values_ms, 0.95):7.2f} ms"
            f"   mean {statistics.fmean(values_ms):7.2f} ms")


def services():
    """The service layer against the running Neo4j (started locally unless NEO4J_URI is set)."""
    from graphmem.cli import ensure_neo4j
    from graphmem.config import get_settings
    from graphmem.service import Services

    settings = get_settings()
    # Benchmarks measure requests, not the background curation of every user in the database.
    settings.scheduler = False
    ensure_neo4j(settings)
    return Services(settings).bootstrap().warm()  # as `graphmem serve` starts


def host() -> str:
    """The machine a figure was measured on: the same code moved 15-50% between the hosts these
    benches have run on (docs/DEVELOPING.md, session 46), so every bench prints it."""
    model, mhz = platform.processor() or platform.machine(), ""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            key, _, value = line.partition(":")
            if key.strip() == "model name":
                model = value.strip()
            elif key.strip() == "cpu MHz" and not mhz:
                mhz = f", {float(value):.0f} MHz"
    except OSError:  # not Linux: the platform's name for the processor
        pass
    return f"host: {model}, {os.cpu_count()} cores{mhz}"


class CpuMeter:
    """CPU-seconds of this process and of the local Neo4j (when this machine runs it), summed
    over the spans measured with it: what an import spends, beside its wall time."""

    def __init__(self, settings):
        from graphmem.store import local

        self.neo4j_pid = local.status(settings).pid if settings.uses_local_neo4j else None
        self.python = self.neo4j = self.wall = 0.0
        self.settling = 0.0  # of the wall: waiting for Neo4j to go idle (`settle`)

    def _neo4j_cpu(self) -> float:
        if self.neo4j_pid is None:
            return 0.0
        try:
            fields = Path(f"/proc/{self.neo4j_pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            self.neo4j_pid = None
            return 0.0
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def __enter__(self):
        self._start = (time.process_time(), self._neo4j_cpu(), time.perf_counter())
        return self

    def __exit__(self, *exc) -> None:
        python, neo4j, wall = self._start
        self.python += time.process_time() - python
        self.neo4j += self._neo4j_cpu() - neo4j
        self.wall += time.perf_counter() - wall

    def settle(self, window: float = 0.05, limit: float = 30.0) -> None:
        """Inside a measured span: wait until the local Neo4j has been idle for `window`
        seconds (less than a clock tick of CPU). What a write leaves running after its commit
        (Lucene merges its index segments, HotSpot compiles) belongs to the write, not to what
        is timed next; the quiet window that shows it has ended is left out of `wall`."""
        if self.neo4j_pid is None:
            return
        first = time.perf_counter()
        before = self._neo4j_cpu()
        while time.perf_counter() < first + limit:
            started = time.perf_counter()
            time.sleep(window)
            now = self._neo4j_cpu()
            if now == before:
                self.settling += started - first
                self.wall -= time.perf_counter() - started
                return
            before = now
        self.settling += time.perf_counter() - first  # never idle: all of it was Neo4j's

    def describe(self) -> str:
        if self.neo4j_pid is None:  # a server elsewhere: its CPU is not this machine's to read
            return f"CPU-seconds: Python {self.python:.1f} over {self.wall:.1f} s"
        cores = (self.python + self.neo4j) / self.wall if self.wall else 0.0
        settled = f"; {self.settling:.1f} s of it Neo4j finishing alone" if self.settling else ""
        return (f"CPU-seconds: Python {self.python:.1f} + Neo4j {self.neo4j:.1f} over "
                f"{self.wall:.1f} s ({cores:.2f} cores busy{settled})")
