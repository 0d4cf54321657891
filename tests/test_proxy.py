"""The LLM proxy through each official SDK (anthropic, openai chat + responses, google-genai),
pointed at /llm by base URL, against a fake upstream that records what it received."""

from __future__ import annotations

import asyncio
import json
import logging
import time
import uuid

import anthropic
import httpx
import openai
import pytest
from google.genai import errors as genai_errors
from google.genai import types as genai_types
from proxy_helpers import (
    PROXY_KEY,
    anthropic_client,
    found,
    gemini_client,
    graphmem_headers,
    openai_client,
    remember,
    settle,
    start_app,
    stored_turns,
)

from graphmem.proxy.gate import Gate, Roster
from graphmem.service import Services

pytest_plugins = ["proxy_support"]

FACT = "The capital of Zorbania is Quexville, on the river Plim."
QUESTION = "What is the capital of Zorbania?"


def block_of(text: str) -> str:
    start = text.index("<virtual-context>")
    return text[start:text.index("</virtual-context>") + len("</virtual-context>")]


def forwarded(upstream, credential: str) -> bool:
    """The provider key reached the upstream as sent (x-api-key or Authorization: Bearer)."""
    headers = upstream.last().headers
    return credential in (headers.get("x-api-key"), headers.get("authorization", "")[7:])


def unique_reply(upstream) -> str:
    upstream.reply = f"Quexville has {uuid.uuid4().int % 10_000} bridges, all painted teal."
    return upstream.reply


# -- each SDK ----------------------------------------------------------------------------------
def test_anthropic_sdk_gets_memory_and_streams(proxy_url, proxy_services, fake, user):
    remember(proxy_services, user, FACT)
    reply = unique_reply(fake)
    client = anthropic_client(proxy_url, user)
    system = "You are a geography assistant."
    first = [{"role": "user", "content": f"[Alice in #geo]: {QUESTION}"}]
    raw = client.messages.with_raw_response.create(model="claude-test", max_tokens=64,
                                                   system=system, messages=first)
    assert raw.parse().content[0].text == reply
    assert raw.headers["x-graphmem-path"] == "active"
    sent = fake.last().body
    assert sent["messages"][0]["content"] == QUESTION  # the envelope is not for the model
    assert sent["system"].startswith(system)
    assert "Quexville" in block_of(sent["system"])

    history = first + [{"role": "assistant", "content": reply},
                       {"role": "user", "content": "[Alice in #geo]: And which river?"}]
    with client.messages.stream(model="claude-test", max_tokens=64, system=system,
                                messages=history) as stream:
        pieces = list(stream.text_stream)
    assert pieces == fake.chunks()
    assert "river Plim" in fake.last().body["system"]

    settle(proxy_services)
    conversation = raw.headers["x-graphmem-conversation-id"]
    turns = stored_turns(proxy_services, user, conversation)
    assert [(t["role"], t["content"]) for t in turns] == [
        ("user", QUESTION), ("assistant", reply), ("user", "And which river?"),
        ("assistant", reply)]
    assert turns[0]["sender"] == "Alice"
    assert json.loads(turns[0]["metadata"])["envelope"] == {"sender": "Alice", "channel": "#geo"}
    assert found(proxy_services, user, reply)


def test_openai_chat_sdk_gets_memory_and_streams(proxy_url, proxy_services, fake, user):
    remember(proxy_services, user, FACT)
    reply = unique_reply(fake)
    client = openai_client(proxy_url, user, **{"X-Graphmem-Conversation": "ops-chat"})
    messages = [{"role": "system", "content": "Be brief."},
                {"role": "user", "name": "Bob", "content": QUESTION}]
    answer = client.chat.completions.create(model="gpt-test", messages=messages)
    assert answer.choices[0].message.content == reply
    sent = fake.last().body
    assert sent["messages"][0]["role"] == "system"
    assert sent["messages"][0]["content"].startswith("Be brief.")
    assert "Quexville" in block_of(sent["messages"][0]["content"])
    assert sent["messages"][1] == {"role": "user", "name": "Bob", "content": QUESTION}

    messages += [{"role": "assistant", "content": reply},
                 {"role": "user", "name": "Bob", "content": "[Bob in #ops]: thanks!"}]
    stream = client.chat.completions.create(model="gpt-test", messages=messages, stream=True)
    pieces = [c.choices[0].delta.content for c in stream
              if c.choices and c.choices[0].delta.content]
    assert pieces == fake.chunks()
    assert fake.last().body["messages"][-1]["content"] == "thanks!"
    assert "Quexville" in block_of(fake.last().body["messages"][0]["content"])  # streamed too

    settle(proxy_services)
    turns = stored_turns(proxy_services, user, "ops-chat")
    assert [(t["role"], t["sender"]) for t in turns] == [
        ("user", "Bob"), ("assistant", None), ("user", "Bob"), ("assistant", None)]
    assert found(proxy_services, user, reply)


def test_openai_responses_sdk_gets_memory_streams_and_continues(proxy_url, proxy_services, fake,
                                                                user):
    remember(proxy_services, user, FACT)
    reply = unique_reply(fake)
    client = openai_client(proxy_url, user)
    first = client.responses.create(model="gpt-test", instructions="Answer in one line.",
                                    input=f"[Carol in #maps]: {QUESTION}")
    assert first.output_text == reply
    sent = fake.last().body
    assert sent["input"] == QUESTION
    assert sent["instructions"].startswith("Answer in one line.")
    assert "Quexville" in block_of(sent["instructions"])

    # Continuing the stored response by id: the payload is only the new message.
    stream = client.responses.create(model="gpt-test", input="Carol here: and the river?",
                                     previous_response_id=first.id, stream=True)
    pieces = [e.delta for e in stream if e.type == "response.output_text.delta"]
    assert pieces == fake.chunks()
    assert fake.last().body["input"] == "Carol here: and the river?"
    assert "Quexville" in block_of(fake.last().body["instructions"])  # streamed too
    settle(proxy_services)
    conversation = proxy_services.conversations.resolve(user, f"resp:{first.id}")
    contents = [t["content"] for t in stored_turns(proxy_services, user, conversation)]
    assert contents == [QUESTION, reply, "Carol here: and the river?", reply]
    assert found(proxy_services, user, reply)


def test_gemini_sdk_gets_memory_and_streams(proxy_url, proxy_services, fake, user):
    remember(proxy_services, user, FACT)
    reply = unique_reply(fake)
    client = gemini_client(proxy_url, user)
    config = genai_types.GenerateContentConfig(system_instruction="You know maps.")
    answer = client.models.generate_content(model="gemini-test", config=config,
                                            contents=f"[Dmitri in #geo]: {QUESTION}")
    assert answer.text == reply
    seen = fake.last()
    assert seen.path.endswith("/models/gemini-test:generateContent")  # v1 or v1beta
    assert seen.body["contents"][0]["parts"][0]["text"] == QUESTION
    instruction = " ".join(p["text"] for p in seen.body["systemInstruction"]["parts"])
    assert instruction.startswith("You know maps.")
    assert "Quexville" in block_of(instruction)

    history = [genai_types.Content(role="user", parts=[genai_types.Part(
                   text=f"[Dmitri in #geo]: {QUESTION}")]),
               genai_types.Content(role="model", parts=[genai_types.Part(text=reply)]),
               genai_types.Content(role="user", parts=[genai_types.Part(text="And the river?")])]
    pieces = [c.text for c in client.models.generate_content_stream(
        model="gemini-test", config=config, contents=history)]
    assert pieces == fake.chunks()
    assert fake.last().query == "alt=sse"
    streamed = " ".join(p["text"] for p in fake.last().body["systemInstruction"]["parts"])
    assert streamed.startswith("You know maps.") and "Quexville" in block_of(streamed)
    settle(proxy_services)
    assert found(proxy_services, user, reply)
    assert found(proxy_services, user, "And the river?")[0].sender is None
    assert [h.sender for h in found(proxy_services, user, QUESTION)] == ["Dmitri"]


def test_only_the_base_url_is_needed_in_local_mode(services, fake):
    local = Services(services.settings.model_copy(update=fake.upstream_settings()))
    try:
        url = start_app(local)
        import anthropic as sdk

        client = sdk.Anthropic(base_url=f"{url}/llm", api_key="sk-ant-local", max_retries=0)
        answer = client.messages.create(model="claude-test", max_tokens=16, messages=[
            {"role": "user", "content": f"local mode check {uuid.uuid4().hex}"}])
        assert answer.content[0].text == fake.reply
        assert forwarded(fake, "sk-ant-local")
        assert local.proxy.settle(60)
    finally:
        local.close()


# -- the routing gate --------------------------------------------------------------------------
def test_a_new_user_passes_through_untouched_and_is_remembered(proxy_url, proxy_services, fake,
                                                               user, monkeypatch):
    # "Nothing yet" is kept by the gate; the first call's own write must be what ends it.
    monkeypatch.setattr(proxy_services.proxy.gate, "empty_ttl_s", 3600.0)
    body = {"model": "gpt-test", "messages": [
        {"role": "user", "content": "My locker code is the year Quexville was founded, 1687."}]}
    raw = json.dumps(body).encode()
    r = httpx.post(f"{proxy_url}/llm/v1/chat/completions", content=raw, headers={
        **graphmem_headers(user), "Authorization": "Bearer sk-x",
        "Content-Type": "application/json"})
    assert r.status_code == 200 and r.headers["x-graphmem-path"] == "passthrough"
    assert fake.last().body == body  # nothing injected, nothing changed
    settle(proxy_services)
    assert found(proxy_services, user, "founded, 1687")

    # Memory belongs to the user: a new conversation starts with what the first one taught.
    client = openai_client(proxy_url, user, **{"X-Graphmem-Conversation": "another"})
    client.chat.completions.create(model="gpt-test", messages=[
        {"role": "user", "content": "When was Quexville founded?"}])
    sent = fake.last().body["messages"][0]
    assert sent["role"] == "system" and "1687" in block_of(sent["content"])


def test_the_gate_keeps_nothing_yet_briefly_and_never_across_a_write(proxy_services, user):
    reads: list[str] = []
    now = [0.0]

    def read(user_id: str) -> bool:
        reads.append(user_id)
        return proxy_services.proxy.memory.retrievable(user_id)

    gate = Gate(read, timeout_s=60, empty_ttl_s=2.0, clock=lambda: now[0])
    try:
        assert asyncio.run(gate.check(user)) is False
        assert asyncio.run(gate.check(user)) is False and len(reads) == 1  # kept: no read
        remember(proxy_services, user, FACT)  # a write this gate is not told of (another worker)
        now[0] = 2.5
        assert asyncio.run(gate.check(user)) is True and len(reads) == 2  # seen once expired
        assert asyncio.run(gate.check(user)) is True and len(reads) == 2  # kept for good

        other = f"{user}-b"
        assert asyncio.run(gate.check(other)) is False
        gate.written(other, stored=False)  # a write that stored nothing still ends "nothing yet"
        assert asyncio.run(gate.check(other)) is False and len(reads) == 4

        # A read that overlapped a write keeps no "nothing yet": it may predate the write.
        def racing(user_id: str) -> bool:
            found = read(user_id)
            gate.written("someone-else", stored=True)
            return found

        gate.read = racing
        now[0] = 10.0
        assert asyncio.run(gate.check(other)) is False
        assert gate.cached(other) is None
    finally:
        gate.close()


def _roster(store, **kw) -> Roster:
    return Roster(lambda limit: store.read_values("proxy/writers_all", limit=limit)[0]["users"],
                  lambda since: store.read_values("proxy/writers_since", since=since)[0]["users"],
                  **kw)


def _until(condition, timeout: float = 10.0) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.02)
    return False


def test_the_gate_answers_for_users_never_written_for_without_a_read(proxy_services, user):
    reads: list[str] = []

    def read(user_id: str) -> bool:
        reads.append(user_id)
        return proxy_services.proxy.memory.retrievable(user_id)

    skew = [0.0]
    roster = _roster(proxy_services.store, max_age_s=2.0, poll_s=0.05,
                     clock=lambda: time.monotonic() + skew[0])
    gate = Gate(read, timeout_s=60, empty_ttl_s=0.0, roster=roster)
    newcomer, stranger = f"{user}-new", f"{user}-stranger"
    try:
        roster.absent(newcomer)  # the first question starts the polling
        assert _until(lambda: roster.loaded)
        assert asyncio.run(gate.check(newcomer)) is False and reads == []  # no read needed

        # Written by another worker (this gate is not told): the next poll sees the head.
        remember(proxy_services, newcomer, FACT)
        assert _until(lambda: not roster.absent(newcomer))
        assert asyncio.run(gate.check(newcomer)) is True and reads == [newcomer]

        # A roster that stopped polling (Neo4j away) answers nothing: users are read again.
        skew[0] = 10.0
        assert asyncio.run(gate.check(stranger)) is False and reads == [newcomer, stranger]
    finally:
        gate.close()


def test_the_roster_is_not_kept_past_its_size_limit(proxy_services, user):
    remember(proxy_services, user, FACT)
    roster = _roster(proxy_services.store, max_age_s=2.0, max_users=0)
    roster.refresh()
    assert roster.disabled and not roster.absent(f"{user}-anyone")
    roster.close()


def test_non_model_calls_are_forwarded_and_need_the_graphmem_key(proxy_url, fake, user):
    r = httpx.get(f"{proxy_url}/llm/v1/models", headers={
        **graphmem_headers(user), "Authorization": "Bearer sk-list"})
    assert r.status_code == 200 and r.json()["data"][0]["id"] == "fake-model"
    assert fake.last().headers["authorization"] == "Bearer sk-list"
    assert "x-graphmem-key" not in fake.last().headers

    client = anthropic_client(proxy_url, user, **{"X-Graphmem-Key": "wrong"})
    with pytest.raises(anthropic.AuthenticationError) as caught:
        client.messages.create(model="claude-test", max_tokens=8,
                               messages=[{"role": "user", "content": "hi"}])
    assert caught.value.body["error"]["type"] == "authentication_error"
    assert len(fake.requests) == 1  # the refused call never reached the upstream


def test_the_user_can_be_named_in_the_query_string(proxy_url, proxy_services, fake, user):
    """As on every route: ?user_id= names the user (kept from the provider); named in
    X-Graphmem-User too, the two must agree."""
    remember(proxy_services, user, FACT)
    call = {"model": "gpt-test", "messages": [{"role": "user", "content": QUESTION}]}
    url = f"{proxy_url}/llm/v1/chat/completions"
    r = httpx.post(f"{url}?user_id={user}&trace=1", json=call, timeout=120,
                   headers={"X-Graphmem-Key": PROXY_KEY})
    assert r.status_code == 200, r.text
    assert "Quexville" in block_of(fake.last().body["messages"][0]["content"])
    assert fake.last().query == "trace=1"
    sent = len(fake.requests)
    r = httpx.post(f"{url}?user_id={user}-other", json=call, headers=graphmem_headers(user),
                   timeout=120)
    assert r.status_code == 422 and "name the user once" in r.text
    assert len(fake.requests) == sent


# -- credentials, errors, failures -------------------------------------------------------------
def test_provider_keys_are_forwarded_but_never_stored_or_logged(proxy_url, proxy_services, fake,
                                                                user, cypher, caplog):
    secret = f"SECRET{uuid.uuid4().hex}"
    caplog.set_level(logging.DEBUG)
    remember(proxy_services, user, FACT)
    anthropic_client(proxy_url, user, api_key=f"sk-ant-{secret}a").messages.create(
        model="claude-test", max_tokens=8, messages=[{"role": "user", "content": QUESTION}])
    assert forwarded(fake, f"sk-ant-{secret}a")
    openai_client(proxy_url, user, api_key=f"sk-{secret}o").chat.completions.create(
        model="gpt-test", messages=[{"role": "user", "content": QUESTION}], stream=True).close()
    assert fake.last().headers["authorization"] == f"Bearer sk-{secret}o"
    gemini = gemini_client(proxy_url, user, api_key=f"{secret}g")  # kept: it closes when freed
    gemini.models.generate_content(model="gemini-test", contents=QUESTION)
    assert fake.last().headers["x-goog-api-key"] == f"{secret}g"
    # A raw Gemini caller with the key in the query string: forwarded, but masked in logs.
    httpx.post(f"{proxy_url}/llm/v1beta/models/gemini-test:generateContent?key={secret}q",
               json={"contents": [{"parts": [{"text": QUESTION}]}]},
               headers=graphmem_headers(user))
    assert fake.last().query == f"key={secret}q"
    settle(proxy_services)
    # The logs first (the check below logs its own query, secret included, at DEBUG).
    assert any("/llm/v1beta/models" in r.getMessage() for r in caplog.records)  # logs were read
    assert secret not in caplog.text
    assert all(secret not in r.getMessage() for r in caplog.records)
    assert holding(cypher, "MATCH (n)", "n", secret) == 0
    assert holding(cypher, "MATCH ()-[n]->()", "n", secret) == 0


def test_a_key_in_the_query_string_is_masked_in_uvicorns_access_line():
    """uvicorn's access formatter reads its five arguments by position: the masked record
    keeps them, so the line is written (it was a logging error) without the key."""
    from uvicorn.logging import AccessFormatter

    from graphmem.proxy.router import RedactQueryKeys

    record = logging.LogRecord(
        "uvicorn.access", logging.INFO, __file__, 1, '%s - "%s %s HTTP/%s" %d',
        ("127.0.0.1:5000", "POST", "/llm/v1beta/models/g:generateContent?key=SECRET42&alt=sse",
         "1.1", 200), None)
    assert RedactQueryKeys().filter(record)
    line = AccessFormatter('%(client_addr)s - "%(request_line)s" %(status_code)s').format(record)
    assert "SECRET42" not in line and "key=[REDACTED]&alt=sse" in line and "200" in line


def test_upstream_errors_keep_each_formats_shape(proxy_url, proxy_services, fake, user):
    fake.fail = (429, "Slow down")
    with pytest.raises(anthropic.RateLimitError) as a:
        anthropic_client(proxy_url, user).messages.create(
            model="claude-test", max_tokens=8, messages=[{"role": "user", "content": "hi"}])
    assert a.value.body["error"] == {"type": "rate_limit_error", "message": "Slow down"}
    with pytest.raises(openai.RateLimitError) as o:
        openai_client(proxy_url, user).chat.completions.create(
            model="gpt-test", messages=[{"role": "user", "content": "hi"}], stream=True)
    assert o.value.code == "rate_limit_exceeded"
    with pytest.raises(openai.RateLimitError):
        openai_client(proxy_url, user).responses.create(model="gpt-test", input="hi")
    gemini = gemini_client(proxy_url, user)
    with pytest.raises(genai_errors.ClientError) as g:
        gemini.models.generate_content(model="gemini-test", contents="hi")
    assert g.value.code == 429 and g.value.status == "RESOURCE_EXHAUSTED"

    # An upstream that cannot be reached: a 502 each SDK reads as its own error.
    settings = proxy_services.settings
    saved = (settings.upstream_anthropic, settings.upstream_openai, settings.upstream_gemini)
    dead = f"http://127.0.0.1:{_closed_port()}"
    settings.upstream_anthropic, settings.upstream_openai, settings.upstream_gemini = (
        dead, f"{dead}/v1", dead)
    try:
        with pytest.raises(anthropic.InternalServerError) as a:
            anthropic_client(proxy_url, user).messages.create(
                model="claude-test", max_tokens=8, messages=[{"role": "user", "content": "hi"}])
        assert a.value.status_code == 502 and a.value.body["type"] == "error"
        assert a.value.body["error"]["type"] == "api_error"
        with pytest.raises(openai.InternalServerError) as o:
            openai_client(proxy_url, user).chat.completions.create(
                model="gpt-test", messages=[{"role": "user", "content": "hi"}])
        assert o.value.status_code == 502 and "upstream" in o.value.body["message"]
        # where it looked, and the setting to change
        assert dead in o.value.body["message"]
        assert "GRAPHMEM_UPSTREAM_OPENAI" in o.value.body["message"]
        with pytest.raises(genai_errors.ServerError) as g:
            gemini.models.generate_content(model="gemini-test", contents="hi")
        assert g.value.code == 502 and g.value.status == "UNAVAILABLE"
    finally:
        settings.upstream_anthropic, settings.upstream_openai, settings.upstream_gemini = saved


def test_an_upstream_that_does_not_answer_in_time_is_a_504_in_each_shape(services, fake,
                                                                         user):
    slow = Services(services.settings.model_copy(update={
        **fake.upstream_settings(), "api_keys": f"{PROXY_KEY}:*", "proxy_read_timeout_s": 0.5}))
    fake.stall_s = 3.0
    try:
        url = start_app(slow)
        with pytest.raises(anthropic.InternalServerError) as a:
            anthropic_client(url, user).messages.create(
                model="claude-test", max_tokens=8, messages=[{"role": "user", "content": "hi"}])
        assert a.value.status_code == 504 and a.value.body["error"]["type"] == "api_error"
        with pytest.raises(openai.InternalServerError) as o:
            openai_client(url, user).chat.completions.create(
                model="gpt-test", messages=[{"role": "user", "content": "hi"}], stream=True)
        assert o.value.status_code == 504 and "in time" in o.value.body["message"]
        gemini = gemini_client(url, user)  # kept: it closes when freed
        with pytest.raises(genai_errors.ServerError) as g:
            gemini.models.generate_content(model="gemini-test", contents="hi")
        assert g.value.code == 504 and g.value.status == "DEADLINE_EXCEEDED"
    finally:
        fake.stall_s = 0.0
        slow.close()


def test_memory_that_takes_too_long_is_skipped_with_the_usual_headers(services, fake, user):
    """The call goes on without memory; its answer still names the conversation and why."""
    hasty = Services(services.settings.model_copy(update={
        **fake.upstream_settings(), "api_keys": f"{PROXY_KEY}:*",
        "proxy_memory_timeout_s": 0.001, "proxy_gate_timeout_s": 60.0}))
    try:
        url = start_app(hasty)
        remember(hasty, user, FACT)
        r = httpx.post(f"{url}/llm/v1/chat/completions", timeout=60, headers={
            **graphmem_headers(user), "X-Graphmem-Conversation": "slow-one",
            "Authorization": "Bearer sk-test"},
            json={"model": "gpt-test", "messages": [{"role": "user", "content": QUESTION}]})
        assert r.status_code == 200, r.text
        assert "took too long" in r.headers["X-Graphmem-Warning"]
        assert r.headers["X-Graphmem-Path"] == "passthrough"
        assert r.headers["X-Graphmem-Conversation-Id"] == "slow-one"
        settle(hasty)
    finally:
        hasty.close()


def holding(cypher, pattern: str, var: str, text: str) -> int:
    """How many nodes or edges (all users) hold `text` in any text property or text list (an
    embedding is a list of floats: skipped, it cannot hold text and is slow to read)."""
    return cypher(
        f"{pattern} WITH {var}, [k IN keys({var}) WHERE k <> 'embedding' | {var}[k]] AS values "
        "WHERE any(v IN values WHERE (v IS :: STRING AND v CONTAINS $s) "
        "OR (v IS :: LIST<STRING NOT NULL> AND any(x IN v WHERE x CONTAINS $s))) "
        f"RETURN count({var}) AS n", s=text)[0]["n"]


def _closed_port() -> int:
    from fake_upstream import free_port

    return free_port()  # bound and released: nothing listens there


def test_a_call_without_graphmem_s_key_is_told_which_header_carries_it(proxy_url, fake):
    r = httpx.post(f"{proxy_url}/llm/v1/chat/completions", json={
        "model": "gpt-test", "messages": [{"role": "user", "content": "hi"}]},
        headers={"Authorization": "Bearer sk-openai-test"})
    assert r.status_code == 401 and "X-Graphmem-Key" in r.text, r.text
    assert not fake.requests  # nothing reached the provider


def test_neo4j_unreachable_means_passthrough_not_failure(services, fake):
    down = Services(services.settings.model_copy(update={
        **fake.upstream_settings(), "neo4j": services.settings.neo4j.model_copy(
            update={"uri": "bolt://127.0.0.1:7699"})}))
    try:
        url = start_app(down)
        client = openai_client(url, "local")
        messages = [{"role": "user", "content": "[Erin in #x]: is memory up?"}]
        started = time.monotonic()
        raw = client.chat.completions.with_raw_response.create(model="gpt-test",
                                                               messages=messages)
        first_s = time.monotonic() - started
        assert raw.parse().choices[0].message.content == fake.reply
        assert raw.headers["x-graphmem-path"] == "passthrough"
        assert "unavailable" in raw.headers["x-graphmem-warning"]
        sent = fake.last().body
        assert sent["messages"] == [{"role": "user", "content": "is memory up?"}]
        started = time.monotonic()
        with client.chat.completions.with_streaming_response.create(
                model="gpt-test", messages=messages, stream=True) as again:
            assert again.headers["x-graphmem-path"] == "passthrough"
            assert b"[DONE]" in again.read()
        assert first_s < 5 and time.monotonic() - started < 1  # the breaker skips graphmem
    finally:
        down.close()


def test_a_client_leaving_mid_stream_loses_nothing_that_arrived(proxy_url, proxy_services, fake,
                                                                user):
    remember(proxy_services, user, FACT)
    fake.reply, fake.pieces, fake.delay_s = "First part. Second part. Third part.", 3, 0.5
    body = {"model": "claude-test", "max_tokens": 64, "stream": True,
            "messages": [{"role": "user", "content": "Tell me in three parts."}]}
    headers = {**graphmem_headers(user), "x-api-key": "sk-ant", "anthropic-version": "2023-06-01",
               "X-Graphmem-Conversation": "leaving"}
    with httpx.stream("POST", f"{proxy_url}/llm/v1/messages", json=body,
                      headers=headers) as r:
        received = b""
        for chunk in r.iter_raw():
            received += chunk
            if b"First part" in received:
                break  # the client goes away here
    settle(proxy_services)  # waits for the proxy to see the client go
    replies = [t["content"] for t in stored_turns(proxy_services, user, "leaving")
               if t["role"] == "assistant"]
    assert len(replies) == 1 and replies[0].startswith("First part.")
    assert "Third part." not in replies[0]


def test_a_stream_cut_upstream_ends_in_the_formats_error_event(proxy_url, proxy_services, fake,
                                                               user):
    remember(proxy_services, user, FACT)
    fake.reply, fake.pieces = "One. Two. Three. Four.", 4
    fake.cut_after = 4  # message_start, block start, two deltas: then the connection drops
    body = {"model": "claude-test", "max_tokens": 64, "stream": True,
            "messages": [{"role": "user", "content": "Count to four."}]}
    headers = {**graphmem_headers(user), "x-api-key": "sk-ant", "anthropic-version": "2023-06-01",
               "X-Graphmem-Conversation": "cut"}
    r = httpx.post(f"{proxy_url}/llm/v1/messages", json=body, headers=headers, timeout=60)
    events = [e for e in r.text.split("\n\n") if e.strip()]
    assert "event: content_block_delta" in events[2] and fake.chunks()[0] in events[2]
    last = events[-1].splitlines()
    assert last[0] == "event: error"
    error = json.loads(last[1].removeprefix("data: "))
    assert error["type"] == "error" and error["error"]["type"] == "api_error"
    settle(proxy_services)
    replies = [t["content"] for t in stored_turns(proxy_services, user, "cut")
               if t["role"] == "assistant"]
    assert replies == ["".join(fake.chunks()[:2])]  # what arrived before the cut


def test_a_call_graphmem_cannot_read_still_reaches_the_upstream(proxy_url, proxy_services, fake,
                                                                user):
    """A body the proxy's readers choked on (a role that is no text, a system block whose text
    is a number, JSON nested past Python's reach) or a budget header that is no number was a
    bare 500 "Internal Server Error": the user's call never reached the provider, whose answer
    (a 400 in its own shape, most likely) was the one to give."""
    remember(proxy_services, user, FACT)  # a user with memory: the active path
    headers = {**graphmem_headers(user), "anthropic-version": "2023-06-01"}
    odd = [("v1/messages", {"model": "m", "max_tokens": 8,
                            "messages": [{"role": None, "content": "hi"}]}),
           ("v1/messages", {"model": "m", "max_tokens": 8, "system": [{"type": "text",
                                                                      "text": 5}],
                            "messages": [{"role": "user", "content": QUESTION}]}),
           ("v1/chat/completions", {"model": "m", "messages": [{"role": 5, "content": "hi"}]})]
    with httpx.Client(base_url=f"{proxy_url}/llm", timeout=180) as http:
        for path, body in odd:
            answer = http.post(path, json=body, headers=headers)
            assert answer.status_code == 200, answer.text
            assert fake.last().body == body  # as it came
            assert "memory skipped" in answer.headers["x-graphmem-warning"]
        deep = b"[" * 100_000
        answer = http.post("v1/chat/completions", content=deep,
                           headers={**headers, "content-type": "application/json"})
        assert answer.status_code == 200 and fake.last().raw == deep
        # "²" (0xB2) passes str.isdigit but not int(): the default budget, memory as usual
        answer = http.post("v1/chat/completions", headers={
            **headers, "x-graphmem-token-budget": b"\xb2"},
            json={"model": "m", "messages": [{"role": "user", "content": QUESTION}]})
        assert answer.status_code == 200, answer.text
        assert "Quexville" in block_of(fake.last().body["messages"][0]["content"])


def test_odd_conversation_ids_and_invisible_turns_do_not_fail_graphmems_part(
        proxy_url, proxy_services, fake, user):
    """A conversation named with a tab (X-Graphmem-Conversation; metadata's chat_id alike) failed
    the records' thread_id check deep in reconcile, a message of control characters only left
    no turn for `turns[0]`: each was logged as a bug, the call went through with "graphmem
    failed; memory skipped" and nothing of it was stored."""
    remember(proxy_services, user, FACT)  # the active path, where the warning shows
    with httpx.Client(base_url=f"{proxy_url}/llm", timeout=180,
                      headers=graphmem_headers(user)) as http:
        named = http.post("v1/chat/completions", headers={"x-graphmem-conversation": "ops\tchat"},
                          json={"model": "m", "messages": [{"role": "user", "content": QUESTION}]})
        assert named.status_code == 200 and "x-graphmem-warning" not in named.headers
        conversation = named.headers["x-graphmem-conversation-id"]
        assert conversation.startswith("h:")  # a tab names no thread: its hash does
        blank = http.post("v1/chat/completions", json={
            "model": "m", "messages": [{"role": "user", "content": "\u0000\u200b"}]})
        assert blank.status_code == 200 and "x-graphmem-warning" not in blank.headers
    settle(proxy_services)
    assert [t["content"] for t in stored_turns(proxy_services, user, conversation)] == [
        QUESTION, fake.reply]
