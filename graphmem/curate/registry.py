"""The job registry (name -> callable(services, user_id, clock) -> counts) and the fenced runner.

Others add jobs with `register(name, fn)`. `run_jobs` takes the user's curation lease (one lease
per user: two workers, or a job and a rebuild, never curate one user at once), runs the jobs with
their writes fenced by it, records when each finished, and gives the lease back.
"""

from __future__ import annotations

import importlib
import json
import logging
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from graphmem.curate import lease
from graphmem.curate.common import Clock, system_clock
from graphmem.models import iso

log = logging.getLogger(__name__)

JobFn = Callable[[Any, str, Clock], "dict[str, Any] | None"]


@dataclass(frozen=True)
class Job:
    name: str
    run: JobFn
    description: str = ""
    # When set, the scheduler runs the job only once its cadence has passed AND this says the
    # data changed enough to be worth it (GDS: the entity graph grew or shrank by 10%).
    ready: Callable[[Any, str], bool] | None = None


@dataclass
class RunResult:
    job: str
    user_id: str
    ran: bool
    counts: dict[str, Any] = field(default_factory=dict)
    error: str | None = None


_JOBS: dict[str, Job] = {}
_lock = threading.RLock()
_loaded = False


def register(name: str, fn: JobFn, description: str = "") -> None:
    with _lock:
        _load_defaults()
        _JOBS[name] = Job(name, fn, description)


def unregister(name: str) -> None:
    with _lock:
        _JOBS.pop(name, None)


def jobs() -> list[Job]:
    with _lock:
        _load_defaults()
        return list(_JOBS.values())


def get(name: str) -> Job:
    with _lock:
        _load_defaults()
        if name not in _JOBS:
            raise KeyError(f"no curation job {name!r}; jobs: {', '.join(_JOBS)}")
        return _JOBS[name]


def _load_defaults() -> None:
    """The built-in jobs, in the order a full run (and a rebuild) needs them."""
    global _loaded
    if _loaded:
        return
    _loaded = True
    from graphmem.curate import (
        consolidate,
        decay,
        decisions,
        discovery,
        episodes,
        people,
        summaries,
        tasks,
        working,
    )

    for name, fn, about in [
        ("episodes", episodes.run, "one episode per thread, summarised extractively"),
        ("tasks", tasks.run, "task extraction from conversation text"),
        ("discovery", discovery.run, "procedures discovered from tool-use observations"),
        ("working", working.run, "working memory per live session; promote or expire"),
        ("consolidate", consolidate.run, "weekly: facts from clusters of old episodes"),
        ("monthly", summaries.run, "monthly: project summaries and repeated sequences"),
        ("decay", decay.run, "decay classes and auto-archive"),
        ("person_cards", people.run, "per-actor digests: self-statements, preferences, roles"),
    ]:
        _JOBS[name] = Job(name, fn, about)
    gds = _optional_gds()
    if gds is not None:
        from graphmem.curate.gds import gds_due

        _JOBS["gds"] = Job("gds", lambda services, user_id, clock: gds(services, user_id),
                           "graph analytics (PageRank importance, communities, similarity)",
                           ready=gds_due)
    # After every job that derives memories (gds's community summaries too)
    _JOBS["decisions"] = Job("decisions", decisions.settle,
                             "decisions an import brought, once their memory is derived")
    # After every job that links curated memories to entities (gds's community summaries too):
    # a write counts an entity's MENTIONS less the curated ones this job counted.
    _JOBS["mentions"] = Job("mentions", _recount_mentions,
                            "entity mention counts, less curated memories'")
    # Last: it places on the dashboard map what the jobs above created.
    from graphmem.curate import projection

    _JOBS["projection"] = Job("projection", projection.run,
                              "dashboard map positions: PCA of memory embeddings, incremental")


def _recount_mentions(services, user_id: str, clock: Clock) -> dict[str, int]:
    rows = lease.write(services.store, "entities/recount_mentions", user_id=user_id)
    return {"recounted": rows[0]["recounted"]}


def _optional_gds():
    try:
        module = importlib.import_module("graphmem.curate.gds")
    except ImportError:
        return None
    return getattr(module, "run_gds", None)


def lease_name(user_id: str) -> str:
    return f"curate:{user_id}"


def run_jobs(services, names: list[str], user_id: str, clock: Clock = system_clock,
             holder: str | None = None, wait_s: float = 0.0) -> list[RunResult]:
    """Run the named jobs for one user under the user's lease. When another worker holds it
    (and `wait_s` runs out) nothing runs: each result says ran=False, error 'busy'."""
    selected = [get(n) for n in names]
    held = acquire_user(services, user_id, holder or lease.new_holder(), clock, wait_s)
    if held is None:
        return [RunResult(j.name, user_id, False, error="busy") for j in selected]
    results: list[RunResult] = []
    try:
        with lease.holding(held):
            for job in selected:
                results.append(_run_one(services, job, user_id, clock))
                if (results[-1].error or "").startswith("lost lease"):
                    break  # a worker that lost its lease stops: its writes would be refused
    finally:
        held.release()
    return results


def run_registered(services, job: Job, user_id: str, clock: Clock) -> RunResult:
    """One job inside an already held lease (the rebuild runs every job this way)."""
    return _run_one(services, job, user_id, clock)


def _run_one(services, job: Job, user_id: str, clock: Clock) -> RunResult:
    try:
        counts = job.run(services, user_id, clock) or {}
        lease.write(services.store, "curate/job_done", key=f"{job.name}:{user_id}",
                    job=job.name, user_id=user_id, now=iso(clock()),
                    counts=_counts_text(counts))
        return RunResult(job.name, user_id, True, counts)
    except lease.LeaseLost as exc:
        log.warning("curation job %s for %s stopped: %s", job.name, user_id, exc)
        return RunResult(job.name, user_id, False, error=f"lost lease: {exc}")
    except Exception as exc:  # one failing job must not stop the others (logged, reported)
        log.exception("curation job %s for %s failed", job.name, user_id)
        return RunResult(job.name, user_id, False, error=f"{type(exc).__name__}: {exc}")


def acquire_user(services, user_id: str, holder: str, clock: Clock, wait_s: float):
    deadline = time.monotonic() + wait_s
    while True:
        held = lease.acquire(services.store, lease_name(user_id), holder,
                             services.settings.lease_ttl_s, clock)
        if held is not None or time.monotonic() >= deadline:
            return held
        time.sleep(0.5)


def _counts_text(counts: dict[str, Any]) -> str:
    return json.dumps(counts, sort_keys=True, default=str)
