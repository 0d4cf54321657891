"""Rebuild: drop a user's whole derived layer (memories, entities, their edges, logged evidence)
and derive it again from Records alone: replay the records in seq order through the ingest
derivation (RecordWriter.rederive: the same derive + persist as an append, in the same batches
as they arrived), then run every curation job again and re-apply the user's decisions (pins,
confirmations). Memory ids are deterministic, so they come back the same; FOLLOWS edges are
resolved again, so a parent that arrived after its child is connected. Access statistics are
carried over by memory id. Runs under the user's curation lease; every write is fenced by it.
A user whose hash chain does not verify is not rebuilt: the layer would be derived from
altered records (RebuildRefused names the first bad seq; the old layer stays).

The user's UserHead is marked while the layer is being made again. A rebuild that a stop
(`services.stopping`, between batches) or a crash interrupted leaves the mark, and the
scheduler runs it again, under the same job id, as soon as it can take the user's lease:
at once after a stop (which releases it), after the lease expires after a crash."""

from __future__ import annotations

import json
import logging
from functools import partial
from typing import Any

from pydantic import ValidationError

from graphmem.curate import decisions, lease, registry, summaries, working
from graphmem.curate.common import Clock, system_clock
from graphmem.ingest.derive import PreparedRecord
from graphmem.ingest.verify import verify_chain
from graphmem.models import RecordIn, iso, parse_iso

log = logging.getLogger(__name__)

PAGE = 5000
DROP_BATCH = 2000
RECORD_KEYS = ("id", "user_id", "seq", "record_hash", "type", "content", "source_ref",
               "prev_source_ref", "supersedes", "thread_id", "topic_id", "sender", "role",
               "occurred_at", "recorded_at", "kind", "key", "source_path", "metadata",
               "scrubbed", "flags")
_RECORD_IN = ("type", "content", "source_ref", "prev_source_ref", "supersedes", "thread_id",
              "topic_id", "sender", "role", "occurred_at", "kind", "key", "source_path")


class RebuildBusy(RuntimeError):
    """Another worker is curating this user and did not finish in time."""


class RebuildRefused(RuntimeError):
    """The user's records fail their hash chain: nothing was dropped or derived."""


class RebuildInterrupted(RuntimeError):
    """The process is stopping: the rebuild stopped between two batches and runs again later."""


def rebuild(services, user_id: str, clock: Clock = system_clock, wait_s: float = 60.0,
            job_id: str | None = None) -> dict[str, Any]:
    """Rebuild one user's derived layer under their lease; returns counts. `job_id`: the job
    that reports it, run again under that id if the rebuild is interrupted."""
    held = registry.acquire_user(services, user_id, lease.new_holder("rebuild"), clock, wait_s)
    if held is None:
        raise RebuildBusy(f"user {user_id!r} is being curated by another worker; retry later")
    return _rebuild_under(held, services, user_id, clock, job_id)


def _rebuild_under(held, services, user_id: str, clock: Clock,
                   job_id: str | None) -> dict[str, Any]:
    try:
        with lease.holding(held):
            return _rebuild_held(services, user_id, clock, job_id)
    finally:
        held.release()


def resume_interrupted(services, clock: Clock = system_clock) -> list[str]:
    """Run again each rebuild a stop or a crash interrupted, whose user's lease is free now
    (one still held is running, or its crashed holder's lease has not expired yet: a later
    call). Returns the users rebuilt."""
    resumed = []
    for row in services.store.read("curate/rebuild_interrupted"):
        user_id, job_id = row["user_id"], row["job_id"]
        if _stopping(services):
            break
        held = registry.acquire_user(services, user_id, lease.new_holder("rebuild"), clock, 0.0)
        if held is None:
            continue
        if not services.store.read("curate/rebuild_interrupted_of", user_id=user_id):
            held.release()  # finished by another process meanwhile
            continue
        log.warning("resuming the rebuild of user %r interrupted since %s", user_id,
                    row["started_at"])
        work = partial(_rebuild_under, held, services, user_id, clock, job_id)
        if job_id:
            services.curator.runner.run_again(job_id, work)
        else:
            work()
        resumed.append(user_id)
    return resumed


def rebuild_all(services, clock: Clock = system_clock) -> dict[str, Any]:
    """Admin: every user in turn."""
    users = [r["user_id"] for r in services.store.read("curate/users")]
    totals: dict[str, Any] = {"users": len(users), "refused": []}
    for user_id in users:
        try:
            counts = rebuild(services, user_id, clock)
        except RebuildRefused as exc:  # the other users are rebuilt all the same
            log.error("%s", exc)
            totals["refused"].append({"user_id": user_id, "reason": str(exc)})
            continue
        for key, value in counts.items():
            if isinstance(value, int):
                totals[key] = totals.get(key, 0) + value
    return totals


def _rebuild_held(services, user_id: str, clock: Clock, job_id: str | None) -> dict[str, Any]:
    store = services.store
    chain = verify_chain(store, user_id)
    if not chain.ok:
        raise RebuildRefused(
            f"user {user_id!r} was not rebuilt: record seq {chain.first_bad_seq} fails the hash "
            f"chain ({chain.problem}), so the layer would be derived from altered records; "
            "GET /verify shows it, restore the records (or import an export) first")
    carried = _carried_over(store, user_id, job_id, clock)
    dropped = drop_derived(store, user_id)
    replayed = replay(services, user_id)
    lease.write(store, "curate/restore_access", user_id=user_id, rows=carried["access"])
    jobs: dict[str, Any] = {}
    for job in registry.jobs():
        _check_stopping(services, user_id)
        # Working memory is made by its job for live sessions only: the sessions that had
        # one (expired, or promoted to an episode) get it again first, after the tasks that
        # set its priority, with its access statistics, so the job settles it as it did.
        if job.name == "working" and working.restore_sessions(
                services, user_id, carried["sessions"], clock):
            lease.write(store, "curate/restore_access", user_id=user_id, rows=carried["access"])
        if job.name == "monthly":  # each project summary as of its own run, oldest first
            for row in carried.get("summaries", []):
                summaries.project_summaries(services, user_id, parse_iso(row["at"]))
        result = registry.run_registered(services, job, user_id, clock)
        if result.error:
            raise RuntimeError(f"curation job {job.name} failed during rebuild: {result.error}")
        jobs[job.name] = result.counts
    # again, for what the jobs made since (episodes, facts, summaries: their ids are the same)
    lease.write(store, "curate/restore_access", user_id=user_id, rows=carried["access"])
    lease.write(store, "curate/restore_summary_times", user_id=user_id,
                rows=carried.get("summary_times", []))
    decisions.reapply(store, user_id)
    lease.write(store, "curate/rebuild_done", user_id=user_id)
    counts = store.read("curate/layer_counts", user_id=user_id)[0]
    return {**counts, "dropped_memories": dropped, "replayed": replayed, "jobs": jobs}


def _carried_over(store, user_id: str, job_id: str | None, clock: Clock) -> dict[str, Any]:
    """What the layer holds that records alone do not give back (access statistics, which
    sessions had working memory, when summaries were made), read before the drop and kept with
    the rebuild's mark, so a rebuild run again after an interruption still has them."""
    marked = store.read("curate/rebuild_interrupted_of", user_id=user_id)
    if marked:
        return {"access": [], "sessions": [], **json.loads(marked[0]["carried"] or "{}")}
    carried = {"access": store.read("curate/access_stats", user_id=user_id),
               "sessions": store.read("curate/working_sessions", user_id=user_id),
               "summaries": store.read("curate/project_summary_runs", user_id=user_id),
               "summary_times": store.read("curate/summary_times", user_id=user_id)}
    lease.write(store, "curate/rebuild_mark", user_id=user_id, job_id=job_id,
                now=iso(clock()), carried=json.dumps(carried))
    return carried


def drop_derived(store, user_id: str) -> int:
    """Delete the derived layer in batches (each a fenced transaction). Returns memories dropped."""
    dropped = 0
    for name in ("curate/drop_memories", "curate/drop_entities", "curate/drop_bookkeeping"):
        while True:
            deleted = lease.write(store, name, user_id=user_id, limit=DROP_BATCH)[0]["deleted"]
            if name == "curate/drop_memories":
                dropped += deleted
            if deleted < DROP_BATCH:
                break
    return dropped


def replay(services, user_id: str) -> int:
    """Every record again, in seq order and in the batches it arrived in (one recorded_at per
    batch), through the writer's derivation. Records a live write derived meanwhile are skipped."""
    store, after, replayed = services.store, 0, 0
    held = lease.current()
    while True:
        rows = store.read("curate/records_page", user_id=user_id, after_seq=after, limit=PAGE)
        if not rows:
            return replayed
        batches = _batches(rows)
        if len(rows) == PAGE and len(batches) > 1:
            batches.pop()  # its batch may go on in the next page: read it whole from there
        for batch in batches:
            _check_stopping(services, user_id)
            todo = [r["record"] for r in batch if not r["derived"]]
            if todo:
                if held is not None:
                    held.renew_if_due()
                prepared = [stored_record(i, rec) for i, rec in enumerate(todo)]
                services.writer.rederive(user_id, prepared, [_row(rec) for rec in todo],
                                         guard=lambda tx: lease.check_fence(tx, held))
                replayed += len(todo)
            after = batch[-1]["record"]["seq"]


def _stopping(services) -> bool:
    return services.stopping.is_set()


def _check_stopping(services, user_id: str) -> None:
    if _stopping(services):
        raise RebuildInterrupted(f"the rebuild of user {user_id!r} stopped with the server; it "
                                 "goes on when graphmem starts again")


def _batches(rows: list[dict]) -> list[list[dict]]:
    batches: list[list[dict]] = []
    for row in rows:
        if batches and batches[-1][-1]["record"].get("recorded_at") == row["record"].get(
                "recorded_at"):
            batches[-1].append(row)
        else:
            batches.append([row])
    return batches


def stored_record(index: int, rec: dict[str, Any]) -> PreparedRecord:
    """A stored Record as the derivation sees a fresh one (already scrubbed: taken as stored)."""
    data = {k: rec.get(k) for k in _RECORD_IN if rec.get(k) is not None}
    data["metadata"] = _metadata(rec.get("metadata"))
    try:
        record = RecordIn.model_validate(data)
    except ValidationError:  # a record stored under older rules still derives what it can
        record = RecordIn.model_construct(**data)
    return PreparedRecord(
        index=index, record=record, content=rec["content"],
        metadata_json=rec.get("metadata") or "{}", scrubbed=rec.get("scrubbed") or 0,
        flags=list(rec.get("flags") or []), occurred_at=rec.get("occurred_at"),
        record_id=rec["id"],
    )


def _row(rec: dict[str, Any]) -> dict[str, Any]:
    return {k: rec.get(k) for k in RECORD_KEYS}


def _metadata(raw) -> dict:
    try:
        value = json.loads(raw or "{}")
    except (TypeError, ValueError):
        return {}
    return value if isinstance(value, dict) else {}
