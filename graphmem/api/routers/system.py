"""Health and integrity."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query
from fastapi.responses import JSONResponse

from graphmem import __version__
from graphmem.api.deps import ServicesDep, UserDep
from graphmem.api.errors import ApiError
from graphmem.ingest.verify import verify_chain
from graphmem.models import VerifyOut
from graphmem.store.driver import StoreUnavailable

router = APIRouter(tags=["system"])


@router.get("/health", responses={503: {"description": "Neo4j is unreachable (the same body, "
                                                       "status `degraded`)"}})
def health(svc: ServicesDep) -> Any:
    """200 while graphmem can reach Neo4j; 503 with the same body ("degraded") while it
    cannot, so a load balancer or orchestrator that reads the status code takes it out."""
    info: dict[str, Any] = {"status": "ok", "version": __version__,
                            "neo4j": {"uri": svc.settings.bolt_uri}, "gds": {"version": None}}
    try:
        info["neo4j"].update(svc.store.read("admin/components")[0])
        info["gds"] = _gds(svc)
    except StoreUnavailable as exc:
        info["status"] = "degraded"
        info["neo4j"]["error"] = str(exc)
    info["embedder"] = {"model": svc.embedder.name, "dimension": svc.embedder.dimension}
    extractor = svc.extractor
    info["extractor"] = extractor.info if extractor is not None else {"enabled": False}
    info["mode"] = "local" if svc.settings.local_mode else "keys"
    if info["status"] != "ok":
        return JSONResponse(info, status_code=503, headers={"Retry-After": "5"})
    return info


def _gds(svc) -> dict[str, Any]:
    try:
        return {"version": svc.store.read("admin/gds_version")[0]["version"],
                "importance": "pagerank"}
    except StoreUnavailable:
        raise
    except Exception as exc:  # a server without the GDS plugin: say so, nothing else breaks
        return {"version": None, "error": type(exc).__name__, "importance": "degree"}


@router.get("/verify", response_model=VerifyOut)
def verify(svc: ServicesDep, user: UserDep,
           checkpoint_seq: Annotated[int | None, Query(ge=1)] = None,
           checkpoint_hash: Annotated[str | None, Query(min_length=1, max_length=128)] = None
           ) -> VerifyOut:
    if (checkpoint_seq is None) != (checkpoint_hash is None):  # half a checkpoint checks nothing
        missing = "checkpoint_hash" if checkpoint_hash is None else "checkpoint_seq"
        raise ApiError(422, "invalid_input", f"a checkpoint is a seq and its hash: send "
                       f"`{missing}` too (`graphmem checkpoint` writes both)", missing)
    checkpoint = {"seq": checkpoint_seq, "hash": checkpoint_hash} if checkpoint_seq else None
    return verify_chain(svc.store, user, checkpoint)
