"""Shared by the curation tests: an injected clock (days pass in the test, not in real time),
record builders and a job runner that fails the test on a job error."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from graphmem.curate import registry
from graphmem.models import RecordIn


class FakeClock:
    def __init__(self, start: datetime | None = None):
        self.now = start or datetime.now(UTC).replace(microsecond=0)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, **delta: float) -> datetime:
        self.now += timedelta(**delta)
        return self.now


def turn(content: str, ref: str, thread: str, at: datetime, sender: str = "Alice",
         **extra) -> RecordIn:
    return RecordIn(type="conversation", content=content, source_ref=ref, thread_id=thread,
                    occurred_at=at, sender=sender, role="user", **extra)


def observation(ref: str, at: datetime, tool: str, input: str = "", ok: bool = True,
                error: str = "", file: str = "", session: str = "s1") -> RecordIn:
    meta = {"tool": tool, "input": input, "ok": ok, "session": session}
    if error:
        meta["error"] = error
    if file:
        meta["file"] = file
    text = f"{tool} {input or file}".strip() + ("" if ok else f" failed: {error}")
    return RecordIn(type="observation", content=text, source_ref=ref, occurred_at=at,
                    thread_id=session, metadata=meta)


def run_jobs(services, user: str, clock, *names: str) -> dict[str, dict]:
    results = registry.run_jobs(services, list(names), user, clock)
    for r in results:
        assert r.ran and r.error is None, r
    return {r.job: r.counts for r in results}


def memories(cypher, user: str, kind: str) -> list[dict]:
    rows = cypher("MATCH (m:Memory {user_id: $u, kind: $k}) RETURN m {.*} AS m ORDER BY m.id",
                  u=user, k=kind)
    return [r["m"] for r in rows]
