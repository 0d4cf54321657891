"""Curation over HTTP (API.md "Context, lifecycle, integrity, views"): pins and core memory,
tasks, discovered procedures, summaries, rebuild and background jobs. Thin: logic lives in
graphmem/curate (services.curator)."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from fastapi import APIRouter, Body, Path, Query
from fastapi.responses import JSONResponse

from graphmem.api.deps import PrincipalDep, ServicesDep, UserDep, UserOrAdminDep
from graphmem.api.errors import ApiError
from graphmem.curate import registry
from graphmem.models import ID_MAX

router = APIRouter(tags=["curation"])

MemoryId = Annotated[str, Path(max_length=ID_MAX)]
SummaryKind = Literal["episode", "fact", "summary"]


def _found(value: Any, memory_id: str, what: str = "memory") -> Any:
    if value is None:
        raise ApiError(404, "not_found", f"no {what} {memory_id!r}", "id")
    return value


# -- pins and core memory ----------------------------------------------------------------------
@router.post("/memories/{memory_id}/pin")
def pin(memory_id: MemoryId, svc: ServicesDep, user: UserDep) -> dict[str, Any]:
    """Pinned memories never decay and form the core memory context assembly always includes;
    `core.over_cap` and `core.warning` say when the pins no longer fit its token cap. A
    superseded memory is refused (409): core memory holds what is current."""
    found = svc.curator.memory(user, memory_id)
    if found is not None and found["superseded_by"]:
        raise ApiError(409, "superseded", f"memory {memory_id!r} is superseded by "
                       f"{found['superseded_by']!r}, and core memory holds current memories "
                       "only: pin that one", "id")
    return _found(svc.curator.pin(user, memory_id), memory_id)


@router.post("/memories/{memory_id}/unpin")
def unpin(memory_id: MemoryId, svc: ServicesDep, user: UserDep) -> dict[str, Any]:
    return _found(svc.curator.unpin(user, memory_id), memory_id)


@router.get("/memories/core")
def core(svc: ServicesDep, user: UserDep,
         cap_tokens: Annotated[int | None, Query(ge=1, le=100_000)] = None) -> dict[str, Any]:
    return svc.curator.core_memory(user, cap_tokens).as_dict()


@router.get("/memories/{memory_id}/evidence")
def evidence(memory_id: MemoryId, svc: ServicesDep, user: UserDep) -> dict[str, Any]:
    """Evidence logged when near-duplicates reinforced this memory."""
    _found(svc.curator.memory(user, memory_id), memory_id)
    return {"memory_id": memory_id, "evidence": svc.curator.evidence(user, memory_id)}


# -- tasks and discovered procedures -----------------------------------------------------------
@router.get("/tasks")
def tasks(svc: ServicesDep, user: UserDep,
          status: Literal["open", "expired", "dismissed", "retracted", "all"] = "open",
          thread_id: Annotated[str | None, Query(max_length=ID_MAX)] = None,
          topic_id: Annotated[str | None, Query(max_length=ID_MAX)] = None,
          limit: Annotated[int, Query(ge=1, le=500)] = 50) -> dict[str, Any]:
    rows = svc.curator.tasks(user, None if status == "all" else status, thread_id, topic_id,
                             limit)
    return {"tasks": rows}


@router.post("/tasks/{memory_id}/{action}")
def decide_task(memory_id: MemoryId, action: Literal["confirm", "dismiss"], svc: ServicesDep,
                user: UserDep) -> dict[str, Any]:
    """Confirm (a tracked task: no expiry) or dismiss (soft-deleted) an extracted task."""
    return _found(svc.curator.decide(user, memory_id, "task", action), memory_id, "task")


@router.post("/procedures/{memory_id}/{action}")
def decide_procedure(memory_id: MemoryId, action: Literal["confirm", "dismiss"],
                     svc: ServicesDep, user: UserDep) -> dict[str, Any]:
    """Confirm a discovered procedure (lifts its 0.85 confidence ceiling, ranks it as explicit
    knowledge) or dismiss it (archived; discovery never revives it)."""
    return _found(svc.curator.decide(user, memory_id, "procedure", action), memory_id,
                  "procedure")


# -- summaries, rebuild, jobs ------------------------------------------------------------------
@router.get("/records/summaries")
def summaries(svc: ServicesDep, user: UserDep,
              kind: Annotated[list[SummaryKind] | None, Query()] = None,
              topic_id: Annotated[str | None, Query(max_length=ID_MAX)] = None,
              thread_id: Annotated[str | None, Query(max_length=ID_MAX)] = None,
              include_superseded: bool = False,
              limit: Annotated[int, Query(ge=1, le=100)] = 20) -> dict[str, Any]:
    """Curated summaries, newest first: episodes (per thread), facts (consolidated episodes) and
    project summaries (per topic, monthly), each with the records it came from."""
    return {"summaries": svc.curator.summaries(user, list(kind or []), topic_id, thread_id,
                                               limit, include_superseded)}


@router.post("/records/rebuild", status_code=202)
def rebuild(svc: ServicesDep, who: PrincipalDep,
            payload: dict[str, Any] | None = Body(None)) -> JSONResponse:  # noqa: B008
    """Drop the derived layer and derive it again from the records (in the background)."""
    payload = payload or {}
    unknown = set(payload) - {"all_users", "user_id"}
    if unknown:
        raise ApiError(422, "invalid_input", f"unknown field `{sorted(unknown)[0]}`",
                       sorted(unknown)[0])
    every = payload.get("all_users", False)
    if not isinstance(every, bool):  # "false" is a string, and truthy: it rebuilt every user
        raise ApiError(422, "invalid_input", "all_users must be true or false (JSON, unquoted)",
                       "all_users")
    if every:
        if not who.is_admin:
            raise ApiError(403, "forbidden", "only an admin key rebuilds every user",
                           "all_users")
        job_id = svc.curator.start_rebuild(None)
    else:
        job_id = svc.curator.start_rebuild(who.user(payload.get("user_id")))
    return JSONResponse({"job_id": job_id}, status_code=202)


@router.post("/curate/{job}", status_code=202)
def curate(job: Annotated[str, Path(max_length=64)], svc: ServicesDep,
           user: UserDep) -> JSONResponse:
    """Run one curation job now (`all`: every job, in order) in the background."""
    names = [j.name for j in registry.jobs()]
    if job != "all" and job not in names:
        raise ApiError(404, "not_found", f"no curation job {job!r}; jobs: {', '.join(names)}",
                       "job")
    job_id = svc.curator.start_run(names if job == "all" else [job], user)
    return JSONResponse({"job_id": job_id}, status_code=202)


@router.get("/jobs/{job_id}")
def job(job_id: Annotated[str, Path(max_length=64)], svc: ServicesDep, who: PrincipalDep,
        user: UserOrAdminDep) -> dict[str, Any]:
    found = svc.curator.job(job_id, user, who.is_admin)
    if found is None:
        raise ApiError(404, "not_found", f"no job {job_id!r}", "job_id")
    return found
