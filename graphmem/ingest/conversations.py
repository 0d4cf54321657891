"""Conversation ingest for hosts: reconcile a host's message list against the stored turns.

A host (a chat app, an agent runtime, the LLM proxy) sends its whole message list on every request.
`Reconciler.reconcile` aligns it with what is stored, by content hash, and persists only what is
new, as ordinary `conversation` Records through the writer (the Records stay the only evidence).
The conversation's order lives in bookkeeping nodes beside them:

    (:Conversation {user_id, id, epoch, digest, turn_count, tail_*})-[:ALIAS_OF]->(:Conversation)
    (:Turn {user_id, conversation_id, record_id, source_ref, hash, role, sort_key, position,
            active})

- Fast path: `digest` chains the hashes of the active turns in order; when a prefix of the payload
  has the same chained digest, the rest of the payload is new and is appended, nothing is read.
- Otherwise the payload is aligned with all active turns (difflib): new messages go between their
  neighbours with spaced sort keys (a gap of GAP, bisected; when a gap runs out the later keys
  shift); stored turns the host no longer carries leave the active sequence (an edited message or a
  regenerated reply; their records stay), except at the head, which hosts trim to fit a window.
- Fragment guard: a payload sharing no message with the stored turns is rejected (409) instead of
  being appended to the wrong conversation.
- Every write is idempotent: a payload already stored matches and writes nothing, and a new
  turn's source_ref is derived from the conversation id, its sort key and its content hash, so a
  retried or raced request writes the same records again (the writer keeps the first).

`ingest` places an assistant reply after the message it answers (`reply_to`, the hash `prepare`
returned) or at the tail; a reply delivered twice, or after the next payload already carried it,
is recognised and not stored again. Identity: an explicit id, else a label, else a hash of the
system prompt, each read through the alias table.
"""

from __future__ import annotations

import hashlib
import threading
from collections import OrderedDict
from dataclasses import dataclass, field
from datetime import datetime
from difflib import SequenceMatcher
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator

from graphmem.api.errors import ApiError
from graphmem.curate import lease
from graphmem.ingest.derive import memory_id
from graphmem.ingest.scrub import scrub
from graphmem.models import (
    ID_MAX,
    RecordIn,
    UtcTime,
    clean_id,
    finite_numbers,
    json_bytes,
    now_iso,
    plain_id,
    visible,
)
from graphmem.nlp.tokens import count_tokens
from graphmem.retrieve.context import ContextIn, ContextOut, render_block
from graphmem.retrieve.people import requester_of
from graphmem.store.driver import run_named

GAP = 1024  # spacing of sort keys: 10 inserts at one spot before later keys must shift
TAIL = 8  # hashes of the newest turns kept on the conversation (ingest's redelivery check)
MAX_MESSAGES = 10_000
CONVERSATION_ID_MAX = 256  # leaves room in the derived source_ref (ID_MAX) for position + hash
ROLES = {"user": "user", "assistant": "assistant", "system": "system", "tool": "tool",
         "model": "assistant", "developer": "system", "function": "tool"}
APPLY_ATTEMPTS = 3


class ConversationError(ApiError):
    """A 4xx the API returns as is; the proxy maps it to its own answer."""


# -- request and answer shapes -----------------------------------------------------------------
class MessageIn(BaseModel):
    """One message as a host sends it; provider fields we do not use (tool_calls...) are ignored."""

    model_config = ConfigDict(extra="ignore")

    role: str
    content: str | list[Any] | dict[str, Any] | None = None
    name: str | None = Field(default=None, max_length=ID_MAX)
    sender: str | None = Field(default=None, max_length=ID_MAX)
    occurred_at: UtcTime = None

    @field_validator("name", "sender", mode="before")
    @classmethod
    def _clean_names(cls, value: Any) -> Any:
        return clean_id(value)  # they become the records' sender (models.plain_id)
    # Provenance a host or the proxy read off the message (channel, reply target), kept on the
    # turn's record; not part of the message's identity (its hash).
    metadata: dict[str, Any] | None = None

    @field_validator("metadata")
    @classmethod
    def _finite(cls, value: dict[str, Any] | None) -> dict[str, Any] | None:
        if value is not None and not finite_numbers(value):  # as POST /records refuses them
            raise ValueError("numbers must be finite (JSON has no NaN or Infinity)")
        return value

    @field_validator("role")
    @classmethod
    def _known_role(cls, value: str) -> str:
        role = ROLES.get(value.strip().lower())
        if role is None:
            raise ValueError(f"role must be one of {', '.join(sorted(ROLES))}")
        return role


class PrepareIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    messages: list[MessageIn] = Field(min_length=1, max_length=MAX_MESSAGES)
    label: str | None = Field(default=None, max_length=ID_MAX)
    system: str | None = Field(default=None, max_length=1_000_000)
    topic_id: str | None = Field(default=None, max_length=ID_MAX)
    query: str | None = Field(default=None, max_length=10_000)
    token_budget: int | None = Field(default=None, ge=1, le=1_000_000)
    speakers: list[str] = Field(default_factory=list, max_length=100)
    epoch: int | None = Field(default=None, ge=0)
    user_id: str | None = None

    @field_validator("label", "topic_id", mode="before")
    @classmethod
    def _clean_ids(cls, value: Any) -> Any:
        return clean_id(value)  # the conversation's id and its turns' topic (models.plain_id)


class IngestIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    content: str | list[Any] | dict[str, Any]
    role: str = "assistant"
    sender: str | None = Field(default=None, max_length=ID_MAX)
    reply_to: str | None = Field(default=None, max_length=128)
    occurred_at: UtcTime = None
    topic_id: str | None = Field(default=None, max_length=ID_MAX)
    epoch: int | None = Field(default=None, ge=0)
    user_id: str | None = None

    @field_validator("sender", "topic_id", mode="before")
    @classmethod
    def _clean_ids(cls, value: Any) -> Any:
        return clean_id(value)  # the reply's record's sender and topic (models.plain_id)

    @field_validator("role")
    @classmethod
    def _reply_role(cls, value: str) -> str:
        role = ROLES.get(value.strip().lower())
        if role not in ("assistant", "tool", "user"):
            raise ValueError("role must be assistant, tool or user")
        return role


class AliasIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    target: str = Field(min_length=1, max_length=CONVERSATION_ID_MAX)
    user_id: str | None = None

    @field_validator("target")
    @classmethod
    def _plain(cls, value: str) -> str:
        return plain_id(value)  # a conversation id, as the path's (api/deps.ConversationId)


class Reconciled(BaseModel):
    conversation_id: str
    path: str  # new | fast | aligned | unchanged
    created: int
    existing: int
    deactivated: int
    record_ids: list[str]  # records this call created, in payload order
    reply_to: str | None  # hash of the payload's last message: pass it to ingest with the reply
    epoch: int


class IngestOut(BaseModel):
    conversation_id: str
    created: bool
    record_id: str | None
    memory_ids: list[str]
    turn_hash: str
    epoch: int


# -- messages ----------------------------------------------------------------------------------
@dataclass
class Message:
    role: str
    text: str
    sender: str | None
    occurred_at: datetime | None
    hash: str
    index: int  # position among the payload's turns (system messages are not turns)
    metadata: dict[str, Any] | None = None


def content_text(content: Any) -> str:
    """The text of a message's content: a string, or the text parts of a list of parts."""
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, dict):
        if isinstance(content.get("text"), str):
            return content["text"]
        return content_text(content.get("parts") or content.get("content"))
    if isinstance(content, list):
        return "\n".join(t for t in (content_text(p) for p in content) if t)
    return ""


_HASH_CACHE: OrderedDict[bytes, str] = OrderedDict()
_HASH_CACHE_SIZE = 100_000
_HASH_LOCK = threading.Lock()


def message_hash(role: str, text: str, sender: str | None = None) -> str:
    """Over the scrubbed text: the same text the Record stores, so it is recomputable from it.

    Hosts resend the whole history every turn and scrubbing is the costly part, so hashes are
    cached by a digest of the raw message (the cache never holds the text itself)."""
    raw = f"{role}\x1f{sender or ''}\x1f{text}".encode()
    key = hashlib.blake2b(raw, digest_size=20).digest()
    with _HASH_LOCK:
        hit = _HASH_CACHE.get(key)
        if hit is not None:
            _HASH_CACHE.move_to_end(key)
            return hit
    cleaned = scrub(text).text
    value = hashlib.sha256(f"{role}\x1f{sender or ''}\x1f{cleaned}".encode()).hexdigest()
    with _HASH_LOCK:
        _HASH_CACHE[key] = value
        if len(_HASH_CACHE) > _HASH_CACHE_SIZE:
            _HASH_CACHE.popitem(last=False)
    return value


def normalize(messages: list[MessageIn], max_bytes: int) -> tuple[list[Message], str]:
    """Turns (non-system messages with text) and the system prompt's text."""
    turns: list[Message] = []
    system: list[str] = []
    for i, m in enumerate(messages):
        text = content_text(m.content)
        if len(text.encode("utf-8")) > max_bytes:
            raise ConversationError(413, "too_large", f"message {i} is larger than {max_bytes} "
                                    "bytes", f"messages.{i}.content")
        if m.metadata and json_bytes(m.metadata) > max_bytes:
            raise ConversationError(413, "too_large", f"message {i}'s metadata is larger than "
                                    f"{max_bytes} bytes as JSON", f"messages.{i}.metadata")
        if m.role == "system":
            system.append(text)
        elif visible(text):  # a message of control characters only says nothing: no turn
            sender = m.sender or m.name
            turns.append(Message(m.role, text, sender, m.occurred_at,
                                 message_hash(m.role, text, sender), len(turns), m.metadata))
    return turns, "\n".join(system)


def chain(digest: str, hashes: list[str]) -> str:
    for h in hashes:
        digest = hashlib.sha256(f"{digest}{h}".encode()).hexdigest()
    return digest


def prefix_match(digest: str, hashes: list[str]) -> int | None:
    """The index of the payload message whose prefix chains to `digest`, if any."""
    running = ""
    for i, h in enumerate(hashes):
        running = chain(running, [h])
        if running == digest:
            return i
    return None


def turn_source_ref(conversation_id: str, sort_key: int, digest: str) -> str:
    """The turn's place in the conversation and its content: planned again against the same
    stored state (a retry, a worker racing another) it is the same, so the write is idempotent;
    two different turns never share it (a payload index would: a host that sends a sliding
    window puts every new message at the same index)."""
    return f"conv:{conversation_id}:{sort_key}:{digest[:32]}"


# -- identity ----------------------------------------------------------------------------------
def identity(explicit: str | None, label: str | None, system: str | None) -> str:
    """An explicit id, else a label, else a hash of the system prompt. A header's id (the proxy)
    is cleaned as a host's names are (models.clean_id): it becomes the turns' thread_id."""
    explicit, label = clean_id(explicit), clean_id(label)
    if explicit:
        return explicit
    if label:
        return f"label:{label}"
    if system and system.strip():
        return "sys:" + hashlib.sha256(system.strip().encode()).hexdigest()[:32]
    raise ConversationError(422, "invalid_input", "name the conversation: an id in the path, a "
                            "`label`, or a system prompt to derive it from", "label")


# -- plans -------------------------------------------------------------------------------------
@dataclass
class StoredTurn:
    hash: str
    role: str
    sort_key: int
    position: int
    record_id: str
    source_ref: str


@dataclass
class NewTurn:
    message: Message
    sort_key: int
    position: int
    source_ref: str
    prev_source_ref: str | None
    supersedes: str | None = None
    record_id: str = ""
    memory_ids: list[str] = field(default_factory=list)


@dataclass
class State:
    epoch: int = 0
    digest: str = ""
    turn_count: int = 0
    tail_key: int | None = None
    tail_position: int | None = None
    tail_source_ref: str | None = None
    tail_hashes: list[str] = field(default_factory=list)
    tail_roles: list[str] = field(default_factory=list)


@dataclass
class Plan:
    path: str
    base: State
    new: list[NewTurn] = field(default_factory=list)
    deactivate: list[str] = field(default_factory=list)
    rekey: list[dict[str, Any]] = field(default_factory=list)
    # The whole active sequence after the change, when it is not a plain append.
    sequence: list[StoredTurn] | None = None
    matched: int = 0
    existing: StoredTurn | None = None  # ingest: the reply is already stored

    @property
    def changes(self) -> bool:
        return bool(self.new or self.deactivate or self.rekey)


def append_plan(conversation_id: str, state: State, messages: list[Message], path: str,
                matched: int) -> Plan:
    plan = Plan(path if messages else "unchanged", state, matched=matched)
    key, prev = state.tail_key or 0, state.tail_source_ref
    for m in messages:
        key += GAP
        ref = turn_source_ref(conversation_id, key, m.hash)
        plan.new.append(NewTurn(m, key, m.index, ref, prev))
        prev = ref
    return plan


def spread(lo: int | None, hi: int | None, n: int) -> list[int] | None:
    """n keys strictly between lo and hi (either may be open); None when the gap is too small."""
    if hi is None:
        start = lo if lo is not None else 0
        return [start + GAP * (k + 1) for k in range(n)]
    if lo is None:
        lo = hi - GAP * (n + 1)
    step = (hi - lo) // (n + 1)
    if step < 1:
        return None
    return [lo + step * (k + 1) for k in range(n)]


def place(keys: list[int], lo_index: int, hi_index: int, n: int, rekeyed: set[int]) -> list[int]:
    """Keys for n new turns between keys[lo_index] and keys[hi_index] (indexes may be out of
    range: open ends). When the gap is exhausted, every later key shifts up to restore spacing."""
    lo = keys[lo_index] if lo_index >= 0 else None
    hi = keys[hi_index] if hi_index < len(keys) else None
    placed = spread(lo, hi, n)
    if placed is None:
        shift = GAP * (n + 1)
        for j in range(hi_index, len(keys)):
            keys[j] += shift
            rekeyed.add(j)
        placed = spread(lo, keys[hi_index], n)
    return placed or []


def align(conversation_id: str, state: State, stored: list[StoredTurn],
          messages: list[Message]) -> Plan:
    matcher = SequenceMatcher(None, [s.hash for s in stored], [m.hash for m in messages],
                              autojunk=False)
    matched = sum(b.size for b in matcher.get_matching_blocks())
    if stored and not matched:
        raise ConversationError(
            409, "fragment", "these messages share nothing with the stored conversation: they look "
            "like part of another conversation, so they were not appended; check the "
            "conversation id or start a new one", "messages")
    plan = Plan("aligned", state, matched=matched)
    keys = [s.sort_key for s in stored]
    rekeyed: set[int] = set()
    gone: set[int] = set()
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "replace" or (tag == "delete" and 0 < i1 and i2 < len(stored)):
            # Replaced (an edit) or removed from the middle (a regenerated reply): no longer in
            # the host's conversation. A removed head (trimmed to fit a window) or tail (an old
            # payload delivered late) changes nothing.
            gone.update(range(i1, i2))
        if tag in ("insert", "replace"):
            _insert_run(plan, conversation_id, stored, messages, keys, rekeyed,
                        (tag, i1, i2, j1, j2))
    plan.deactivate = [stored[i].record_id for i in sorted(gone)]
    plan.rekey = [{"record_id": stored[i].record_id, "sort_key": keys[i]}
                  for i in sorted(rekeyed - gone)]
    plan.sequence = _merged(stored, keys, gone, plan.new)
    if not plan.changes:
        plan.path = "unchanged"
    return plan


def _insert_run(plan, conversation_id, stored, messages, keys, rekeyed, op) -> None:
    tag, i1, i2, j1, j2 = op
    run = messages[j1:j2]
    placed = place(keys, i1 - 1, i2, len(run), rekeyed)
    prev = stored[i1 - 1].source_ref if i1 > 0 else None
    for k, (m, key) in enumerate(zip(run, placed, strict=True)):
        ref = turn_source_ref(conversation_id, key, m.hash)
        old = stored[i1] if tag == "replace" and k == 0 else None
        # An edited message supersedes the one it replaced (same speaker role at that spot).
        supersedes = old.record_id if old is not None and old.role == m.role else None
        plan.new.append(NewTurn(m, key, m.index, ref, prev, supersedes))
        prev = ref


def _merged(stored, keys, gone, new) -> list[StoredTurn]:
    kept = [StoredTurn(s.hash, s.role, keys[i], s.position, s.record_id, s.source_ref)
            for i, s in enumerate(stored) if i not in gone]
    added = [StoredTurn(n.message.hash, n.message.role, n.sort_key, n.position, "",
                        n.source_ref) for n in new]
    return sorted(kept + added, key=lambda t: t.sort_key)


def reply_plan(conversation_id: str, state: State, seq: list[StoredTurn], message: Message,
               reply_to: str | None) -> Plan:
    """Where an assistant reply goes: after `reply_to` (else after the tail); or nowhere, when
    the reply is already stored there (a redelivery, or a payload that carried it first)."""
    anchor = find_anchor(seq, reply_to)
    if anchor is None:
        raise ConversationError(404, "not_found", "`reply_to` names no message of this "
                                "conversation; send the `reply_to` that prepare returned",
                                "reply_to")
    following = seq[anchor + 1:]
    if reply_to is not None:
        # Among the turns that answer the anchor (up to the next user message).
        window = []
        for t in following:
            if t.role == "user":
                break
            window.append(t)
    else:
        window = seq[-TAIL:]
    same = next((t for t in window if t.hash == message.hash), None)
    if same is not None:
        return Plan("unchanged", state, existing=same)
    keys = [t.sort_key for t in seq]
    rekeyed: set[int] = set()
    key = place(keys, anchor, anchor + 1, 1, rekeyed)[0]
    position = seq[anchor].position + 1 if anchor >= 0 else 0
    prev = seq[anchor].source_ref if anchor >= 0 else None
    turn = NewTurn(message, key, position,
                   turn_source_ref(conversation_id, key, message.hash), prev)
    plan = Plan("fast" if not following else "aligned", state, new=[turn])
    plan.rekey = [{"record_id": seq[i].record_id, "sort_key": keys[i]} for i in sorted(rekeyed)]
    if following:
        plan.sequence = _merged(seq, keys, set(), [turn])
    return plan


def find_anchor(seq: list[StoredTurn], reply_to: str | None) -> int | None:
    """The index the reply follows: the newest turn with that hash, or the tail."""
    if reply_to is None:
        return len(seq) - 1
    return next((i for i in range(len(seq) - 1, -1, -1) if seq[i].hash == reply_to), None)


# -- the reconciler ----------------------------------------------------------------------------
class _Moved(Exception):
    """Another worker changed the conversation between planning and applying: plan again."""


_LOCKS = [threading.Lock() for _ in range(64)]


def _lock(user_id: str, conversation_id: str) -> threading.Lock:
    """Turns of one conversation are reconciled one request at a time in a process."""
    digest = hashlib.blake2b(f"{user_id}\x1f{conversation_id}".encode(), digest_size=4).digest()
    return _LOCKS[int.from_bytes(digest, "big") % len(_LOCKS)]


class Reconciler:
    def __init__(self, store, writer, clock=now_iso):
        self.store = store
        self.writer = writer
        self.clock = clock

    # -- identity -------------------------------------------------------------------------------
    def resolve(self, user_id: str, conversation_id: str) -> str:
        """Follow the alias table to the conversation an id stands for."""
        return self.store.read("conversations/resolve", user_id=user_id,
                               id=conversation_id)[0]["id"]

    def alias(self, user_id: str, conversation_id: str, target: str) -> dict[str, Any]:
        if target == conversation_id:
            raise ConversationError(422, "invalid_input", "a conversation cannot be an alias of "
                                    "itself", "target")
        with _lock(user_id, conversation_id):
            resolved = self.resolve(user_id, target)
            if resolved == conversation_id:
                raise ConversationError(409, "alias_cycle", f"{target!r} already leads to "
                                        f"{conversation_id!r}; an alias the other way would loop",
                                        "target")
            row = self.store.write("conversations/alias", user_id=user_id, id=conversation_id,
                                   target=target, resolved=resolved, now=self.clock())[0]
        return {"id": row["id"], "target": row["target"], "resolved": resolved,
                "epoch": row["epoch"]}

    def reset(self, user_id: str, conversation_id: str) -> dict[str, Any] | None:
        """Start the conversation over: its turns leave the active sequence (their records stay)
        and its epoch moves on, so writes begun before the reset are refused. None: unknown."""
        with _lock(user_id, conversation_id):
            rows = self.store.write("conversations/reset", user_id=user_id, id=conversation_id,
                                    now=self.clock())
        return rows[0] if rows else None

    # -- state ----------------------------------------------------------------------------------
    def state(self, user_id: str, conversation_id: str) -> State | None:
        rows = self.store.read("conversations/state", user_id=user_id, id=conversation_id)
        if not rows:
            return None
        r = rows[0]
        return State(r["epoch"], r["digest"], r["turn_count"], r["tail_key"], r["tail_position"],
                     r["tail_source_ref"], list(r["tail_hashes"]), list(r["tail_roles"]))

    def turns(self, user_id: str, conversation_id: str, limit: int = 0) -> list[StoredTurn]:
        rows = self.store.read("conversations/turns", user_id=user_id, id=conversation_id,
                               limit=limit)
        return [StoredTurn(r["hash"], r["role"], r["sort_key"], r["position"], r["record_id"],
                           r["source_ref"]) for r in rows]

    def payload_memory_ids(self, user_id: str, conversation_id: str,
                           hashes: list[str]) -> list[str]:
        return self.store.read("conversations/payload_memories", user_id=user_id,
                               id=conversation_id, hashes=hashes)[0]["memory_ids"]

    # -- prepare --------------------------------------------------------------------------------
    def reconcile(self, user_id: str, conversation_id: str, messages: list[Message],
                  topic_id: str | None = None, epoch: int | None = None) -> Reconciled:
        """Persist what the payload adds to the stored conversation; see the module docstring."""
        with _lock(user_id, conversation_id):
            for _ in range(APPLY_ATTEMPTS):
                state = self.state(user_id, conversation_id) or State()
                _check_epoch(state, epoch)
                plan = self._plan(user_id, conversation_id, state, messages)
                try:
                    self._commit(user_id, conversation_id, plan, topic_id)
                except _Moved:
                    continue
                return Reconciled(
                    conversation_id=conversation_id, path=plan.path, created=len(plan.new),
                    existing=len(messages) - len(plan.new), deactivated=len(plan.deactivate),
                    record_ids=[n.record_id for n in plan.new],
                    reply_to=messages[-1].hash if messages else None, epoch=state.epoch)
        raise ConversationError(409, "conflict", "the conversation kept changing while this "
                                "request was applied; retry it", None)

    def _plan(self, user_id, conversation_id, state: State, messages: list[Message]) -> Plan:
        if state.turn_count == 0:
            return append_plan(conversation_id, state, messages, "new", 0)
        p = prefix_match(state.digest, [m.hash for m in messages])
        if p is not None:
            return append_plan(conversation_id, state, messages[p + 1:], "fast", p + 1)
        return align(conversation_id, state, self.turns(user_id, conversation_id), messages)

    # -- ingest ---------------------------------------------------------------------------------
    def ingest(self, user_id: str, conversation_id: str, message: Message,
               reply_to: str | None = None, topic_id: str | None = None,
               epoch: int | None = None) -> IngestOut:
        with _lock(user_id, conversation_id):
            for _ in range(APPLY_ATTEMPTS):
                state = self.state(user_id, conversation_id) or State()
                _check_epoch(state, epoch)
                plan = self._plan_reply(user_id, conversation_id, state, message, reply_to)
                if plan.existing is not None:
                    return self._existing_reply(user_id, conversation_id, plan, state)
                try:
                    self._commit(user_id, conversation_id, plan, topic_id)
                except _Moved:
                    continue
                turn = plan.new[0]
                return IngestOut(conversation_id=conversation_id, created=True,
                                 record_id=turn.record_id, memory_ids=turn.memory_ids,
                                 turn_hash=message.hash, epoch=state.epoch)
        raise ConversationError(409, "conflict", "the conversation kept changing while this "
                                "reply was applied; retry it", None)

    def _plan_reply(self, user_id, conversation_id, state: State, message: Message,
                    reply_to: str | None) -> Plan:
        """Plan against the newest turns; against all of them when the reply belongs further
        back (its anchor is older, or it lands mid-sequence and the digest must be recomputed)."""
        seq = self.turns(user_id, conversation_id, limit=4 * TAIL) if state.turn_count else []
        if len(seq) < state.turn_count:
            anchor = find_anchor(seq, reply_to)
            if anchor is None or anchor < len(seq) - 1:
                seq = self.turns(user_id, conversation_id)
        return reply_plan(conversation_id, state, seq, message, reply_to)

    def _existing_reply(self, user_id, conversation_id, plan: Plan, state: State) -> IngestOut:
        turn = plan.existing
        mids = self.store.read("records/get", id=turn.record_id, user_id=user_id)
        memory_ids = sorted(mids[0]["memory_ids"]) if mids else []
        return IngestOut(conversation_id=conversation_id, created=False, record_id=turn.record_id,
                         memory_ids=memory_ids, turn_hash=turn.hash, epoch=state.epoch)

    # -- writing --------------------------------------------------------------------------------
    def _commit(self, user_id: str, conversation_id: str, plan: Plan, topic_id) -> None:
        """Records first (the evidence, idempotent), then the bookkeeping in one transaction."""
        if not plan.changes:
            return
        held = lease.current()
        if held is not None:  # a worker that lost the conversation's lease writes no record
            held.renew()
        self._write_records(user_id, conversation_id, plan, topic_id)
        self.store.write_tx(self._apply, user_id, conversation_id, plan)

    def _write_records(self, user_id, conversation_id, plan: Plan, topic_id) -> None:
        if not plan.new:
            return
        records = [RecordIn(
            type="conversation", content=n.message.text, source_ref=n.source_ref,
            prev_source_ref=n.prev_source_ref, supersedes=n.supersedes,
            thread_id=conversation_id, topic_id=topic_id, sender=n.message.sender,
            role=n.message.role,
            occurred_at=n.message.occurred_at,
            metadata={**(n.message.metadata or {}),
                      "conversation": {"id": conversation_id, "position": n.position,
                                       "hash": n.message.hash}},
        ) for n in plan.new]
        for turn, out in zip(plan.new, self.writer.append_many(user_id, records), strict=True):
            if out.error:
                raise ConversationError(409, "conflict", out.message or "source_ref conflict",
                                        "messages")
            turn.record_id, turn.memory_ids = out.id, list(out.memory_ids)

    def _apply(self, tx, user_id: str, conversation_id: str, plan: Plan) -> None:
        # The proxy's conversation work runs under a lease: a worker that lost it writes nothing.
        lease.check_fence(tx, lease.current())
        params = {"user_id": user_id, "id": conversation_id, "now": self.clock()}
        row = run_named(tx, "conversations/lock", params)[0]
        if row["digest"] != plan.base.digest:
            raise _Moved()
        if row["epoch"] != plan.base.epoch:
            raise _stale(plan.base.epoch, row["epoch"])
        rows = [{"record_id": n.record_id, "hash": n.message.hash, "role": n.message.role,
                 "sort_key": n.sort_key, "position": n.position, "source_ref": n.source_ref}
                for n in plan.new]
        if rows:
            run_named(tx, "conversations/add_turns", {**params, "rows": rows})
        if plan.deactivate:
            run_named(tx, "conversations/deactivate_turns",
                      {**params, "record_ids": plan.deactivate})
        if plan.rekey:
            run_named(tx, "conversations/rekey_turns", {**params, "rows": plan.rekey})
        run_named(tx, "conversations/set_state", {**params, **_summary(plan)})


def _check_epoch(state: State, epoch: int | None) -> None:
    if epoch is not None and epoch != state.epoch:
        raise _stale(epoch, state.epoch)


def _stale(began: int, now: int) -> ConversationError:
    return ConversationError(409, "stale_epoch", f"this request began under epoch {began} but the "
                             f"conversation is at epoch {now} (reset or merged); nothing was "
                             "written", "epoch")


def _summary(plan: Plan) -> dict[str, Any]:
    """The conversation's digest and tail after the plan: chained on for an append, recomputed
    over the whole sequence otherwise."""
    if plan.sequence is None:
        base, new = plan.base, plan.new
        last = new[-1] if new else None
        return {
            "digest": chain(base.digest, [n.message.hash for n in new]),
            "turn_count": base.turn_count + len(new),
            "tail_key": last.sort_key if last else base.tail_key,
            "tail_position": last.position if last else base.tail_position,
            "tail_source_ref": last.source_ref if last else base.tail_source_ref,
            "tail_hashes": (base.tail_hashes + [n.message.hash for n in new])[-TAIL:],
            "tail_roles": (base.tail_roles + [n.message.role for n in new])[-TAIL:],
        }
    seq = plan.sequence
    last = seq[-1] if seq else None
    return {
        "digest": chain("", [t.hash for t in seq]), "turn_count": len(seq),
        "tail_key": last.sort_key if last else None,
        "tail_position": last.position if last else None,
        "tail_source_ref": last.source_ref if last else None,
        "tail_hashes": [t.hash for t in seq[-TAIL:]], "tail_roles": [t.role for t in seq[-TAIL:]],
    }


def turn_memory_ids(turns: list[NewTurn]) -> list[str]:
    return [memory_id(t.record_id, "turn", 0) for t in turns if t.record_id]


# -- prepare: reconcile, then assemble the context to inject ------------------------------------
class PrepareOut(BaseModel):
    conversation_id: str
    requested_id: str
    path: str
    created: int
    existing: int
    deactivated: int
    record_ids: list[str]
    reply_to: str | None
    epoch: int
    context: ContextOut
    block: str
    block_tokens: int


def prepare(reconciler: Reconciler, assembler, user_id: str, requested_id: str | None,
            req: PrepareIn, max_bytes: int) -> PrepareOut:
    """Persist what the host's payload adds, then assemble the context it should inject.

    The context leaves out the turns the payload already carries (the host sends them itself) and
    retrieves for the payload's last user message unless `query` says otherwise.
    """
    turns, system = normalize(req.messages, max_bytes)
    requested = identity(requested_id, req.label, req.system or system)
    if len(requested) > CONVERSATION_ID_MAX:
        raise ConversationError(422, "invalid_input", "a conversation id is at most "
                                f"{CONVERSATION_ID_MAX} characters", "conversation_id")
    if not turns:
        raise ConversationError(422, "invalid_input", "no message with text to reconcile: "
                                "system messages and empty messages are not turns", "messages")
    conversation = reconciler.resolve(user_id, requested)
    done = reconciler.reconcile(user_id, conversation, turns, req.topic_id, req.epoch)
    asked = req.query or next((m.text for m in reversed(turns) if m.role == "user"), None)
    carried = reconciler.payload_memory_ids(user_id, conversation, [m.hash for m in turns])
    ctx = assembler.assemble(user_id, ContextIn(
        query=scrub(asked).text[:10_000] if asked else None, thread_id=conversation,
        topic_id=req.topic_id, token_budget=req.token_budget, speakers=req.speakers,
        exclude_memory_ids=carried, requester=requester_of(turns)))
    block = render_block(ctx)
    return PrepareOut(
        conversation_id=conversation, requested_id=requested, path=done.path,
        created=done.created, existing=done.existing, deactivated=done.deactivated,
        record_ids=done.record_ids, reply_to=done.reply_to, epoch=done.epoch,
        context=ctx, block=block, block_tokens=count_tokens(block))


def ingest_reply(reconciler: Reconciler, user_id: str, conversation_id: str, req: IngestIn,
                 max_bytes: int) -> IngestOut:
    text = content_text(req.content)
    if not visible(text):  # a record of it would be refused further in: a 500
        raise ConversationError(422, "invalid_input", "content must not be empty (nor only "
                                "invisible characters)", "content")
    if len(text.encode("utf-8")) > max_bytes:
        raise ConversationError(413, "too_large", f"content is larger than {max_bytes} bytes",
                                "content")
    conversation = reconciler.resolve(user_id, conversation_id)
    message = Message(req.role, text, req.sender, req.occurred_at,
                      message_hash(req.role, text, req.sender), -1)
    return reconciler.ingest(user_id, conversation, message, req.reply_to, req.topic_id,
                             req.epoch)
