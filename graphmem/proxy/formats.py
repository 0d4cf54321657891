"""The four provider formats. Each adapter knows where its format keeps the messages, the system
prompt and the stream flag, where the `<virtual-context>` block goes, how to read the reply text
out of a response (whole or streamed) and what an error looks like to that format's SDK.

Adapters work on the parsed request body in place: `slots` point at the text parts of each
message, so stripping an envelope rewrites exactly the text the model would see.
"""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from graphmem.proxy.sse import events, json_items

TEXT_PARTS = {"text", "input_text", "output_text"}


@dataclass
class Slot:
    """One message of the request: its role, a `name` field, and where its text parts live."""

    role: str
    name: str | None = None
    parts: list[tuple[Any, Any]] = field(default_factory=list)  # (container, key)

    @property
    def text(self) -> str:
        return "\n".join(c[k] for c, k in self.parts if isinstance(c[k], str))

    def set_first(self, text: str) -> None:
        container, key = self.parts[0]
        container[key] = text


def text_parts(holder: dict[str, Any], key: str) -> list[tuple[Any, Any]]:
    """Where the text of `holder[key]` lives: the string itself, or each text part of a list."""
    value = holder.get(key)
    if isinstance(value, str):
        return [(holder, key)]
    if isinstance(value, list):
        return [(p, "text") for p in value
                if isinstance(p, dict) and p.get("type", "text") in TEXT_PARTS
                and isinstance(p.get("text"), str) and not p.get("thought")]
    return []


def _join(*texts: str | None) -> str:
    return "\n\n".join(t for t in texts if t)


def _dicts(value: Any) -> list[dict[str, Any]]:
    return [v for v in value if isinstance(v, dict)] if isinstance(value, list) else []


class Format(ABC):
    name = ""
    setting = ""  # the Settings field holding this format's upstream base

    # -- request -------------------------------------------------------------------------------
    @abstractmethod
    def slots(self, body: dict[str, Any]) -> list[Slot]:
        ...

    @abstractmethod
    def system(self, body: dict[str, Any]) -> str:
        ...

    @abstractmethod
    def inject(self, body: dict[str, Any], block: str) -> None:
        ...

    def streaming(self, body: dict[str, Any], path: str) -> bool:
        return body.get("stream") is True

    def metadata(self, body: dict[str, Any]) -> Any:
        return body.get("metadata")

    def upstream_path(self, path: str) -> str:
        return path

    # -- response ------------------------------------------------------------------------------
    def reply(self, data: bytes, streamed: bool) -> str:
        """The assistant text of a response (what arrived of it, when the stream was cut)."""
        if streamed:
            return "".join(self.stream_text(events(data)))
        try:
            payload = json.loads(data)
        except ValueError:
            return ""
        return self.whole_text(payload) if isinstance(payload, dict) else ""

    @abstractmethod
    def whole_text(self, payload: dict[str, Any]) -> str:
        ...

    @abstractmethod
    def stream_text(self, stream: Iterator[tuple[str | None, Any]]) -> Iterator[str]:
        ...

    def response_id(self, data: bytes, streamed: bool) -> str | None:
        return None

    @abstractmethod
    def error(self, status: int, message: str) -> dict[str, Any]:
        ...

    def stream_error(self, status: int, message: str) -> bytes:
        """An error event in the format's stream framing, for a stream cut off upstream."""
        return b"data: " + json.dumps(self.error(status, message)).encode() + b"\n\n"


class Anthropic(Format):
    name = "anthropic"
    setting = "upstream_anthropic"

    def slots(self, body):
        return [Slot(m.get("role", ""), None, text_parts(m, "content"))
                for m in _dicts(body.get("messages"))]

    def system(self, body):
        system = body.get("system")
        if isinstance(system, list):
            return "\n".join(b.get("text", "") for b in _dicts(system) if b.get("type") == "text")
        return system if isinstance(system, str) else ""

    def inject(self, body, block):
        # After the client's own system prompt, so its cached prefix stays a prefix.
        system = body.get("system")
        if isinstance(system, list):
            system.append({"type": "text", "text": block})
        else:
            body["system"] = _join(system if isinstance(system, str) else None, block)

    def whole_text(self, payload):
        return "".join(b.get("text", "") for b in _dicts(payload.get("content"))
                       if b.get("type") == "text")

    def stream_text(self, stream):
        for _, data in stream:
            if isinstance(data, dict) and data.get("type") == "content_block_delta":
                delta = data.get("delta") or {}
                if delta.get("type") == "text_delta":
                    yield delta.get("text", "")

    def error(self, status, message):
        kind = {400: "invalid_request_error", 401: "authentication_error",
                403: "permission_error", 404: "not_found_error", 413: "request_too_large",
                429: "rate_limit_error", 529: "overloaded_error"}.get(status, "api_error")
        return {"type": "error", "error": {"type": kind, "message": message}}

    def stream_error(self, status, message):
        return (b"event: error\ndata: " + json.dumps(self.error(status, message)).encode()
                + b"\n\n")


class OpenAIChat(Format):
    name = "openai-chat"
    setting = "upstream_openai"

    def slots(self, body):
        return [Slot(m.get("role", ""), m.get("name") if isinstance(m.get("name"), str) else None,
                     text_parts(m, "content"))
                for m in _dicts(body.get("messages"))
                if m.get("role") not in ("system", "developer")]

    def system(self, body):
        return "\n".join(Slot("system", None, text_parts(m, "content")).text
                         for m in _dicts(body.get("messages"))
                         if m.get("role") in ("system", "developer"))

    def inject(self, body, block):
        messages = body.get("messages")
        if not isinstance(messages, list):
            return
        first = messages[0] if messages and isinstance(messages[0], dict) else None
        if first is not None and first.get("role") in ("system", "developer"):
            content = first.get("content")
            if isinstance(content, list):
                content.append({"type": "text", "text": block})
            else:
                first["content"] = _join(content if isinstance(content, str) else None, block)
        else:
            messages.insert(0, {"role": "system", "content": block})

    def upstream_path(self, path):
        return path.removeprefix("v1/")  # the OpenAI base already ends in /v1

    def whole_text(self, payload):
        choices = _dicts(payload.get("choices"))
        message = choices[0].get("message") if choices else None
        content = message.get("content") if isinstance(message, dict) else None
        return content if isinstance(content, str) else ""

    def stream_text(self, stream):
        for _, data in stream:
            if not isinstance(data, dict):
                continue
            for choice in _dicts(data.get("choices")):
                delta = choice.get("delta") or {}
                if choice.get("index", 0) == 0 and isinstance(delta.get("content"), str):
                    yield delta["content"]

    def error(self, status, message):
        kind = {400: "invalid_request_error", 401: "authentication_error",
                403: "permission_error", 404: "not_found_error",
                429: "rate_limit_error"}.get(status, "api_error")
        return {"error": {"message": message, "type": kind, "param": None,
                          "code": "graphmem_proxy"}}


class OpenAIResponses(OpenAIChat):
    name = "openai-responses"

    def slots(self, body):
        value = body.get("input")
        if isinstance(value, str):
            return [Slot("user", None, [(body, "input")])]
        return [Slot(m.get("role", ""), None, text_parts(m, "content")) for m in _dicts(value)
                if m.get("role") and m.get("type", "message") == "message"
                and m.get("role") not in ("system", "developer")]

    def system(self, body):
        own = [Slot("system", None, text_parts(m, "content")).text
               for m in _dicts(body.get("input")) if m.get("role") in ("system", "developer")]
        instructions = body.get("instructions")
        return "\n".join([instructions if isinstance(instructions, str) else ""] + own).strip()

    def inject(self, body, block):
        instructions = body.get("instructions")
        body["instructions"] = _join(instructions if isinstance(instructions, str) else None,
                                     block)

    def whole_text(self, payload):
        return "".join(p.get("text", "") for item in _dicts(payload.get("output"))
                       if item.get("type") == "message"
                       for p in _dicts(item.get("content")) if p.get("type") == "output_text")

    def stream_text(self, stream):
        for _, data in stream:
            if isinstance(data, dict) and data.get("type") == "response.output_text.delta":
                yield data.get("delta", "")

    def response_id(self, data, streamed):
        if not streamed:
            try:
                payload = json.loads(data)
            except ValueError:
                return None
            return payload.get("id") if isinstance(payload, dict) else None
        for _, event in events(data):
            response = event.get("response") if isinstance(event, dict) else None
            if isinstance(response, dict) and response.get("id"):
                return response["id"]
        return None

    def stream_error(self, status, message):
        event = {"type": "error", "code": "graphmem_proxy", "message": message, "param": None}
        return b"event: error\ndata: " + json.dumps(event).encode() + b"\n\n"


class Gemini(Format):
    name = "gemini"
    setting = "upstream_gemini"

    def slots(self, body):
        return [Slot(c.get("role") or "user", None, text_parts(c, "parts"))
                for c in _dicts(body.get("contents"))]

    def _instruction(self, body) -> tuple[str, Any]:
        for key in ("systemInstruction", "system_instruction"):
            if key in body:
                return key, body[key]
        return "systemInstruction", None

    def system(self, body):
        _, value = self._instruction(body)
        if isinstance(value, str):
            return value
        return Slot("system", None, text_parts(value, "parts")).text if isinstance(
            value, dict) else ""

    def inject(self, body, block):
        key, value = self._instruction(body)
        if isinstance(value, dict) and isinstance(value.get("parts"), list):
            value["parts"].append({"text": block})
        elif isinstance(value, str):
            body[key] = {"parts": [{"text": _join(value, block)}]}
        else:
            body[key] = {"parts": [{"text": block}]}

    def streaming(self, body, path):
        return ":streamGenerateContent" in path

    def upstream_path(self, path):
        # A client whose base URL already holds the version sends "models/..." alone.
        return f"v1beta/{path}" if path.startswith("models/") else path

    def metadata(self, body):
        return body.get("labels")  # Gemini's free-form request labels

    def reply(self, data, streamed):
        if streamed and not data.lstrip().startswith(b"["):
            return "".join(self.stream_text(events(data)))
        if streamed:  # without alt=sse the stream is one JSON array, read item by item
            return "".join(self.whole_text(item) for item in json_items(data))
        return super().reply(data, False)

    def whole_text(self, payload):
        candidates = _dicts(payload.get("candidates"))
        content = candidates[0].get("content") if candidates else None
        if not isinstance(content, dict):
            return ""
        return "".join(p["text"] for p in _dicts(content.get("parts"))
                       if isinstance(p.get("text"), str) and not p.get("thought"))

    def stream_text(self, stream):
        for _, data in stream:
            if isinstance(data, dict):
                yield self.whole_text(data)

    def error(self, status, message):
        state = {400: "INVALID_ARGUMENT", 401: "UNAUTHENTICATED", 403: "PERMISSION_DENIED",
                 404: "NOT_FOUND", 429: "RESOURCE_EXHAUSTED", 502: "UNAVAILABLE",
                 503: "UNAVAILABLE", 504: "DEADLINE_EXCEEDED"}.get(status, "INTERNAL")
        return {"error": {"code": status, "message": message, "status": state}}


ANTHROPIC, OPENAI_CHAT, OPENAI_RESPONSES, GEMINI = (Anthropic(), OpenAIChat(), OpenAIResponses(),
                                                     Gemini())


def detect(path: str, body: Any, headers) -> Format | None:
    """The format of a model call, from its path; from its body when the path is not a known
    provider path. None: not a model call (models lists, token counts...), forwarded as is."""
    path = path.strip("/")
    if path == "v1/messages":
        return ANTHROPIC
    if path.endswith("chat/completions"):
        return OPENAI_CHAT
    if path.endswith("responses"):
        return OPENAI_RESPONSES
    if path.startswith(("v1beta/", "v1/models/", "models/")):
        last = path.rsplit(":", 1)[-1]
        return GEMINI if last in ("generateContent", "streamGenerateContent") else None
    if path.startswith("v1/") or not isinstance(body, dict):
        return None
    if "contents" in body:
        return GEMINI
    if "input" in body:
        return OPENAI_RESPONSES
    if "messages" in body:
        anthropic = "anthropic-version" in headers or isinstance(body.get("system"), str | list)
        return ANTHROPIC if anthropic else OPENAI_CHAT
    return None


def provider_for(path: str, headers) -> Format:
    """Whose upstream a call that is not a model call goes to."""
    path = path.strip("/")
    if path.startswith("v1beta/") or "x-goog-api-key" in headers:
        return GEMINI
    if "anthropic-version" in headers or "x-api-key" in headers:
        return ANTHROPIC
    return OPENAI_CHAT
