"""Background jobs the API starts (a rebuild, a curation run): a `:Job` node reports
`{status: running|done|failed, counts}` on GET /jobs/{id}."""

from __future__ import annotations

import json
import logging
import uuid
from collections.abc import Callable
from typing import Any

from graphmem.curate.common import Clock, system_clock
from graphmem.models import iso
from graphmem.priority import background_pool
from graphmem.store.driver import Store

log = logging.getLogger(__name__)


class JobRunner:
    def __init__(self, store: Store, clock: Clock = system_clock, workers: int = 2,
                 nice: int = 0):
        self.store = store
        self.clock = clock
        # curation runs behind searches (graphmem/priority.py)
        self.pool = background_pool(workers, "graphmem-job", nice)

    def submit(self, kind: str, user_id: str, work: Callable[[], dict[str, Any]]) -> str:
        job_id = str(uuid.uuid4())
        self.store.write("curate/job_create", id=job_id, user_id=user_id, kind=kind,
                         now=iso(self.clock()))
        self.pool.submit(self._run, job_id, work)
        return job_id

    def get(self, job_id: str, user_id: str, admin: bool = False) -> dict[str, Any] | None:
        rows = self.store.read("curate/job_get", id=job_id, user_id=user_id, admin=admin)
        if not rows:
            return None
        job = dict(rows[0])
        job["counts"] = json.loads(job["counts"] or "{}")
        return job

    def _run(self, job_id: str, work: Callable[[], dict[str, Any]]) -> None:
        status, counts, error = "done", {}, None
        try:
            counts = work() or {}
        except Exception as exc:  # reported on the job, never lost in a thread
            log.exception("job %s failed", job_id)
            status, error = "failed", f"{type(exc).__name__}: {exc}"
        try:
            self.store.write("curate/job_finish", id=job_id, status=status,
                             counts=json.dumps(counts, sort_keys=True, default=str),
                             error=error, now=iso(self.clock()))
        except Exception:
            log.exception("could not record the end of job %s", job_id)

    def close(self) -> None:
        self.pool.shutdown(wait=False, cancel_futures=True)
