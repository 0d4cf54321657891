"""What the proxy could not store while graphmem was unavailable, kept until it can.

A call that passes through because Neo4j is down (the gate's read failed, the breaker is open,
the payload's or the reply's write failed) still carries what the user said, and its response
what the model answered. The next call of the conversation would bring the turns back (hosts
resend the history), but the last exchange of a conversation has no next call. So the proxy
keeps each conversation's missed exchanges here, and stores them, in order and ahead of newer
work, on the conversation's queue: when the next call of that conversation gets through, or
when the proxy's retry finds Neo4j answering again (`pipeline.Proxy._retry_missed`).

A payload that carries the whole history (every format but a continued OpenAI Responses call)
holds the turns of the exchanges before it, so only the conversation's last such exchange, and
the delta payloads after it, are kept. Kept in memory, within `max_bytes` of text: a proxy
restarted during an outage loses them (it logs how many), as does an outage long enough to
fill it (the oldest conversations go first, each logged).
"""

from __future__ import annotations

import logging
import threading
from collections import OrderedDict
from dataclasses import dataclass, replace

from graphmem.proxy.call import Call

log = logging.getLogger(__name__)

MAX_BYTES = 64 * 1024 * 1024


@dataclass(eq=False)
class Exchange:
    """One model call's turns and, once its response has ended, the reply."""

    user_id: str
    key: str  # the conversation queue its work runs on
    requested: str  # the conversation id the call asked for
    inferred: bool
    call: Call
    reply: str | None = None
    response_id: str | None = None
    ended: bool = False  # the response is over: `reply` is all there will be

    def __post_init__(self):
        # Kept without the request body (images, tool schemas...): storing the turns needs
        # only what was read off it.
        self.call = replace(self.call, body={})

    def end(self, reply: str | None, response_id: str | None) -> None:
        self.reply, self.response_id, self.ended = reply, response_id, True

    @property
    def size(self) -> int:
        return sum(len(str(t.content)) for t in self.call.turns) + len(self.reply or "")


class Missed:
    def __init__(self, max_bytes: int = MAX_BYTES):
        self.max_bytes = max_bytes
        self._lock = threading.Lock()
        # (user, conversation queue) -> its exchanges, and their size when they were put here
        self._by_key: OrderedDict[tuple[str, str], tuple[list[Exchange], int]] = OrderedDict()
        self._bytes = 0

    def add(self, exchange: Exchange) -> None:
        """Keep an exchange not (wholly) stored; after the ones already kept."""
        with self._lock:
            kept = self._pop((exchange.user_id, exchange.key))
            if not any(e is exchange for e in kept):
                kept.append(exchange)
            self._put((exchange.user_id, exchange.key), kept)

    def restore(self, exchanges: list[Exchange]) -> None:
        """Put back what a replay could not store, before anything kept since."""
        if not exchanges:
            return
        key = (exchanges[0].user_id, exchanges[0].key)
        with self._lock:
            later = self._pop(key)
            self._put(key, exchanges + [e for e in later if e not in exchanges])
            self._by_key.move_to_end(key, last=False)  # the oldest: dropped first when full

    def take(self, user_id: str, key: str) -> list[Exchange]:
        with self._lock:
            return self._pop((user_id, key))

    def keys(self) -> list[tuple[str, str]]:
        with self._lock:
            return list(self._by_key)

    def __len__(self) -> int:
        with self._lock:
            return sum(len(v) for v, _ in self._by_key.values())

    def _pop(self, key: tuple[str, str]) -> list[Exchange]:
        kept, size = self._by_key.pop(key, ([], 0))
        self._bytes -= size
        return kept

    def _put(self, key: tuple[str, str], exchanges: list[Exchange]) -> None:
        exchanges = _from_last_whole(exchanges)
        size = sum(e.size for e in exchanges)
        self._by_key[key] = (exchanges, size)
        self._bytes += size
        while self._bytes > self.max_bytes and len(self._by_key) > 1:
            (user_id, conversation), (dropped, size) = self._by_key.popitem(last=False)
            self._bytes -= size
            log.warning("proxy: %d exchange(s) of user %s, conversation %s not stored: graphmem "
                        "was unavailable and the proxy's buffer is full", len(dropped), user_id,
                        conversation)


def _from_last_whole(exchanges: list[Exchange]) -> list[Exchange]:
    """A payload carrying the whole history holds every turn before it: keep from the last such
    one on."""
    for i in range(len(exchanges) - 1, -1, -1):
        if not exchanges[i].call.delta:
            return exchanges[i:]
    return exchanges
