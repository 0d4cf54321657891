"""Request-scoped access to the process services and the caller's principal."""

from __future__ import annotations

from dataclasses import replace
from typing import Annotated

from fastapi import Depends, Path, Query, Request
from pydantic import AfterValidator

from graphmem.api.auth import Principal
from graphmem.api.errors import ApiError
from graphmem.api.validation import is_json, read_json
from graphmem.ingest.conversations import CONVERSATION_ID_MAX
from graphmem.models import ID_MAX, plain_id
from graphmem.service import Services


# async: they do no I/O, so they run on the event loop. A plain `def` dependency is run on the
# thread pool, a round trip between threads for each of them on every request.
async def services(request: Request) -> Services:
    return request.app.state.services


async def principal(request: Request) -> Principal:
    """The caller, with the user_id its query string names (every route takes one there)."""
    return with_asked(request.app.state.authenticator(request), request)


def with_asked(who: Principal, request: Request) -> Principal:
    """`who` with the user_id the query string names (the LLM proxy's endpoint takes it too)."""
    asked = request.query_params.get("user_id")
    if not asked:
        return who
    if len(asked) > ID_MAX:
        raise ApiError(422, "invalid_input", f"user_id: at most {ID_MAX} characters", "user_id")
    return replace(who, asked=asked)


async def user_id(
    request: Request,
    who: Annotated[Principal, Depends(principal)],
    requested: Annotated[str | None, Query(alias="user_id", max_length=ID_MAX)] = None,
) -> str:
    """The user a route without a body model acts as: named in the query string (`requested`,
    which `who` holds too) or in a JSON body, if the request sends one."""
    return who.user(await _body_user_id(request))


async def user_or_admin(
    request: Request,
    who: Annotated[Principal, Depends(principal)],
    requested: Annotated[str | None, Query(alias="user_id", max_length=ID_MAX)] = None,
) -> str | None:
    """As `user_id`, but None for an admin key that names no user: a route that serves an
    admin across users (GET /jobs/{id}) takes that as "any"."""
    body = await _body_user_id(request)
    if who.is_admin and not (body or who.asked):
        return None
    return who.user(body)


async def _body_user_id(request: Request) -> str | None:
    if not is_json(request):
        return None
    raw = await request.body()  # read once: the route's own body parameter reuses it
    # A body that does not parse is a 422 (POST bodies: already every route's first check,
    # validation.check_body): ignored, a reset would run as the key's default user.
    data = read_json(raw) if raw.strip() else None
    if data is None:
        return None
    # Only a user_id, if anything: `{"userid": "bob"}` had run as the key's first user
    if not isinstance(data, dict):
        raise ApiError(422, "invalid_input", 'this route takes no body but {"user_id": ...}',
                       "body")
    unknown = sorted(set(data) - {"user_id"})
    if unknown:
        raise ApiError(422, "invalid_input", f"unknown field `{unknown[0]}`: this route takes "
                       "no body but `user_id`", unknown[0])
    # what it holds is checked where every route's user is decided (Principal.user)
    return data.get("user_id")


# A conversation id as a path names it: it becomes the thread_id of its turns' records, never
# blank and without control characters (models.plain_id); one that was had been a 500
ConversationId = Annotated[str, Path(min_length=1, max_length=CONVERSATION_ID_MAX),
                           AfterValidator(plain_id)]
ServicesDep = Annotated[Services, Depends(services)]
PrincipalDep = Annotated[Principal, Depends(principal)]
UserDep = Annotated[str, Depends(user_id)]
UserOrAdminDep = Annotated[str | None, Depends(user_or_admin)]
