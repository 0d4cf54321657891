"""`Curator`: what the API, the CLI, context assembly and the writer call for curation
(`services.curator`). Thin: each method hands over to the module that owns the rule."""

from __future__ import annotations

import uuid
from functools import cached_property
from typing import Any

from graphmem.curate import decay, decisions, episodes, rebuild, registry
from graphmem.curate.common import Clock, system_clock
from graphmem.curate.core import CoreMemory, core_memory
from graphmem.curate.jobs import JobRunner
from graphmem.curate.scheduler import Scheduler
from graphmem.store.driver import still_there

SUMMARY_KINDS = ["episode", "fact", "summary"]


class Curator:
    def __init__(self, services, clock: Clock = system_clock):
        self.services = services
        self.store = services.store
        self.clock = clock

    @cached_property
    def runner(self) -> JobRunner:
        return JobRunner(self.store, self.clock, nice=self.services.settings.background_nice)

    @cached_property
    def scheduler(self) -> Scheduler:
        return Scheduler(self.services, self.clock)

    # -- core memory and pins ------------------------------------------------------------------
    def core_memory(self, user_id: str, cap_tokens: int | None = None) -> CoreMemory:
        """Pinned memories within `cap_tokens` (default GRAPHMEM_CORE_MEMORY_TOKENS); over the
        cap the answer lists what was left out and carries a warning."""
        cap = cap_tokens if cap_tokens is not None else self.services.settings.core_memory_tokens
        return core_memory(self.store, user_id, cap)

    def pin(self, user_id: str, memory_id: str) -> dict[str, Any] | None:
        return self._pinned(user_id, decay.pin(self.store, user_id, memory_id, self.clock))

    def unpin(self, user_id: str, memory_id: str) -> dict[str, Any] | None:
        return self._pinned(user_id, decay.unpin(self.store, user_id, memory_id, self.clock))

    def _pinned(self, user_id: str, found: dict | None) -> dict[str, Any] | None:
        memory = self.memory(user_id, found["memory_id"]) if found is not None else None
        if memory is None:  # none, or a rebuild deleted it after the decision: not found
            return None
        return {"memory_id": memory["memory_id"], "pinned": bool(memory["pinned"]),
                "decay_class": memory["decay_class"],
                "core": self.core_memory(user_id).as_dict()}

    def memory(self, user_id: str, memory_id: str) -> dict[str, Any] | None:
        # one a rebuild deletes while this runs reads back without its properties: not found
        rows = self.store.read("curate/memory_get", user_id=user_id, memory_id=memory_id)
        rows = still_there(rows, "memory_id")
        return rows[0] if rows else None

    # -- tasks and discovered procedures -------------------------------------------------------
    def tasks(self, user_id: str, status: str | None = "open", thread_id: str | None = None,
              topic_id: str | None = None, limit: int = 50) -> list[dict[str, Any]]:
        return self.store.read("curate/tasks", user_id=user_id, status=status,
                               thread_id=thread_id, topic_id=topic_id, limit=limit)

    def decide(self, user_id: str, memory_id: str, subject: str,
               action: str) -> dict[str, Any] | None:
        """Confirm or dismiss a task or a discovered procedure; None when there is none."""
        if decisions.decide(self.store, user_id, memory_id, subject, action, self.clock) is None:
            return None
        return self.memory(user_id, memory_id)

    def evidence(self, user_id: str, memory_id: str) -> list[dict[str, Any]]:
        return self.store.read("curate/evidence", user_id=user_id, memory_id=memory_id)

    # -- summaries -----------------------------------------------------------------------------
    def summaries(self, user_id: str, kinds: list[str] | None = None,
                  topic_id: str | None = None, thread_id: str | None = None, limit: int = 20,
                  include_superseded: bool = False) -> list[dict[str, Any]]:
        return self.store.read("curate/summaries", user_id=user_id,
                               kinds=kinds or SUMMARY_KINDS, topic_id=topic_id,
                               thread_id=thread_id, limit=limit,
                               include_superseded=include_superseded)

    # -- jobs ----------------------------------------------------------------------------------
    def update_episodes(self, user_id: str, thread_ids: list[str]) -> int:
        """For the writer, after a batch: bring these threads' episodes up to date."""
        return episodes.update_episodes(self.store, self.services.embedder, user_id, thread_ids,
                                        self.clock)

    def run(self, names: list[str] | None, user_id: str,
            wait_s: float = 0.0) -> list[registry.RunResult]:
        names = names or [j.name for j in registry.jobs()]
        return registry.run_jobs(self.services, names, user_id, self.clock, wait_s=wait_s)

    def users(self) -> list[str]:
        return [r["user_id"] for r in self.store.read("curate/users")]

    def rebuild(self, user_id: str | None) -> dict[str, Any]:
        """Synchronous; `user_id` None rebuilds every user (admin)."""
        if user_id is None:
            return rebuild.rebuild_all(self.services, self.clock)
        return rebuild.rebuild(self.services, user_id, self.clock)

    def start_rebuild(self, user_id: str | None) -> str:
        if user_id is None:
            return self.runner.submit("rebuild", "*", lambda: self.rebuild(None))
        # Under its job's id: one interrupted runs again under it (curate/rebuild.py). It may
        # wait for a lease a crashed worker left, as long as a lease lasts.
        job_id = str(uuid.uuid4())
        return self.runner.submit("rebuild", user_id, lambda: rebuild.rebuild(
            self.services, user_id, self.clock, wait_s=self.services.settings.lease_ttl_s,
            job_id=job_id), job_id=job_id)

    def start_run(self, names: list[str], user_id: str) -> str:
        def work() -> dict[str, Any]:
            results = self.run(names, user_id, wait_s=self.services.settings.lease_ttl_s)
            failed = [f"{r.job}: {r.error}" for r in results if r.error]
            if failed:
                raise RuntimeError("; ".join(failed))
            return {r.job: r.counts for r in results}

        return self.runner.submit("curate", user_id, work)

    def job(self, job_id: str, user_id: str, admin: bool = False) -> dict[str, Any] | None:
        return self.runner.get(job_id, user_id, admin)

    def close(self) -> None:
        if "scheduler" in self.__dict__:
            self.scheduler.stop()
        if "runner" in self.__dict__:
            self.runner.close()
