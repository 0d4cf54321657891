"""`/llm/...`: the proxy on the API server. Point an SDK's base URL here (API.md "LLM proxy")."""

from __future__ import annotations

import logging
import re
from typing import Any

from fastapi import APIRouter
from starlette.requests import Request
from starlette.routing import Route
from starlette.types import Receive, Scope, Send

from graphmem.api.deps import with_asked

router = APIRouter(tags=["proxy"])

METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"]


class LLMEndpoint:
    """A plain ASGI endpoint, not a FastAPI route: the proxy takes no parameters FastAPI would
    validate, and on the passthrough path its request and dependency machinery was a tenth of
    the time graphmem adds to a model call."""

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        request = Request(scope, receive)
        authenticator = request.app.state.authenticator

        def principal(req: Request):
            return with_asked(authenticator.for_key(req.headers.get("x-graphmem-key")), req)

        path = request.path_params["path"]
        response = await request.app.state.services.proxy.handle(request, path, principal)
        await response(scope, receive, send)


router.routes.append(Route("/llm/{path:path}", LLMEndpoint(), methods=METHODS,
                           include_in_schema=False))


# -- no provider key in the logs ---------------------------------------------------------------
KEY_IN_QUERY = re.compile(r"([?&](?:key|api_key|api-key|access_token)=)[^&\s\"']+",
                          re.IGNORECASE)


class RedactQueryKeys(logging.Filter):
    """Gemini clients may send their key as `?key=...`: access logs and httpx's request log
    print URLs, so the value is masked before any handler sees the record."""

    def filter(self, record: logging.LogRecord) -> bool:
        # Each argument masked in place: uvicorn's access formatter reads its five arguments
        # by position, so they must stay five (a URL object becomes its masked text).
        if isinstance(record.msg, str):
            record.msg = _masked(record.msg)
        if isinstance(record.args, tuple):
            record.args = tuple(_masked(a) for a in record.args)
        elif isinstance(record.args, dict):
            record.args = {k: _masked(v) for k, v in record.args.items()}
        return True


def _masked(value: Any) -> Any:
    if isinstance(value, int | float | type(None)):
        return value
    text = str(value)
    return KEY_IN_QUERY.sub(r"\1[REDACTED]", text) if KEY_IN_QUERY.search(text) else value


def install_log_redaction() -> None:
    for name in ("uvicorn.access", "uvicorn.error", "httpx", "httpcore"):
        logger = logging.getLogger(name)
        if not any(isinstance(f, RedactQueryKeys) for f in logger.filters):
            logger.addFilter(RedactQueryKeys())


install_log_redaction()
