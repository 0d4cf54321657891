"""What the proxy reads off one model call: its turns (envelopes claimed and stripped from the
body in place), its system prompt, and the conversation identity it names."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from typing import Any

from graphmem.ingest.conversations import CONVERSATION_ID_MAX, ROLES, MessageIn, identity
from graphmem.models import plain_id, visible
from graphmem.proxy import envelope
from graphmem.proxy.envelope import Envelope
from graphmem.proxy.formats import OPENAI_RESPONSES, Format
from graphmem.retrieve.people import UNNAMED

EXPLICIT_HEADER = "x-graphmem-conversation"
LABEL_HEADER = "x-graphmem-label"


@dataclass
class Call:
    fmt: Format
    body: dict[str, Any]
    path: str
    streaming: bool
    turns: list[MessageIn] = field(default_factory=list)
    system: str = ""
    chat_id: str | None = None
    stripped: bool = False  # an envelope was removed: the body must be sent re-encoded
    requester: str | None = None
    # OpenAI Responses continuing a stored response: the payload is only the new input.
    previous_response: str | None = None

    @property
    def delta(self) -> bool:
        return self.previous_response is not None

    @property
    def keeps_responses(self) -> bool:
        """Responses the provider stores can be continued by id: remember which is which."""
        return self.fmt is OPENAI_RESPONSES and self.body.get("store") is not False


def read_call(fmt: Format, body: dict[str, Any], path: str) -> Call:
    call = Call(fmt, body, path, fmt.streaming(body, path), system=fmt.system(body))
    meta, chat = envelope.from_metadata(fmt.metadata(body))
    channel = None
    for slot in fmt.slots(body):
        found = Envelope()
        if slot.parts:
            container, key = slot.parts[0]
            text, found = envelope.strip(container[key])
            if found:
                slot.set_first(text)
                call.stripped = True
        if slot.name and slot.name.strip():
            found = found.merged(Envelope(sender=slot.name.strip()[:200]))
        role = ROLES.get(slot.role.strip().lower())
        if role is None or role == "system" or not visible(slot.text):
            continue  # control characters only: no turn (normalize drops it; none may be left)
        call.turns.append(MessageIn(
            role=role, content=slot.text, sender=found.sender,
            metadata={"envelope": found.as_metadata()} if found else None))
        channel = channel or found.channel
    _claim_metadata(call, meta)
    call.chat_id = chat or _responses_chat(body) or (f"channel:{channel}" if channel else None)
    if fmt is OPENAI_RESPONSES and isinstance(body.get("previous_response_id"), str):
        call.previous_response = body["previous_response_id"]
    return call


def _claim_metadata(call: Call, meta: Envelope) -> None:
    """Request-level metadata describes the newest user message. It is kept on that turn's record
    and names the requester, but is not made its sender: the next request's metadata describes
    another message, and a turn's identity (its hash) must not change from one request to the
    next."""
    users = [m for m in call.turns if m.role == "user"]
    last = users[-1] if users else None
    if last is not None and meta:
        own = (last.metadata or {}).get("envelope", {})
        last.metadata = {"envelope": {**meta.as_metadata(), **own}}
    if last is not None:
        call.requester = last.sender or meta.sender or UNNAMED


def _responses_chat(body: dict[str, Any]) -> str | None:
    conversation = body.get("conversation")
    if isinstance(conversation, dict):
        conversation = conversation.get("id")
    return conversation if isinstance(conversation, str) and conversation else None


# -- identity ----------------------------------------------------------------------------------
def requested_identity(headers, call: Call) -> tuple[str, bool]:
    """The conversation id a call names, and whether it was inferred (a system-prompt or
    first-message hash) rather than named: an inferred id may fork (see `fork`).

    Order: explicit header, label header, a continued Responses id, the transport chat id, a hash
    of the system prompt, a hash of the first message."""
    explicit = headers.get(EXPLICIT_HEADER)
    if explicit and explicit.strip():
        return bounded(explicit.strip()), False
    label = headers.get(LABEL_HEADER)
    if label and label.strip():
        return bounded(f"label:{label.strip()}"), False
    if call.previous_response:
        return bounded(f"resp:{call.previous_response}"), False
    if call.chat_id:
        return bounded(f"chat:{call.chat_id}"), False
    if call.system.strip():
        return identity(None, None, call.system), True
    first = call.turns[0]
    return "first:" + _digest(f"{first.role}\x1f{first.content}")[:32], True


def fork(conversation_id: str, first_hash: str) -> str:
    """Two chats that share a system prompt share its hash: when a payload shares nothing with
    the conversation that hash names, it is another chat, named by its first message as well."""
    return bounded(f"{conversation_id}~{first_hash[:16]}")


def bounded(value: str) -> str:
    """The id as a conversation can be named: a long one, or one with a control character (a
    tab, latin-1's C1 range: a header may carry both, a record's thread_id neither), by its
    hash, which names it as uniquely."""
    if len(value) <= CONVERSATION_ID_MAX and _nameable(value):
        return value
    return "h:" + _digest(value)


def _nameable(value: str) -> bool:
    try:
        return plain_id(value) is not None
    except ValueError:
        return False


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()
