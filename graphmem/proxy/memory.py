"""The proxy's memory work, synchronous (it runs on a conversation's queue, proxy/work.py): the
routing gate, persisting a payload's turns with the same reconciler as `prepare`, assembling the
context to inject, and persisting the model's reply."""

from __future__ import annotations

import threading
from collections import OrderedDict
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field

import neo4j
from graphmem.ingest.conversations import (
    ConversationError,
    IngestOut,
    Message,
    message_hash,
    normalize,
    prefix_match,
)
from graphmem.ingest.derive import memory_id
from graphmem.ingest.scrub import scrub
from graphmem.nlp.tokens import count_tokens
from graphmem.proxy.call import Call, fork
from graphmem.retrieve.context import ContextIn, ContextOut, render_block
from graphmem.store.queries import query

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
    new_memory_ids: list[str] = field(default_factory=list)  # the turns this payload stored


class ProxyMemory:
    def __init__(self, services):
        self.services = services
        self.forks: OrderedDict[tuple[str, str, str], str] = OrderedDict()
        self.forks_lock = threading.Lock()
        self.pool = ThreadPoolExecutor(max_workers=4, thread_name_prefix="graphmem-assemble")

    def warm(self) -> None:
        """Load what the work needs (embedder, entity pipeline) once, outside any lease."""
        _ = self.services.conversations, self.services.context

    @property
    def reconciler(self):
        return self.services.conversations

    def retrievable(self, user_id: str) -> bool:
        """The routing gate: whether the user has anything retrievable yet.

        Every model call of a user without memory pays for this read, so it is one auto-commit
        read (one round trip, half a managed transaction's two) and not retried: if it fails,
        the call passes through."""
        store = self.services.store
        with store.driver.session(database=store.database,
                                  default_access_mode=neo4j.READ_ACCESS) as session:
            row = session.run(query("proxy/retrievable"), user_id=user_id).single()
        return bool(row["retrievable"])

    # -- the payload ---------------------------------------------------------------------------
    def persist(self, user_id: str, call: Call, requested: str, inferred: bool) -> Persisted:
        """Store what the payload adds to the conversation `requested` leads to."""
        conversation = self.reconciler.resolve(user_id, requested)
        turns, _ = normalize(call.turns, self.services.settings.max_content_bytes)
        if call.delta:
            return self._append(user_id, conversation, turns)
        return self._reconcile(user_id, conversation, inferred, turns)

    def prepare(self, user_id: str, call: Call, requested: str, inferred: bool,
                budget: int | None) -> Persisted:
        """Persist the payload and assemble what to inject, leaving out what it carries.

        When the conversation the turns will land in is known beforehand, both run at once (the
        assembly then leaves out the turns the payload carries that were already stored, and
        afterwards drops any it found of the ones just stored). When an inferred id may fork,
        the assembly waits for the persisting to say where the turns went."""
        turns, _ = normalize(call.turns, self.services.settings.max_content_bytes)
        conversation = self.reconciler.resolve(user_id, requested)
        thread = self._known_thread(user_id, conversation, inferred, turns)
        if thread is None:
            done = self.persist(user_id, call, conversation, inferred)
            ctx = self._assemble(user_id, call, done.conversation, turns, budget)
        else:
            assembling = self.pool.submit(self._assemble, user_id, call, thread, turns, budget)
            done = self.persist(user_id, call, thread, False)  # raising: the assembly is moot
            ctx = assembling.result()
            _drop(ctx, set(done.new_memory_ids))
        done.block = render_block(ctx)
        done.block_tokens = count_tokens(done.block) if done.block else 0
        return done

    def _assemble(self, user_id: str, call: Call, thread: str, turns: list[Message],
                  budget: int | None) -> ContextOut:
        asked = next((m.text for m in reversed(turns) if m.role == "user"), turns[-1].text)
        carried = self.reconciler.payload_memory_ids(user_id, thread, [m.hash for m in turns])
        return self.services.context.assemble(user_id, ContextIn(
            query=scrub(asked).text[:QUERY_MAX] or None,
            # A continued Responses call: the provider holds the earlier turns itself.
            thread_id=None if call.delta else thread,
            token_budget=budget, exclude_memory_ids=carried, requester=call.requester))

    def _known_thread(self, user_id: str, conversation: str, inferred: bool,
                      turns: list[Message]) -> str | None:
        """The conversation the payload will be persisted in, when that cannot change while it
        is persisted: a named id, a fork already seen, or an inferred id whose stored turns the
        payload extends (or that has none yet). None: it may fork."""
        if not inferred:
            return conversation
        known = self._fork_of(user_id, conversation, turns[0].hash)
        if known:
            return known
        state = self.reconciler.state(user_id, conversation)
        if state is None or state.turn_count == 0:
            return conversation
        extends = prefix_match(state.digest, [m.hash for m in turns]) is not None
        return conversation if extends else None

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
        return Persisted(done.conversation_id, done.reply_to, done.epoch,
                         new_memory_ids=_turn_memories(done.record_ids))

    def _append(self, user_id: str, conversation: str, turns: list[Message]) -> Persisted:
        """A delta payload (the provider keeps the history): each new message goes at the tail;
        one the tail already holds (a retried request) is not stored again."""
        epoch, created = None, []
        for message in turns:
            out = self.reconciler.ingest(user_id, conversation, message, None, None, epoch)
            epoch = out.epoch if epoch is None else epoch
            created += [out.record_id] if out.created and out.record_id else []
        return Persisted(conversation, turns[-1].hash, epoch or 0,
                         new_memory_ids=_turn_memories(created))

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
        return self.store_reply(user_id, payload.result(), text, response_id)

    def store_reply(self, user_id: str, done: Persisted, text: str,
                    response_id: str | None) -> IngestOut:
        """`persist_reply` for a payload whose persisting is known (a missed exchange's)."""
        message = Message("assistant", text, None, None, message_hash("assistant", text), -1)
        out = self.reconciler.ingest(user_id, done.conversation, message, done.reply_to, None,
                                     done.epoch)
        if response_id:
            # A later call continues this response by its id: let that id lead here.
            self.reconciler.alias(user_id, f"resp:{response_id}", done.conversation)
        return out


def _turn_memories(record_ids: list[str]) -> list[str]:
    return [memory_id(rid, "turn", 0) for rid in record_ids if rid]


def _drop(ctx: ContextOut, memory_ids: set[str]) -> None:
    """Leave out of an assembled context the memories of turns the payload itself carries."""
    if not memory_ids:
        return
    for name, items in ctx.layers.items():
        kept = [i for i in items if i.memory_id not in memory_ids]
        if len(kept) != len(items):
            ctx.layers[name] = kept
            ctx.token_counts[name] = sum(i.tokens for i in kept)
    ctx.total_tokens = sum(ctx.token_counts.values())
