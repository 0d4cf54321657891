"""Local mode answers only to loopback host names (DNS rebinding).

In local mode there is no key: the listening address (127.0.0.1) is the only wall. A web page on
an attacker's domain can re-point that domain at 127.0.0.1 and then read the API as same-origin.
The browser still sends the attacker's host name, so local mode refuses any Host that is not
loopback: `localhost` (and `*.localhost`), a loopback IP, or a single-label name (`testserver`,
an in-process client's name), which no public domain can be.
"""

from __future__ import annotations

import ipaddress
import json

from graphmem.api.errors import body


def loopback_host(host: str) -> bool:
    name = host.strip().lower()
    if name.startswith("["):  # [::1]:8000
        name = name[1:].split("]", 1)[0]
    elif name.count(":") == 1:  # 127.0.0.1:8000, localhost:8000
        name = name.split(":", 1)[0]
    if name == "localhost" or name.endswith(".localhost"):
        return True
    try:
        return ipaddress.ip_address(name).is_loopback
    except ValueError:
        return bool(name) and "." not in name and ":" not in name


class LoopbackHosts:
    def __init__(self, app):
        self.app = app

    async def __call__(self, scope, receive, send):
        if scope["type"] == "http":
            host = next((v.decode("latin-1") for k, v in scope.get("headers", [])
                         if k == b"host"), "")
            if not loopback_host(host):
                await _refuse(send)
                return
        await self.app(scope, receive, send)


async def _refuse(send) -> None:
    payload = json.dumps(body("forbidden_host", "local mode answers only to localhost or "
                              "127.0.0.1; configure API keys to serve other host names"))
    await send({"type": "http.response.start", "status": 403,
                "headers": [(b"content-type", b"application/json")]})
    await send({"type": "http.response.body", "body": payload.encode()})
