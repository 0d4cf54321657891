"""The LLM proxy's cost: time to first byte and total time through the proxy vs straight to the
(fake) upstream, in the same run, for the passthrough path and for the active path at 10k stored
turns, and the /records/context time for the same queries.

    .venv/bin/python bench/proxy.py [--turns 10000] [--requests 100] [--reuse-user U]
                                    [--paths passthrough,active]

Everything runs on loopback: the fake upstream in its own process (tests/fake_upstream.py, a
streamed Anthropic Messages reply in 4 chunks, no delay), the real app under uvicorn in this
process, and the client. Calls are measured one at a time, each direct call next to its proxied
twin so load drift hits both; background work (persisting turns) finishes between calls, untimed.

- passthrough: every call is a fresh user's first (nothing retrievable): gate, forward, stream.
- active: a bench user with N stored turns; one conversation grows by a turn per call (the
  host resends its history): reconcile, retrieve, assemble, inject, forward, stream.
- /records/context: the same query over HTTP, with the same conversation as thread.
Query embeddings are not served from the embedder's cache in either (it is cleared before each).

Targets (issue 11): passthrough adds <= 3 ms p50; the active path adds <= 1.5x /records/context.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
import uuid
from pathlib import Path

import httpx
from common import bench_user, percentile, services, synthetic_turns

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from fake_upstream import free_port, serve  # noqa: E402

KEY = "bench-proxy-key"
SYSTEM = "You are the team's assistant."
REPLY = "Noted; I will keep that in mind."
FAKE = Path(__file__).resolve().parent.parent / "tests" / "fake_upstream.py"


class Upstream:
    """The fake upstream in its own process, so it does not share this one's interpreter lock
    with the proxy (a real provider would not)."""

    def __init__(self):
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.proc = subprocess.Popen([sys.executable, str(FAKE), str(self.port), REPLY])
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            try:
                if httpx.get(f"{self.base}/v1/models").status_code == 200:
                    return
            except httpx.HTTPError:
                time.sleep(0.1)
        raise RuntimeError("the fake upstream did not start")

    def upstream_settings(self) -> dict[str, str]:
        return {"upstream_anthropic": self.base, "upstream_openai": f"{self.base}/v1",
                "upstream_gemini": self.base}

    def last_body(self) -> dict:
        return httpx.get(f"{self.base}/_seen/last").json()["body"]

    def stop(self) -> None:
        self.proc.terminate()
        self.proc.wait(10)


def build(svc, user: str, n: int, batch: int = 1000) -> None:
    from graphmem.api.validation import parse_record

    turns = synthetic_turns(n, seed=23)
    started = time.perf_counter()
    for i in range(0, n, batch):
        records = [parse_record({**t, "role": "user"}, svc.settings.max_content_bytes)
                   for t in turns[i:i + batch]]
        svc.writer.append_many(user, records)
        print(f"\r  stored {min(i + batch, n)}/{n} turns", end="", flush=True)
    print(f"  ({n / (time.perf_counter() - started):.0f} turns/s)")


def questions(n: int) -> list[str]:
    from search import queries

    return [q.replace("#", "(ask ") + ")" for q in queries(n, seed=17)]


def timed_stream(client: httpx.Client, url: str, body: dict, headers: dict):
    """(ms to the first body byte, ms to the end, response headers)."""
    started = time.perf_counter()
    first = None
    with client.stream("POST", url, json=body, headers=headers) as r:
        for _ in r.iter_raw():
            first = first or time.perf_counter()
        done = time.perf_counter()
        assert r.status_code == 200, r.read()
    return (first - started) * 1000, (done - started) * 1000, r.headers


def message_call(messages: list[dict]) -> dict:
    return {"model": "claude-bench", "max_tokens": 64, "stream": True, "system": SYSTEM,
            "messages": messages}


def upstream_headers() -> dict[str, str]:
    return {"x-api-key": "sk-ant-bench", "anthropic-version": "2023-06-01"}


class Run:
    def __init__(self, svc, fake: Upstream, proxy: str):
        self.svc, self.fake, self.proxy = svc, fake, proxy
        self.client = httpx.Client(timeout=120)
        self.rows: dict[str, list[tuple[float, float]]] = {}

    def record(self, name: str, ttfb: float, total: float) -> None:
        self.rows.setdefault(name, []).append((ttfb, total))

    def direct(self, body: dict, name: str) -> None:
        ttfb, total, _ = timed_stream(self.client, f"{self.fake.base}/v1/messages", body,
                                      upstream_headers())
        self.record(name, ttfb, total)

    def proxied(self, body: dict, user: str, name: str, expect: str, **extra) -> None:
        headers = {**upstream_headers(), "X-Graphmem-Key": KEY, "X-Graphmem-User": user,
                   **extra}
        self.svc.embedder.queries.clear()
        ttfb, total, got = timed_stream(self.client, f"{self.proxy}/llm/v1/messages", body,
                                        headers)
        assert got["x-graphmem-path"] == expect, dict(got)
        self.record(name, ttfb, total)
        self.settle()

    def settle(self) -> None:
        """Untimed: the call's background work (its turns, and the thread episodes those
        refresh when the service does that on write) ends before the next call starts."""
        assert self.svc.proxy.settle(120)
        episodes = self.svc.__dict__.get("episodes")  # only once the writer has made it
        if episodes is not None:
            assert episodes.flush(120)

    def context(self, query: str, user: str, thread_id: str) -> None:
        self.svc.embedder.queries.clear()
        started = time.perf_counter()
        r = self.client.post(f"{self.proxy}/records/context",
                             json={"query": query, "thread_id": thread_id, "user_id": user},
                             headers={"X-API-Key": KEY})
        total = (time.perf_counter() - started) * 1000
        assert r.status_code == 200, r.text
        self.record("/records/context", total, total)


def passthrough(run: Run, n: int) -> None:
    tag = uuid.uuid4().hex[:6]
    for i in range(n):
        body = message_call([{"role": "user", "content": f"First message {i} of a new user."}])
        run.direct(body, "direct (pass)")
        run.proxied(body, f"bench-pass-{tag}-{i}", "proxy passthrough", "passthrough")


def active(run: Run, user: str, n: int) -> None:
    conversation = f"bench-active-{uuid.uuid4().hex[:6]}"
    history: list[dict] = []
    for question in questions(n):
        history.append({"role": "user", "content": question})
        body = message_call(history)
        run.direct(body, "direct (active)")
        run.proxied(body, user, "proxy active", "active",
                    **{"X-Graphmem-Conversation": conversation})
        sent = run.fake.last_body()["system"]
        assert "<virtual-context>" in sent, (len(history), sent)
        history.append({"role": "assistant", "content": REPLY})
        run.context(question, user, conversation)


def table(run: Run) -> None:
    def p(name: str, col: int, q: float) -> float:
        return percentile([r[col] for r in run.rows[name]], q)

    print(f"\n{'':22}{'n':>5}{'TTFB p50':>11}{'TTFB p95':>11}{'total p50':>11}{'total p95':>11}")
    for name in run.rows:
        print(f"{name:22}{len(run.rows[name]):>5}{p(name, 0, .5):>11.2f}{p(name, 0, .95):>11.2f}"
              f"{p(name, 1, .5):>11.2f}{p(name, 1, .95):>11.2f}")
    if "proxy passthrough" in run.rows:
        pass_ttfb = p("proxy passthrough", 0, .5) - p("direct (pass)", 0, .5)
        pass_total = p("proxy passthrough", 1, .5) - p("direct (pass)", 1, .5)
        ratio = p("proxy passthrough", 1, .5) / p("direct (pass)", 1, .5)
        print(f"\npassthrough adds  TTFB {pass_ttfb:7.2f} ms  total {pass_total:7.2f} ms p50"
              f"   = {ratio:.2f}x direct   (target <= 3 ms)")
    if "proxy active" in run.rows:
        act_ttfb = p("proxy active", 0, .5) - p("direct (active)", 0, .5)
        act_total = p("proxy active", 1, .5) - p("direct (active)", 1, .5)
        context = p("/records/context", 1, .5)
        print(f"active adds       TTFB {act_ttfb:7.2f} ms  total {act_total:7.2f} ms p50"
              f"   = {act_total / context:.2f}x /records/context p50 {context:.2f} ms"
              "   (target <= 1.5x)")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--turns", type=int, default=10_000)
    ap.add_argument("--requests", type=int, default=100)
    ap.add_argument("--reuse-user")
    ap.add_argument("--paths", default="passthrough,active",
                    help="which paths to time (passthrough alone needs no stored turns)")
    args = ap.parse_args()
    paths = {p.strip() for p in args.paths.split(",")}

    svc = services()
    fake = Upstream()
    svc.settings = svc.settings.model_copy(update={
        **fake.upstream_settings(), "api_keys": f"{KEY}:*", "scheduler": False})
    user = args.reuse_user or bench_user("proxy")
    try:
        if not args.reuse_user and "active" in paths:
            build(svc, user, args.turns)
        measure(args, paths, svc, fake, user)
    finally:
        fake.stop()
        svc.close()


def measure(args, paths: set[str], svc, fake: Upstream, user: str) -> None:
    from graphmem.api.app import create_app

    port = free_port()
    server = serve(create_app(settings=svc.settings, services=svc), port)
    run = Run(svc, fake, f"http://127.0.0.1:{port}")
    # Warm up: models, connection pools, the query plans of every path.
    for requests in (3, args.requests):
        run.rows.clear()
        if "passthrough" in paths:
            passthrough(run, requests)
        if "active" in paths:
            active(run, user, requests)
    print(f"stored turns: {args.turns}  user: {user}  calls per path: {args.requests}")
    table(run)
    server.should_exit = True


if __name__ == "__main__":
    main()
