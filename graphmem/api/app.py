"""The FastAPI application: thin routers over the shared services."""

from __future__ import annotations

import logging
from contextlib import asynccontextmanager

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse

from graphmem import __version__
from graphmem.api.auth import Authenticator
from graphmem.api.errors import body, install_handlers
from graphmem.api.routers import context, conversations, records, search, system
from graphmem.config import Settings, get_settings
from graphmem.service import Services

log = logging.getLogger("graphmem")


def create_app(settings: Settings | None = None, services: Services | None = None) -> FastAPI:
    settings = settings or (services.settings if services else get_settings())

    @asynccontextmanager
    async def lifespan(app: FastAPI):
        owned = services is None
        svc = services or Services(settings).bootstrap()
        app.state.services = svc
        if app.state.authenticator.local:
            log.warning("graphmem: local mode (no API keys configured): acting as user "
                        "'local', listen on 127.0.0.1 only")
        yield
        if owned:
            svc.close()

    app = FastAPI(title="graphmem", version=__version__, lifespan=lifespan,
                  description="Graph-native long-term memory for AI assistants and agents.")
    app.state.authenticator = Authenticator(settings)
    if services is not None:
        app.state.services = services
    install_handlers(app)
    _limit_body(app, settings.max_body_bytes)
    for module in (records, search, system, context, conversations):
        app.include_router(module.router)
    return app


def _limit_body(app: FastAPI, limit: int) -> None:
    @app.middleware("http")
    async def body_limit(request: Request, call_next):
        length = request.headers.get("content-length")
        if length and length.isdigit() and int(length) > limit:
            return JSONResponse(body("too_large", f"request body is over {limit} bytes"),
                                status_code=413)
        return await call_next(request)
