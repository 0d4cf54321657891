"""Person cards (GET /people, GET /people/{name}); rebuilt by the `person_cards` curation job
(POST /curate/person_cards, or the scheduler)."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Path, Query

from graphmem.api.deps import ServicesDep, UserDep
from graphmem.api.errors import ApiError

router = APIRouter(tags=["people"])


@router.get("/people")
def people(svc: ServicesDep, user: UserDep,
           limit: Annotated[int, Query(ge=1, le=1000)] = 100) -> dict[str, Any]:
    """The actors with a card, most active first."""
    return {"people": svc.people.list(user, limit)}


@router.get("/people/{name}")
def person(name: Annotated[str, Path(min_length=1, max_length=512)], svc: ServicesDep,
           user: UserDep) -> dict[str, Any]:
    """One actor's card: roles, preferences and self-statements in their own words (each with
    the turn it came from), and the entities they talk about most. `user` is the user's own
    unnamed turns."""
    card = svc.people.get(user, name)
    if card is None:
        near = svc.people.closest(user, name)
        hint = f"; closest: {', '.join(near)}" if near else ""
        raise ApiError(404, "not_found", f"no person card for {name!r}{hint} (cards are built "
                       "by the person_cards curation job)", "name")
    return card
