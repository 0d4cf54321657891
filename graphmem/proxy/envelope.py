"""Transport envelopes: who said a message, where, and to whom, as chat bridges write it.

A bridge that relays a group chat to a model usually prefixes each message with its provenance,
`[Alice in #ops]: the deploy is blocked` or `[Bob in #ops replying to Alice]: ...`. The proxy
claims that provenance for the stored turn (sender, channel, reply target) and removes the prefix
from the text the model sees. Provider metadata (`metadata.sender`, `metadata.channel`,
`metadata.chat_id`, ...) and OpenAI's message `name` say the same in structured form.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

# The sender starts with a letter or @ (so "[1]: https://..." link references are not envelopes);
# channel and reply target are optional.
ENVELOPE = re.compile(
    r"^\s*\[(?P<sender>[A-Za-z@][^\[\]\n:]{0,79}?)"
    r"(?:\s+in\s+(?P<channel>[^\[\]\n]{1,80}?))?"
    r"(?:\s*,?\s+(?:replying to|reply to|re:?|->|→)\s*(?P<reply_to>[^\[\]\n]{1,80}?))?"
    r"\s*\]\s*:\s*"
)
SENDER_KEYS = ("sender", "sender_name", "from", "author", "speaker")
CHANNEL_KEYS = ("channel", "channel_name", "room", "group")
REPLY_KEYS = ("reply_to", "in_reply_to", "reply_target")
CHAT_KEYS = ("chat_id", "conversation_id", "thread_id", "session_id", "channel_id")


@dataclass(frozen=True)
class Envelope:
    sender: str | None = None
    channel: str | None = None
    reply_to: str | None = None

    def as_metadata(self) -> dict[str, str]:
        return {k: v for k, v in (("sender", self.sender), ("channel", self.channel),
                                  ("reply_to", self.reply_to)) if v}

    def merged(self, other: Envelope) -> Envelope:
        """This envelope's fields, the other's where this one has none."""
        return Envelope(self.sender or other.sender, self.channel or other.channel,
                        self.reply_to or other.reply_to)

    def __bool__(self) -> bool:
        return bool(self.sender or self.channel or self.reply_to)


def strip(text: str) -> tuple[str, Envelope]:
    """The text without its leading envelope, and what the envelope said (empty when none)."""
    match = ENVELOPE.match(text)
    if match is None:
        return text, Envelope()
    found = Envelope(*(_clean(match.group(k)) for k in ("sender", "channel", "reply_to")))
    return text[match.end():], found


def from_metadata(metadata: Any) -> tuple[Envelope, str | None]:
    """Provenance and a transport chat id from a request's provider metadata, if it has any."""
    if not isinstance(metadata, dict):
        return Envelope(), None
    found = Envelope(_first(metadata, SENDER_KEYS), _first(metadata, CHANNEL_KEYS),
                     _first(metadata, REPLY_KEYS))
    return found, _first(metadata, CHAT_KEYS)


def _first(metadata: dict[str, Any], keys: tuple[str, ...]) -> str | None:
    for key in keys:
        value = metadata.get(key)
        if isinstance(value, str | int) and str(value).strip():
            return _clean(str(value))
    return None


def _clean(value: str | None) -> str | None:
    value = (value or "").strip()
    return value[:200] or None
