"""The FastAPI application: thin routers over the shared services."""

from __future__ import annotations

import logging
from contextlib import asynccontextmanager

from fastapi import Depends, FastAPI

from graphmem import __version__
from graphmem.api.auth import Authenticator
from graphmem.api.errors import install_handlers
from graphmem.api.hosts import LoopbackHosts
from graphmem.api.limits import BodyLimit
from graphmem.api.routers import (
    admin,
    context,
    conversations,
    curation,
    graph,
    lifecycle,
    people,
    records,
    search,
    system,
    temporal,
    viz,
)
from graphmem.api.ui import mount_ui
from graphmem.api.validation import check_body
from graphmem.config import Settings, get_settings
from graphmem.proxy import router as proxy
from graphmem.service import Services

log = logging.getLogger("graphmem")


def create_app(settings: Settings | None = None, services: Services | None = None) -> FastAPI:
    settings = settings or (services.settings if services else get_settings())

    @asynccontextmanager
    async def lifespan(app: FastAPI):
        owned = services is None
        svc = services or Services(settings).bootstrap().warm()
        app.state.services = svc
        if owned:
            svc.warm_up_searches()
        if app.state.authenticator.local:
            log.warning("graphmem: local mode (no API keys configured): acting as user "
                        "'local', listen on 127.0.0.1 only")
        # The curation scheduler runs in the service unless GRAPHMEM_SCHEDULER=false.
        scheduling = settings.scheduler
        if scheduling:
            svc.curator.scheduler.start()
        yield
        if scheduling:
            svc.curator.scheduler.stop()
        if owned:
            svc.close()

    app = FastAPI(title="graphmem", version=__version__, lifespan=lifespan,
                  description="Graph-native long-term memory for AI assistants and agents.",
                  dependencies=[Depends(check_body)])
    app.state.authenticator = Authenticator(settings)
    if services is not None:
        app.state.services = services
    install_handlers(app)
    _limit_body(app, settings.max_body_bytes)
    if app.state.authenticator.local:
        app.add_middleware(LoopbackHosts)  # no key: refuse DNS-rebound host names
    # The proxy first: routes are matched in order, and every model call pays for the routes
    # tried before /llm (0.1 ms when it came last). Curation before records:
    # /records/summaries must match before /records/{record_id}.
    for module in (proxy, curation, records, search, system, context, conversations, viz,
                   temporal, graph, admin, lifecycle, people):
        app.include_router(module.router)
    mount_ui(app, app.state.authenticator.local)
    return app


def _limit_body(app: FastAPI, limit: int) -> None:
    # Counts the bytes of the stream itself: a chunked body has no Content-Length to check.
    app.add_middleware(BodyLimit, limit=limit)
