"""Background jobs the API starts (a rebuild, a curation run): a `:Job` node reports
`{status: running|done|failed, counts}` on GET /jobs/{id}."""

from __future__ import annotations

import json
import logging
import threading
import time
import uuid
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

from graphmem.curate.common import Clock, system_clock
from graphmem.models import iso
from graphmem.priority import background_pool
from graphmem.store.driver import Store, StoreUnavailable

log = logging.getLogger(__name__)

# How long a job's end is written again while Neo4j is unreachable, and how often.
FINISH_RETRY_S = 600.0
FINISH_WAIT_S = 5.0


class JobRunner:
    def __init__(self, store: Store, clock: Clock = system_clock, workers: int = 2,
                 nice: int = 0):
        self.store = store
        self.clock = clock
        # curation runs behind searches (graphmem/priority.py)
        self.pool = background_pool(workers, "graphmem-job", nice)
        self._lock = threading.Lock()
        self._running: set[Future] = set()
        self._closed = threading.Event()

    def submit(self, kind: str, user_id: str, work: Callable[[], dict[str, Any]],
               job_id: str | None = None) -> str:
        job_id = job_id or str(uuid.uuid4())
        self.store.write("curate/job_create", id=job_id, user_id=user_id, kind=kind,
                         now=iso(self.clock()))
        future = self.pool.submit(self._run, job_id, work)
        with self._lock:
            self._running.add(future)
        future.add_done_callback(self._ended)
        return job_id

    def _ended(self, future: Future) -> None:
        with self._lock:
            self._running.discard(future)

    def get(self, job_id: str, user_id: str, admin: bool = False) -> dict[str, Any] | None:
        rows = self.store.read("curate/job_get", id=job_id, user_id=user_id, admin=admin)
        if not rows:
            return None
        job = dict(rows[0])
        job["counts"] = json.loads(job["counts"] or "{}")
        return job

    def run_again(self, job_id: str, work: Callable[[], dict[str, Any]]) -> None:
        """An interrupted job, run again under its id, here: GET /jobs/{id} says running."""
        self.store.write("curate/job_resume", id=job_id, now=iso(self.clock()))
        self._run(job_id, work)

    def _run(self, job_id: str, work: Callable[[], dict[str, Any]]) -> None:
        status, counts, error = "done", {}, None
        try:
            counts = work() or {}
        except Exception as exc:  # reported on the job, never lost in a thread
            log.exception("job %s failed", job_id)
            status, error = "failed", f"{type(exc).__name__}: {exc}"
        self._finish(job_id, status, json.dumps(counts, sort_keys=True, default=str), error)

    def _finish(self, job_id: str, status: str, counts: str, error: str | None) -> None:
        """Record how the job ended. The fault that ended it (Neo4j restarting) often fails
        this write too, and a job whose end went unrecorded said "running" on GET /jobs for
        ever: while Neo4j is unreachable it is written again, until it answers or the runner
        closes."""
        deadline = time.monotonic() + FINISH_RETRY_S
        while True:
            try:
                self.store.write("curate/job_finish", id=job_id, status=status, counts=counts,
                                 error=error, now=iso(self.clock()))
                return
            except StoreUnavailable as exc:
                if self._closed.is_set() or time.monotonic() > deadline:
                    log.exception("could not record the end of job %s", job_id)
                    return
                log.warning("recording the end of job %s failed (%s); again in %.0f s",
                            job_id, exc, FINISH_WAIT_S)
                self._closed.wait(FINISH_WAIT_S)
            except Exception:
                log.exception("could not record the end of job %s", job_id)
                return

    def close(self, timeout: float = 20.0) -> None:
        """Jobs not started are dropped; running ones get `timeout` s to stop (a rebuild stops
        at its next batch once `services.stopping` is set) and record how they ended."""
        self._closed.set()
        self.pool.shutdown(wait=False, cancel_futures=True)
        deadline = time.monotonic() + timeout
        with self._lock:
            running = list(self._running)
        for future in running:
            try:
                future.result(max(0.0, deadline - time.monotonic()))
            except Exception:  # timed out, or failed (reported on the job)
                pass
