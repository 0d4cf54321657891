"""Helpers for the proxy tests: each official SDK pointed at the proxy by its base URL, the app
served on a loopback port, and reads of what graphmem stored."""

from __future__ import annotations

import uuid

from fake_upstream import free_port, serve

from graphmem.api.app import create_app
from graphmem.models import RecordIn, SearchIn
from graphmem.service import Services

PROXY_KEY = "proxy-test-key"  # an admin graphmem key: X-Graphmem-User picks a fresh user per test


def start_app(svc: Services, **config) -> str:
    """The real app (uvicorn, loopback port, daemon thread) over these services."""
    port = free_port()
    serve(create_app(settings=svc.settings, services=svc), port, **config)
    return f"http://127.0.0.1:{port}"


def graphmem_headers(user: str) -> dict[str, str]:
    return {"X-Graphmem-Key": PROXY_KEY, "X-Graphmem-User": user}


def anthropic_client(url: str, user: str, api_key: str = "sk-ant-test", **headers):
    import anthropic

    return anthropic.Anthropic(base_url=f"{url}/llm", api_key=api_key, max_retries=0,
                               default_headers={**graphmem_headers(user), **headers})


def openai_client(url: str, user: str, api_key: str = "sk-openai-test", **headers):
    import openai

    return openai.OpenAI(base_url=f"{url}/llm/v1", api_key=api_key, max_retries=0,
                         default_headers={**graphmem_headers(user), **headers})


def gemini_client(url: str, user: str, api_key: str = "gemini-test-key", **headers):
    from google import genai
    from google.genai import types

    return genai.Client(api_key=api_key, http_options=types.HttpOptions(
        base_url=f"{url}/llm", headers={**graphmem_headers(user), **headers},
        retry_options=types.HttpRetryOptions(attempts=1)))


def remember(svc: Services, user: str, text: str, sender: str = "Dana") -> None:
    """A fact stored earlier, in another conversation."""
    svc.writer.append(user, RecordIn(type="conversation", content=text, sender=sender,
                                     role="user", thread_id=f"earlier-{uuid.uuid4().hex[:6]}"))


def settle(svc: Services) -> None:
    assert svc.proxy.settle(60), "background work did not finish"


def stored_turns(svc: Services, user: str, conversation: str) -> list[dict]:
    """The conversation's active turns with their records, in order."""
    out = []
    for turn in svc.conversations.turns(user, conversation):
        record = svc.store.read("records/get", id=turn.record_id, user_id=user)[0]["record"]
        out.append({"role": turn.role, "content": record["content"],
                    "sender": record.get("sender"), "metadata": record.get("metadata")})
    return out


def found(svc: Services, user: str, text: str, kinds=("turn",)) -> list:
    hits = svc.searcher.search(user, SearchIn(query=text, kinds=list(kinds), top_k=5)).results
    return [h for h in hits if text in h.text]
