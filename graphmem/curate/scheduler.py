"""The curation scheduler of one process: a daemon thread that, every `scheduler_tick_s`, runs
for each user the jobs whose cadence (`GRAPHMEM_SCHEDULE`, e.g. "episodes=1h,consolidate=7d")
has passed since they last finished. Jobs run under the user's lease, so several API workers can
each run a scheduler and no job runs twice at once. Disabled with GRAPHMEM_SCHEDULER=false."""

from __future__ import annotations

import logging
import os
import re
import socket
import threading
from datetime import timedelta

from graphmem.curate import lease, rebuild, registry
from graphmem.curate.common import Clock, system_clock
from graphmem.models import parse_iso
from graphmem.priority import lower_this_thread

log = logging.getLogger(__name__)

DEFAULT_CADENCE = timedelta(days=1)
_UNITS = {"s": "seconds", "m": "minutes", "h": "hours", "d": "days", "w": "weeks"}


def parse_schedule(spec: str) -> dict[str, timedelta | None]:
    """"episodes=1h, consolidate=7d, gds=off" -> {name: interval or None (off)}."""
    out: dict[str, timedelta | None] = {}
    for item in (spec or "").split(","):
        if not item.strip():
            continue
        name, _, value = item.partition("=")
        value = value.strip().lower()
        if value in ("off", "0", "never", "none"):
            out[name.strip()] = None
            continue
        match = re.fullmatch(r"(\d+(?:\.\d+)?)\s*([smhdw])", value)
        if not match:
            raise ValueError(f"bad cadence {item.strip()!r}: use name=<number><s|m|h|d|w>")
        out[name.strip()] = timedelta(**{_UNITS[match.group(2)]: float(match.group(1))})
    return out


class Scheduler:
    def __init__(self, services, clock: Clock = system_clock, users: list[str] | None = None):
        self.services = services
        self.clock = clock
        self.users = users  # None: every user with records
        self.cadences = parse_schedule(services.settings.schedule)
        self.holder = lease.new_holder(f"{socket.gethostname()}:{os.getpid()}")
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def cadence(self, name: str) -> timedelta | None:
        return self.cadences.get(name, DEFAULT_CADENCE)

    def due(self, user_id: str) -> list[str]:
        """The jobs whose cadence has passed since they last finished for this user."""
        now = self.clock()
        last = {r["job"]: parse_iso(r["last_done_at"]) for r in self.services.store.read(
            "curate/job_last_runs", user_id=user_id)}
        names = []
        for job in registry.jobs():
            every = self.cadence(job.name)
            if every is not None and (last.get(job.name) is None
                                      or last[job.name] + every <= now) \
                    and (job.ready is None or job.ready(self.services, user_id)):
                names.append(job.name)
        return names

    def run_due(self) -> list[registry.RunResult]:
        results = []
        users = self.users
        if users is None:
            users = [r["user_id"] for r in self.services.store.read("curate/users")]
        for user_id in users:
            if self._stop.is_set():
                break
            names = self.due(user_id)
            if names:
                results += registry.run_jobs(self.services, names, user_id, self.clock,
                                             self.holder)
        return results

    # -- the thread ----------------------------------------------------------------------------
    def start(self) -> None:
        if self._thread is not None and self._thread.is_alive():
            return
        self._stop.clear()
        self._thread = threading.Thread(target=self._loop, name="graphmem-scheduler",
                                        daemon=True)
        self._thread.start()

    def stop(self, timeout: float = 10.0) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout)
            self._thread = None

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def _loop(self) -> None:
        lower_this_thread(self.services.settings.background_nice)
        # A rebuild a stop or a crash interrupted left a user without their layer: run it
        # again first, and at each tick (its lease may only expire later).
        self._resume()
        # The first run waits one tick: a process that just started serves requests first.
        while not self._stop.wait(self.services.settings.scheduler_tick_s):
            self._resume()
            try:
                self.run_due()
            except Exception:  # the scheduler outlives any one failure (logged)
                log.exception("curation scheduler tick failed")

    def _resume(self) -> None:
        try:
            rebuild.resume_interrupted(self.services, self.clock)
        except Exception:
            log.exception("resuming an interrupted rebuild failed")
