"""Tests run against a real Neo4j. A session fixture starts the local one (on its own port and data
directory, so a developer's `graphmem serve` data is never touched) unless NEO4J_URI is set;
every test isolates its data under a fresh user id."""

from __future__ import annotations

import os
import time
import uuid
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
os.environ.setdefault("GRAPHMEM_HOME", str(REPO / ".graphmem" / "test"))
os.environ.setdefault("GRAPHMEM_BOLT_PORT", "7688")
os.environ.setdefault("GRAPHMEM_HTTP_PORT", "7475")
os.environ.setdefault("GRAPHMEM_HEAP", "1g")
os.environ.setdefault("GRAPHMEM_PAGECACHE", "1g")
os.environ.setdefault("HF_HUB_OFFLINE", "1")
# Curation jobs run when a test says so, never on a background timer over other tests' data.
os.environ.setdefault("GRAPHMEM_SCHEDULER", "false")
# Likewise the writer's background episode refresh (tests/test_episodes_live.py turns it on).
os.environ.setdefault("GRAPHMEM_EPISODES_ON_WRITE", "false")

from fastapi.testclient import TestClient  # noqa: E402

from graphmem.api.app import create_app  # noqa: E402
from graphmem.config import Settings  # noqa: E402
from graphmem.service import Services  # noqa: E402
from graphmem.store import local  # noqa: E402


@pytest.fixture(scope="session")
def settings() -> Settings:
    return Settings()


@pytest.fixture(scope="session")
def neo4j_server(settings):
    """The real Neo4j: started once per session (kept running if it was already up)."""
    started = False
    if settings.uses_local_neo4j and not local.status(settings).running:
        local.start(settings)
        started = True
    yield settings.bolt_uri
    if started and not os.environ.get("GRAPHMEM_KEEP_NEO4J"):
        local.stop(settings)


@pytest.fixture(scope="session")
def services(settings, neo4j_server) -> Services:
    svc = Services(settings).bootstrap()
    yield svc
    svc.close()


@pytest.fixture(scope="session")
def app(services):
    return create_app(services=services)


@pytest.fixture
def user() -> str:
    return f"test-{uuid.uuid4().hex[:12]}"


@pytest.fixture
def client(app, user):
    """An HTTP client acting as a fresh user (keys mode, one key for that user)."""
    keyed = keyed_app(app.state.services, {f"key-{user}": [user]})
    with TestClient(keyed) as c:
        c.headers["Authorization"] = f"Bearer key-{user}"
        yield c


def keyed_app(services: Services, keys: dict[str, list[str]]):
    spec = ",".join(f"{k}:{'+'.join(users)}" for k, users in keys.items())
    return create_app(settings=services.settings.model_copy(update={"api_keys": spec}),
                      services=services)


@pytest.fixture
def cypher(services):
    """Run raw Cypher as a test would from outside graphmem (tampering, inspection)."""
    def run(statement: str, **params):
        with services.store.driver.session(database=services.store.database) as session:
            return [r.data() for r in session.run(statement, params)]
    return run


@pytest.fixture
def join_shared_index(services, cypher):
    """Put a user's memories in the shared vector index now, as their growth would (a test's
    user is small, and a small user's memories stay out of it: retrieve/shared_index.py)."""
    def join(user: str, timeout: float = 60.0) -> None:
        services.shared_index.ensure(user)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if cypher("MATCH (h:UserHead {user_id: $u}) RETURN h.vectored_ready AS ready",
                      u=user)[0]["ready"]:
                return
            time.sleep(0.1)
        pytest.fail(f"user {user} did not join the shared vector index")
    return join
