"""Fixtures for the proxy tests (a pytest plugin: `pytest_plugins = ["proxy_support"]`): a fake
upstream, and the real app served on a loopback port, wired to it."""

from __future__ import annotations

import pytest
from fake_upstream import FakeUpstream
from proxy_helpers import PROXY_KEY, start_app

from graphmem.service import Services


@pytest.fixture(scope="module")
def fake():
    upstream = FakeUpstream().start()
    yield upstream
    upstream.stop()


@pytest.fixture(autouse=True)
def _fresh_fake(request):
    if "fake" in request.fixturenames:
        upstream = request.getfixturevalue("fake")
        upstream.requests.clear()
        upstream.reply, upstream.fail, upstream.delay_s, upstream.pieces = (
            FakeUpstream.reply, None, 0.0, 4)
        upstream.cut_after, upstream.stall_s = None, 0.0


@pytest.fixture(scope="module")
def proxy_services(services, fake):
    """Services of the proxy's process: the test Neo4j, upstreams at the fake."""
    settings = services.settings.model_copy(update={
        **fake.upstream_settings(), "api_keys": f"{PROXY_KEY}:*",
        # Generous: the shared test machine is slow at times, and these tests check memory, not
        # the timeouts that protect a model call from a slow graphmem.
        "proxy_gate_timeout_s": 60.0, "proxy_memory_timeout_s": 120.0})
    svc = Services(settings)
    yield svc
    svc.close()


@pytest.fixture(scope="module")
def proxy_url(proxy_services):
    # No uvicorn log config: its records reach the root logger, where caplog reads them.
    return start_app(proxy_services, log_config=None, log_level=None, access_log=True)
