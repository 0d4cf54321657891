"""Time questions over the raw records (API.md "Read"): state as of T as known at K, state
history, lineage, derivations, structured record reads, and conflicts."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query, Request

from graphmem.api.deps import PrincipalDep, ServicesDep, UserDep
from graphmem.api.errors import ApiError
from graphmem.graph_models import RecordQueryIn
from graphmem.models import QueryTime
from graphmem.retrieve.asof import NotFound

router = APIRouter(tags=["time"])

AsOf = Annotated[QueryTime, Query(description="event time T (default: now)")]
KnownAt = Annotated[QueryTime, Query(description="record time K (default: now)")]


def _not_found(exc: NotFound, field: str = "key") -> ApiError:
    return ApiError(404, "not_found", str(exc), field)


# State routes come first: /records/state/x must never be read as a record id "state". A key
# may hold "/" ("feature/flag"; a kind may not, models.py): the history route comes first, so
# a key's ".../history" is its history; the value of a key that ends in "/history" is read with
# /records/state/{kind}?key=..., or with that slash escaped (".../deploy%2Fhistory"), which the
# router sees decoded, so the history route tells it from the raw path.
@router.get("/records/state/{kind}/{key:path}/history")
def state_history(kind: str, key: str, request: Request, svc: ServicesDep, user: UserDep,
                  as_of: AsOf = None, known_at: KnownAt = None) -> dict[str, Any]:
    if not request.scope.get("raw_path", b"/history").endswith(b"/history"):
        return state_value(kind, f"{key}/history", svc, user, as_of, known_at)
    if as_of is not None:
        raise ApiError(422, "invalid_input", "a history lists every version: it takes no as_of "
                       "(known_at limits it to what was known then)", "as_of")
    try:
        versions = svc.time_reader.history(user, kind, key, known_at)
    except NotFound as exc:
        raise _not_found(exc) from exc
    return {"kind": kind, "key": key, "versions": versions}


@router.get("/records/state/{kind}/{key:path}")
def state_value(kind: str, key: str, svc: ServicesDep, user: UserDep, as_of: AsOf = None,
                known_at: KnownAt = None) -> dict[str, Any]:
    try:
        return svc.time_reader.state_at(user, kind, key, as_of, known_at)
    except NotFound as exc:
        raise _not_found(exc) from exc


@router.get("/records/state/{kind}")
def state_kind(kind: str, svc: ServicesDep, user: UserDep, as_of: AsOf = None,
               known_at: KnownAt = None,
               key: Annotated[str | None, Query(
                   description="one key's value, as /records/state/{kind}/{key} answers it: "
                   "the way to read a key that ends in \"/history\"")] = None,
               ) -> dict[str, Any]:
    if key is not None:
        return state_value(kind, key, svc, user, as_of, known_at)
    states = svc.time_reader.kind_at(user, kind, as_of, known_at)
    return {"kind": kind, "states": states, "values": {s["key"]: s["value"] for s in states}}


@router.get("/records/{record_id}/lineage")
def lineage(record_id: str, svc: ServicesDep, user: UserDep) -> dict[str, Any]:
    try:
        return svc.time_reader.lineage(user, record_id)
    except NotFound as exc:
        raise _not_found(exc, "id") from exc


@router.get("/records/{record_id}/derivations")
def derivations(record_id: str, svc: ServicesDep, user: UserDep) -> dict[str, Any]:
    try:
        return svc.time_reader.derivations(user, record_id)
    except NotFound as exc:
        raise _not_found(exc, "id") from exc


@router.post("/records/query")
def query_records(req: RecordQueryIn, svc: ServicesDep, who: PrincipalDep) -> dict[str, Any]:
    if req.since and req.until and req.since > req.until:
        raise ApiError(422, "invalid_input", "`since` is after `until`", "since")
    return {"records": svc.time_reader.query(who.user(req.user_id), req)}


@router.get("/conflicts")
def conflicts(svc: ServicesDep, user: UserDep,
              include_resolved: Annotated[bool, Query()] = False,
              limit: Annotated[int, Query(ge=1, le=1000)] = 100) -> dict[str, Any]:
    return {"conflicts": svc.conflicts.list(user, include_resolved, limit)}


@router.post("/conflicts/detect")
def detect_conflicts(svc: ServicesDep, user: UserDep) -> dict[str, Any]:
    """Re-check every state and single-valued relation of the user (what curation runs)."""
    found = svc.conflicts.detect_all(user)
    return {"detected": found, "conflicts": svc.conflicts.list(user, False, 1000)}
