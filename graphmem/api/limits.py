"""The request body limit (API.md "Errors": 413 above GRAPHMEM_MAX_BODY_BYTES).

A pure ASGI middleware, so it sees the raw stream: a declared `Content-Length` over the limit is
refused before a byte is read, and a body without one (chunked transfer) is read up to the limit
and refused as soon as it passes it, so it can neither skip the check nor fill memory first.
"""

from __future__ import annotations

import json

from graphmem.api.errors import body


class BodyLimit:
    def __init__(self, app, limit: int):
        self.app = app
        self.limit = limit

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = _content_length(scope)
        if declared is not None:
            if declared > self.limit:
                await self._refuse(send)
                return
            await self.app(scope, receive, send)
            return
        chunks, size = [], 0
        while True:
            message = await receive()
            if message["type"] != "http.request":
                break  # the client went away; the app sees the same disconnect
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > self.limit:
                await self._refuse(send)
                return
            chunks.append(chunk)
            if not message.get("more_body", False):
                break
        await self.app(scope, _replay(b"".join(chunks), receive), send)

    async def _refuse(self, send) -> None:
        # the setting that moves it, and what a client does instead (it had given the number only)
        payload = json.dumps(body("too_large", f"request body is over {self.limit} bytes (the "
                                  "server's GRAPHMEM_MAX_BODY_BYTES): send less at a time, such "
                                  "as an import in batches", "body"))
        await send({"type": "http.response.start", "status": 413,
                    "headers": [(b"content-type", b"application/json"),
                                (b"connection", b"close")]})
        await send({"type": "http.response.body", "body": payload.encode()})


def _content_length(scope) -> int | None:
    for name, value in scope.get("headers", []):
        if name == b"content-length":
            text = value.decode("latin-1").strip()
            return int(text) if text.isdigit() else None
    return None


def _replay(data: bytes, receive):
    sent = False

    async def replay():
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": data, "more_body": False}
        return await receive()

    return replay
