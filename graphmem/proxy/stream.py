"""The upstream's response, relayed to the client chunk by chunk as it arrives.

Chunks are forwarded untouched (each format's SSE framing stays the upstream's) and a copy is
kept. When the stream ends, whether completely, cut upstream, or because the client went away,
`on_end` gets everything that arrived, so what the model already said is persisted either way.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable

import httpx
from starlette.requests import ClientDisconnect
from starlette.responses import Response
from starlette.types import Receive, Scope, Send

from graphmem.proxy.formats import Format

log = logging.getLogger(__name__)

KEEP_BYTES = 8 * 1024 * 1024  # the copy kept for reading the reply; the client gets everything


class UpstreamStream(Response):
    def __init__(self, upstream: httpx.Response, headers: dict[str, str], fmt: Format,
                 streamed: bool, on_end: Callable[[bytes, int], None] | None = None):
        self.upstream = upstream
        self.fmt = fmt
        self.streamed = streamed
        self.on_end = on_end
        self.status_code = upstream.status_code
        self.background = None
        self.init_headers(headers)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        kept = bytearray()
        # Relay until the upstream ends or the client leaves, whichever comes first (a server on
        # ASGI < 2.4 drops writes to a gone client silently: listen for it). Plain asyncio tasks:
        # an anyio task group cost a tenth of a millisecond per call here.
        relay = asyncio.ensure_future(self._relay(send, kept))
        watch = asyncio.ensure_future(_disconnected(receive))
        try:
            await asyncio.wait((relay, watch), return_when=asyncio.FIRST_COMPLETED)
            if relay.done():
                relay.result()  # what the relay raised (OSError: the client went away)
            else:
                log.info("proxy: the client left mid-response; what arrived is kept")
        except (OSError, ClientDisconnect):
            log.info("proxy: the client left mid-response; what arrived is kept")
        finally:
            for task in (relay, watch):
                task.cancel()
            await asyncio.gather(relay, watch, return_exceptions=True)
            self._ended(bytes(kept))
            await self._close()

    async def _relay(self, send: Send, kept: bytearray) -> None:
        await send({"type": "http.response.start", "status": self.status_code,
                    "headers": self.raw_headers})
        try:
            async for chunk in self.upstream.aiter_bytes():
                if len(kept) < KEEP_BYTES:
                    kept += chunk
                await send({"type": "http.response.body", "body": chunk, "more_body": True})
        except httpx.HTTPError as exc:
            await self._cut(send, exc)
        await send({"type": "http.response.body", "body": b"", "more_body": False})

    async def _cut(self, send: Send, exc: httpx.HTTPError) -> None:
        """The upstream broke off mid-stream: end with an error in the format's own framing."""
        log.warning("proxy: the upstream stream broke off: %s", type(exc).__name__)
        if self.streamed:
            message = "graphmem proxy: the upstream connection broke off mid-stream"
            await send({"type": "http.response.body", "more_body": True,
                        "body": self.fmt.stream_error(502, message)})

    def _ended(self, data: bytes) -> None:
        if self.on_end is None:
            return
        try:
            self.on_end(data, self.status_code)
        except Exception:  # persisting must never break the client's response
            log.exception("proxy: could not schedule the reply's persistence")

    async def _close(self) -> None:
        try:
            await self.upstream.aclose()
        except Exception as exc:  # already closed or broken: nothing left to release
            log.debug("proxy: closing the upstream response: %s", type(exc).__name__)


async def _disconnected(receive: Receive) -> None:
    while (await receive())["type"] != "http.disconnect":
        pass
