"""Admin over HTTP: verify and curate every user at once. Only the admin principal (a key whose
users are `*`) may call these; an admin acts for one user with `user_id` on the ordinary routes,
and rebuilds every user with `POST /records/rebuild {"all_users": true}`."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Path
from fastapi.responses import JSONResponse

from graphmem.api.auth import ADMIN, Principal
from graphmem.api.deps import PrincipalDep, ServicesDep
from graphmem.api.errors import ApiError
from graphmem.curate import registry
from graphmem.ingest.verify import verify_chain

router = APIRouter(tags=["admin"])


def _require_admin(who: Principal) -> None:
    if not who.is_admin:
        raise ApiError(403, "forbidden", "only an admin key acts for every user", None)


@router.get("/admin/verify")
def verify_all(svc: ServicesDep, who: PrincipalDep) -> dict[str, Any]:
    """Re-walk every user's hash chain; `failed` lists the users whose chain does not verify."""
    _require_admin(who)
    users = [row["user_id"] for row in svc.store.read("admin/chain_users")]
    results = [verify_chain(svc.store, user) for user in users]
    failed = [r.model_dump() for r in results if not r.ok]
    return {"ok": not failed, "users_checked": len(results),
            "records_checked": sum(r.records_checked for r in results), "failed": failed}


@router.post("/admin/curate/{job}", status_code=202)
def curate_all(job: Annotated[str, Path(max_length=64)], svc: ServicesDep,
               who: PrincipalDep) -> JSONResponse:
    """Run one curation job (`all`: every job, in order) for every user, in the background;
    follow it with `GET /jobs/{job_id}`."""
    _require_admin(who)
    names = [j.name for j in registry.jobs()]
    if job != "all" and job not in names:
        raise ApiError(404, "not_found", f"no curation job {job!r}; jobs: {', '.join(names)}",
                       "job")
    chosen = names if job == "all" else [job]
    curator = svc.curator
    job_id = curator.runner.submit("curate", ADMIN, lambda: _curate_users(curator, chosen))
    return JSONResponse({"job_id": job_id}, status_code=202)


def _curate_users(curator, names: list[str]) -> dict[str, Any]:
    users = curator.users()
    failed = []
    for user in users:
        results = curator.run(names, user, wait_s=curator.services.settings.lease_ttl_s)
        failed += [f"{user} {r.job}: {r.error}" for r in results if r.error]
    if failed:
        raise RuntimeError("; ".join(failed[:20]))
    return {"users": len(users), "jobs": names}
