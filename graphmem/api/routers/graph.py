"""Graph questions (API.md "Graph questions"): what connects X to Y, entities, their
timelines, and a person's say over entity resolution (merge, unmerge)."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query

from graphmem.api.deps import PrincipalDep, ServicesDep, UserDep
from graphmem.api.errors import ApiError
from graphmem.graph_models import ConnectIn, MergeIn, UnmergeIn
from graphmem.models import QueryTime
from graphmem.retrieve.connect import SameEntity
from graphmem.retrieve.entities import UnknownEntity

router = APIRouter(tags=["graph"])


def _unknown(exc: UnknownEntity, field: str | None = None) -> ApiError:
    return ApiError(404, "not_found", str(exc), exc.field or field)


@router.post("/connect")
def connect(req: ConnectIn, svc: ServicesDep, who: PrincipalDep) -> dict[str, Any]:
    try:
        return svc.connector.connect(who.user(req.user_id), req)
    except UnknownEntity as exc:
        raise _unknown(exc) from exc
    except SameEntity as exc:
        raise ApiError(422, "invalid_input", str(exc), "to") from exc


@router.get("/entities")
def list_entities(svc: ServicesDep, user: UserDep,
                  q: Annotated[str | None, Query(max_length=512)] = None,
                  limit: Annotated[int, Query(ge=1, le=100)] = 20) -> list[dict[str, Any]]:
    return svc.entity_index.search(user, q, limit)


@router.post("/entities/resolve")
def resolve_entities(svc: ServicesDep, user: UserDep) -> dict[str, Any]:
    """Run entity resolution for the caller now (curation runs it with the GDS job)."""
    return svc.resolver.run(user)


@router.get("/entities/{entity_id}")
def get_entity(entity_id: str, svc: ServicesDep, user: UserDep,
               limit: Annotated[int, Query(ge=1, le=1000)] = 100) -> dict[str, Any]:
    return _timeline(svc, user, entity_id, None, None, limit)


@router.get("/entities/{entity_id}/timeline")
def entity_timeline(entity_id: str, svc: ServicesDep, user: UserDep,
                    as_of: Annotated[QueryTime, Query()] = None,
                    known_at: Annotated[QueryTime, Query()] = None,
                    limit: Annotated[int, Query(ge=1, le=1000)] = 200) -> dict[str, Any]:
    return _timeline(svc, user, entity_id, as_of, known_at, limit)


def _timeline(svc, user, entity_id, as_of, known_at, limit) -> dict[str, Any]:
    out = svc.entity_index.timeline(user, entity_id, as_of, known_at, limit)
    if out is None:
        raise ApiError(404, "not_found", f"no entity {entity_id!r}", "id")
    return out


@router.post("/entities/{entity_id}/merge")
def merge_entity(entity_id: str, body: MergeIn, svc: ServicesDep,
                 who: PrincipalDep) -> dict[str, Any]:
    """A person says two entities are one: SAME_AS, kept across resolution runs."""
    user = who.user(body.user_id)
    entity = _entity(svc, user, entity_id)
    try:
        other = svc.entity_index.resolve(user, body.other, exact=True)
    except UnknownEntity as exc:
        raise _unknown(exc, "other") from exc
    if other["id"] == entity["id"]:
        raise ApiError(422, "invalid_input", "an entity cannot be merged with itself", "other")
    svc.resolver.merge(user, entity, other)
    return svc.entity_index.timeline(user, entity_id, limit=20)


@router.post("/entities/{entity_id}/unmerge")
def unmerge_entity(entity_id: str, body: UnmergeIn, svc: ServicesDep,
                   who: PrincipalDep) -> dict[str, Any]:
    """Undo a resolution: the entity is split from `other` (or from all it was merged with),
    and resolution never merges them again."""
    user = who.user(body.user_id)
    _entity(svc, user, entity_id)
    others = None
    if body.other:
        try:
            others = [svc.entity_index.resolve(user, body.other, exact=True)["id"]]
        except UnknownEntity as exc:
            raise _unknown(exc, "other") from exc
    split = svc.resolver.unmerge(user, entity_id, others)
    return {"id": entity_id, "split_from": split}


def _entity(svc, user: str, entity_id: str) -> dict[str, Any]:
    entity = svc.entity_index.get(user, entity_id)
    if entity is None:
        raise ApiError(404, "not_found", f"no entity {entity_id!r}", "id")
    return entity
