"""A fake model provider for the proxy's tests and benchmark: speaks Anthropic Messages, OpenAI
Chat Completions and Responses, and Gemini generateContent / streamGenerateContent, whole and
streamed, in each provider's own shapes, and records every request it received (path, query,
headers, body). Served by uvicorn on a loopback port in a thread; never a real provider."""

from __future__ import annotations

import asyncio
import json
import socket
import threading
import time
from dataclasses import dataclass, field
from typing import Any

import uvicorn
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, StreamingResponse
from starlette.routing import Route

ERRORS = {
    "anthropic": lambda status, msg: {"type": "error", "error": {
        "type": "rate_limit_error" if status == 429 else "invalid_request_error",
        "message": msg}},
    "openai": lambda status, msg: {"error": {"message": msg, "type": "requests",
                                             "param": None, "code": "rate_limit_exceeded"}},
    "gemini": lambda status, msg: {"error": {"code": status, "message": msg,
                                             "status": "RESOURCE_EXHAUSTED"}},
}


@dataclass
class Seen:
    path: str
    query: str
    headers: dict[str, str]
    body: dict[str, Any]
    raw: bytes = b""


@dataclass
class FakeUpstream:
    reply: str = "Understood. Quexville it is."
    pieces: int = 4  # a streamed reply comes in this many chunks
    delay_s: float = 0.0  # between streamed chunks
    stall_s: float = 0.0  # before answering at all (an upstream that does not answer in time)
    fail: tuple[int, str] | None = None  # (status, message) for every request while set
    cut_after: int | None = None  # a stream breaks off (connection dropped) after this many
    requests: list[Seen] = field(default_factory=list)
    port: int = 0
    server: Any = None

    # -- recording -----------------------------------------------------------------------------
    async def _seen(self, request: Request) -> dict[str, Any]:
        raw = await request.body()
        try:
            body = json.loads(raw) if raw else {}
        except (ValueError, RecursionError):  # a provider answers those; the tests read `raw`
            body = {}
        self.requests.append(Seen(request.url.path, request.url.query,
                                  {k.lower(): v for k, v in request.headers.items()}, body, raw))
        if self.stall_s:
            await asyncio.sleep(self.stall_s)
        return body

    def last(self) -> Seen:
        return self.requests[-1]

    def chunks(self) -> list[str]:
        size = max(1, -(-len(self.reply) // self.pieces))
        return [self.reply[i:i + size] for i in range(0, len(self.reply), size)]

    def _failure(self, family: str):
        if self.fail is None:
            return None
        status, message = self.fail
        return JSONResponse(ERRORS[family](status, message), status_code=status)

    async def _sse(self, events: list[bytes]):
        for n, event in enumerate(events):
            if self.cut_after is not None and n == self.cut_after:
                raise ConnectionAbortedError("the fake upstream breaks off mid-stream")
            yield event
            if self.delay_s:
                await asyncio.sleep(self.delay_s)

    def _stream(self, events: list[bytes]) -> StreamingResponse:
        return StreamingResponse(self._sse(events), media_type="text/event-stream")

    # -- Anthropic -----------------------------------------------------------------------------
    async def anthropic(self, request: Request):
        body = await self._seen(request)
        failed = self._failure("anthropic")
        if failed:
            return failed
        message = {"id": "msg_fake", "type": "message", "role": "assistant",
                   "model": body.get("model", "claude"), "stop_reason": None,
                   "stop_sequence": None, "usage": {"input_tokens": 10, "output_tokens": 0}}
        if not body.get("stream"):
            return JSONResponse({**message, "content": [{"type": "text", "text": self.reply}],
                                 "stop_reason": "end_turn",
                                 "usage": {"input_tokens": 10, "output_tokens": 5}})

        def event(name: str, data: dict) -> bytes:
            return f"event: {name}\ndata: {json.dumps({'type': name, **data})}\n\n".encode()

        events = [event("message_start", {"message": {**message, "content": []}}),
                  event("content_block_start", {"index": 0,
                                                "content_block": {"type": "text", "text": ""}})]
        events += [event("content_block_delta", {"index": 0, "delta": {
            "type": "text_delta", "text": piece}}) for piece in self.chunks()]
        events += [event("content_block_stop", {"index": 0}),
                   event("message_delta", {"delta": {"stop_reason": "end_turn",
                                                     "stop_sequence": None},
                                           "usage": {"output_tokens": 5}}),
                   event("message_stop", {})]
        return self._stream(events)

    # -- OpenAI --------------------------------------------------------------------------------
    async def chat(self, request: Request):
        body = await self._seen(request)
        failed = self._failure("openai")
        if failed:
            return failed
        base = {"id": "chatcmpl-fake", "created": int(time.time()),
                "model": body.get("model", "gpt")}
        if not body.get("stream"):
            return JSONResponse({**base, "object": "chat.completion", "choices": [{
                "index": 0, "message": {"role": "assistant", "content": self.reply},
                "finish_reason": "stop"}],
                "usage": {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15}})

        def chunk(delta: dict, finish: str | None = None) -> bytes:
            data = {**base, "object": "chat.completion.chunk",
                    "choices": [{"index": 0, "delta": delta, "finish_reason": finish}]}
            return f"data: {json.dumps(data)}\n\n".encode()

        events = [chunk({"role": "assistant", "content": ""})]
        events += [chunk({"content": piece}) for piece in self.chunks()]
        events += [chunk({}, "stop"), b"data: [DONE]\n\n"]
        return self._stream(events)

    async def responses(self, request: Request):
        body = await self._seen(request)
        failed = self._failure("openai")
        if failed:
            return failed
        number = len(self.requests)
        response = {"id": f"resp_fake_{number}", "object": "response",
                    "created_at": int(time.time()), "model": body.get("model", "gpt"),
                    "status": "completed", "output": [{
                        "type": "message", "id": f"msg_{number}", "status": "completed",
                        "role": "assistant", "content": [{"type": "output_text",
                                                          "text": self.reply,
                                                          "annotations": []}]}],
                    "parallel_tool_calls": True, "tool_choice": "auto", "tools": [],
                    "usage": {"input_tokens": 10, "output_tokens": 5, "total_tokens": 15,
                              "input_tokens_details": {"cached_tokens": 0},
                              "output_tokens_details": {"reasoning_tokens": 0}}}
        if not body.get("stream"):
            return JSONResponse(response)

        def event(name: str, data: dict, seq: int) -> bytes:
            payload = {"type": name, "sequence_number": seq, **data}
            return f"event: {name}\ndata: {json.dumps(payload)}\n\n".encode()

        started = {**response, "status": "in_progress", "output": []}
        events = [event("response.created", {"response": started}, 0)]
        events += [event("response.output_text.delta", {
            "item_id": f"msg_{number}", "output_index": 0, "content_index": 0,
            "delta": piece, "logprobs": []}, i + 1) for i, piece in enumerate(self.chunks())]
        events += [event("response.completed", {"response": response}, len(events) + 1)]
        return self._stream(events)

    # -- Gemini --------------------------------------------------------------------------------
    async def gemini(self, request: Request):
        await self._seen(request)
        failed = self._failure("gemini")
        if failed:
            return failed
        model, _, method = request.path_params["target"].partition(":")

        def chunk(text: str, finish: str | None = None) -> dict:
            candidate = {"content": {"role": "model", "parts": [{"text": text}]}, "index": 0}
            if finish:
                candidate["finishReason"] = finish
            return {"candidates": [candidate], "modelVersion": model,
                    "usageMetadata": {"promptTokenCount": 10, "candidatesTokenCount": 5,
                                      "totalTokenCount": 15}}

        if method == "generateContent":
            return JSONResponse(chunk(self.reply, "STOP"))
        pieces = self.chunks()
        items = [chunk(p, "STOP" if i == len(pieces) - 1 else None)
                 for i, p in enumerate(pieces)]
        if request.query_params.get("alt") == "sse":
            return self._stream([f"data: {json.dumps(i)}\r\n\r\n".encode() for i in items])
        return self._stream([b"[" + b",\n".join(json.dumps(i).encode() for i in items) + b"]"])

    async def seen(self, request: Request):
        """The last request received (for a client in another process, e.g. the benchmark)."""
        last = self.requests[-1] if self.requests else None
        return JSONResponse(last.__dict__ if last else None)

    async def models(self, request: Request):
        await self._seen(request)
        return JSONResponse({"object": "list", "data": [{"id": "fake-model", "object": "model"}]})

    # -- serving -------------------------------------------------------------------------------
    def app(self) -> Starlette:
        return Starlette(routes=[
            Route("/v1/messages", self.anthropic, methods=["POST"]),
            Route("/v1/chat/completions", self.chat, methods=["POST"]),
            Route("/v1/responses", self.responses, methods=["POST"]),
            Route("/v1beta/models/{target}", self.gemini, methods=["POST"]),
            Route("/v1/models/{target}", self.gemini, methods=["POST"]),
            Route("/v1/models", self.models, methods=["GET"]),
            Route("/_seen/last", self.seen, methods=["GET"]),
        ])

    def start(self) -> FakeUpstream:
        self.port = free_port()
        self.server = serve(self.app(), self.port)
        return self

    def stop(self) -> None:
        self.server.should_exit = True

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def upstream_settings(self) -> dict[str, str]:
        return {"upstream_anthropic": self.base, "upstream_openai": f"{self.base}/v1",
                "upstream_gemini": self.base}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def serve(app, port: int, **config) -> uvicorn.Server:
    """Run an ASGI app with uvicorn on a loopback port in a daemon thread."""
    options = {"log_level": "warning", "access_log": False, **config}
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, **options))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    while not server.started:
        if time.monotonic() > deadline:
            raise RuntimeError("the server did not start")
        time.sleep(0.02)
    return server


if __name__ == "__main__":  # a fake upstream in its own process: fake_upstream.py PORT [REPLY]
    import sys

    fake = FakeUpstream(reply=sys.argv[2]) if len(sys.argv) > 2 else FakeUpstream()
    uvicorn.run(fake.app(), host="127.0.0.1", port=int(sys.argv[1]), log_level="warning",
                access_log=False)
