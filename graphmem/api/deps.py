"""Request-scoped access to the process services and the caller's principal."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Query, Request

from graphmem.api.auth import Principal
from graphmem.service import Services


# async: they do no I/O, so they run on the event loop. A plain `def` dependency is run on the
# thread pool, a round trip between threads for each of them on every request.
async def services(request: Request) -> Services:
    return request.app.state.services


async def principal(request: Request) -> Principal:
    return request.app.state.authenticator(request)


async def user_id(
    who: Annotated[Principal, Depends(principal)],
    requested: Annotated[str | None, Query(alias="user_id", max_length=512)] = None,
) -> str:
    return who.user(requested)


ServicesDep = Annotated[Services, Depends(services)]
PrincipalDep = Annotated[Principal, Depends(principal)]
UserDep = Annotated[str, Depends(user_id)]
