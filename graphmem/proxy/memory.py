"""The proxy's memory work, synchronous (it runs on a conversation's queue, proxy/work.py): the
routing gate, persisting a payload's turns with the same reconciler as `prepare`, assembling the
context to inject, and persisting the model's reply."""

from __future__ import annotations

import threading
from collections import OrderedDict
from concurrent.futures import Future
from dataclasses import dataclass

from graphmem.ingest.conversations import (
    ConversationError,
    IngestOut,
    Message,
    message_hash,
    normalize,
)
from graphmem.ingest.scrub import scrub
from graphmem.nlp.tokens import count_tokens
from graphmem.proxy.call import Call, fork
from graphmem.retrieve.context import ContextIn, render_block

QUERY_MAX = 10_000
FORKS_KEPT = 10_000


@dataclass
class Persisted:
    """Where a payload's turns went, and what a reply to it needs: its anchor and epoch."""

    conversation: str
    reply_to: str | None
    epoch: int
    block: str = ""
    block_tokens: int = 0


class ProxyMemory:
    def __init__(self, services):
        self.services = services
        self.forks: OrderedDict[tuple[str, str, str], str] = OrderedDict()
        self.forks_lock = threading.Lock()

    def warm(self) -> None:
        """Load what the work needs (embedder, entity pipeline) once, outside any lease."""
        _ = self.services.conversations, self.services.context

    @property
    def reconciler(self):
        return self.services.conversations

    def gate(self, user_id: str, conversation_id: str) -> tuple[str, bool]:
        """(the id the conversation resolves to, whether the user has anything retrievable)."""
        row = self.services.store.read("proxy/gate", user_id=user_id, id=conversation_id)[0]
        return row["id"], bool(row["retrievable"])

    # -- the payload ---------------------------------------------------------------------------
    def persist(self, user_id: str, call: Call, conversation: str, inferred: bool) -> Persisted:
        turns, _ = normalize(call.turns, self.services.settings.max_content_bytes)
        if call.delta:
            return self._append(user_id, conversation, turns)
        return self._reconcile(user_id, conversation, inferred, turns)

    def prepare(self, user_id: str, call: Call, conversation: str, inferred: bool,
                budget: int | None) -> Persisted:
        """Persist the payload, then assemble what to inject, leaving out what it carries."""
        done = self.persist(user_id, call, conversation, inferred)
        turns, _ = normalize(call.turns, self.services.settings.max_content_bytes)
        asked = next((m.text for m in reversed(turns) if m.role == "user"), turns[-1].text)
        carried = self.reconciler.payload_memory_ids(user_id, done.conversation,
                                                     [m.hash for m in turns])
        ctx = self.services.context.assemble(user_id, ContextIn(
            query=scrub(asked).text[:QUERY_MAX] or None,
            # A continued Responses call: the provider holds the earlier turns itself.
            thread_id=None if call.delta else done.conversation,
            token_budget=budget, exclude_memory_ids=carried, requester=call.requester))
        done.block = render_block(ctx)
        done.block_tokens = count_tokens(done.block) if done.block else 0
        return done

    def _reconcile(self, user_id: str, conversation: str, inferred: bool,
                   turns: list[Message]) -> Persisted:
        known = self._fork_of(user_id, conversation, turns[0].hash) if inferred else None
        try:
            done = self.reconciler.reconcile(user_id, known or conversation, turns)
        except ConversationError as exc:
            if exc.error != "fragment" or not inferred or known:
                raise
            forked = self.reconciler.resolve(user_id, fork(conversation, turns[0].hash))
            done = self.reconciler.reconcile(user_id, forked, turns)
            self._remember_fork(user_id, conversation, turns[0].hash, forked)
        return Persisted(done.conversation_id, done.reply_to, done.epoch)

    def _append(self, user_id: str, conversation: str, turns: list[Message]) -> Persisted:
        """A delta payload (the provider keeps the history): each new message goes at the tail;
        one the tail already holds (a retried request) is not stored again."""
        epoch = None
        for message in turns:
            out = self.reconciler.ingest(user_id, conversation, message, None, None, epoch)
            epoch = out.epoch if epoch is None else epoch
        return Persisted(conversation, turns[-1].hash, epoch or 0)

    def _fork_of(self, user_id: str, conversation: str, first_hash: str) -> str | None:
        with self.forks_lock:
            return self.forks.get((user_id, conversation, first_hash))

    def _remember_fork(self, user_id: str, conversation: str, first_hash: str,
                       forked: str) -> None:
        with self.forks_lock:
            self.forks[(user_id, conversation, first_hash)] = forked
            if len(self.forks) > FORKS_KEPT:
                self.forks.popitem(last=False)

    # -- the reply -----------------------------------------------------------------------------
    def persist_reply(self, user_id: str, payload: Future, text: str,
                      response_id: str | None) -> IngestOut:
        """The model's reply, after the payload it answers (its task ran first on the queue).
        Refused with 409 (nothing written) when the conversation was reset or merged since the
        request began: the epoch the payload was persisted under is the one the reply carries."""
        done: Persisted = payload.result()
        message = Message("assistant", text, None, None, message_hash("assistant", text), -1)
        out = self.reconciler.ingest(user_id, done.conversation, message, done.reply_to, None,
                                     done.epoch)
        if response_id:
            # A later call continues this response by its id: let that id lead here.
            self.reconciler.alias(user_id, f"resp:{response_id}", done.conversation)
        return out
