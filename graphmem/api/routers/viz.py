"""GET /viz/graph (API.md "views"): the dashboard's map data; GET /viz/memories/{id}: its panel."""

from __future__ import annotations

import gzip
import json
from typing import Annotated, Any

from fastapi import APIRouter, Query, Request
from fastapi.responses import Response

from graphmem.api.deps import ServicesDep, UserDep
from graphmem.api.errors import ApiError
from graphmem.models import ID_MAX, MEMORY_KINDS, QueryTime
from graphmem.retrieve.viz import (
    DECAY_CLASSES,
    DEFAULT_LIMIT,
    MAX_LIMIT,
    RELATIONS,
    VizQuery,
    build_graph,
    memory_detail,
)

router = APIRouter(tags=["viz"])

ListParam = Annotated[list[str] | None, Query(max_length=64)]


def _names(values: list[str] | None, allowed, field: str) -> list[str]:
    """`?kinds=turn,fact` and `?kinds=turn&kinds=fact` alike; an unknown name is a 422."""
    names = [v.strip() for value in values or [] for v in value.split(",") if v.strip()]
    unknown = sorted(set(names) - set(allowed))
    if unknown:
        choices = ", ".join(sorted(allowed))
        raise ApiError(422, "invalid_input",
                       f"{field}: unknown value {unknown[0]!r}; one of {choices}", field)
    return list(dict.fromkeys(names))


@router.get("/viz/config")
def viz_config(request: Request) -> dict[str, Any]:
    """What the dashboard needs before it has a key: whether this server asks for one."""
    local = request.app.state.authenticator.local
    return {"auth": "local" if local else "keys", "relations": list(RELATIONS),
            "decay_classes": list(DECAY_CLASSES), "max_limit": MAX_LIMIT}


def _json(request: Request, data: dict[str, Any]) -> Response:
    """Serialised once, without FastAPI's per-object encoder, and gzipped when the client takes
    it: 5,000 memories and their edges are several MB of repetitive JSON."""
    body = json.dumps(data, separators=(",", ":"), ensure_ascii=False).encode()
    headers = {"Vary": "Accept-Encoding"}
    if len(body) > 32_768 and "gzip" in request.headers.get("accept-encoding", ""):
        body = gzip.compress(body, compresslevel=5)
        headers["Content-Encoding"] = "gzip"
    return Response(body, media_type="application/json", headers=headers)


@router.get("/viz/graph")
def viz_graph(
    request: Request, svc: ServicesDep, user: UserDep,
    topic_id: Annotated[str | None, Query(max_length=ID_MAX)] = None,
    thread_id: Annotated[str | None, Query(max_length=ID_MAX)] = None,
    since: Annotated[QueryTime, Query()] = None,
    until: Annotated[QueryTime, Query()] = None,
    kinds: ListParam = None,
    decay_classes: ListParam = None,
    relations: ListParam = None,
    limit: Annotated[int, Query(ge=1, le=MAX_LIMIT)] = DEFAULT_LIMIT,
    include_superseded: bool = True,
    include_archived: bool = False,
) -> Response:
    if since and until and since > until:
        raise ApiError(422, "invalid_input", "since: must not be after `until`", "since")
    q = VizQuery(
        topic_id=topic_id or None, thread_id=thread_id or None, since=since, until=until,
        kinds=_names(kinds, MEMORY_KINDS, "kinds"),
        decay_classes=_names(decay_classes, DECAY_CLASSES, "decay_classes"),
        relations=_names(relations, RELATIONS, "relations") or list(RELATIONS),
        limit=limit, include_superseded=include_superseded, include_archived=include_archived,
    )
    return _json(request, build_graph(svc.store, user, q))


@router.get("/viz/memories/{memory_id}")
def viz_memory(memory_id: str, svc: ServicesDep, user: UserDep) -> dict[str, Any]:
    if len(memory_id) > ID_MAX:
        raise ApiError(422, "invalid_input", f"id: at most {ID_MAX} characters", "id")
    detail = memory_detail(svc.store, user, memory_id)
    if detail is None:
        raise ApiError(404, "not_found", f"no memory {memory_id!r}", "id")
    return detail
