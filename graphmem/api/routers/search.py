"""POST /search: hybrid retrieval (API.md "Search")."""

from __future__ import annotations

from fastapi import APIRouter, Response

from graphmem.api.deps import PrincipalDep, ServicesDep
from graphmem.api.responses import model_response
from graphmem.models import SearchIn, SearchOut

router = APIRouter(tags=["search"])


@router.post("/search", response_model=SearchOut)
def search(req: SearchIn, svc: ServicesDep, who: PrincipalDep) -> Response:
    return model_response(svc.searcher.search(who.user(req.user_id), req))
