"""POST /records/context: layered context assembly (API.md "Context")."""

from __future__ import annotations

from fastapi import APIRouter

from graphmem.api.deps import PrincipalDep, ServicesDep
from graphmem.api.errors import ApiError
from graphmem.retrieve.context import ContextIn, ContextOut

router = APIRouter(tags=["context"])


@router.post("/records/context", response_model=ContextOut)
def assemble_context(req: ContextIn, svc: ServicesDep, who: PrincipalDep) -> ContextOut:
    user = who.user(req.user_id)
    if req.mode == "answer" and not req.query:
        raise ApiError(422, "invalid_input", "answer mode needs a `query`; leave `mode` out (or "
                       "say manager) to ask what is going on", "query")
    return svc.context.assemble(user, req)
