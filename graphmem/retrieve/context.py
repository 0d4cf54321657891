"""Layered context assembly (API.md `POST /records/context`).

Five layers, from most stable to most ephemeral: procedural, project context (with the pinned core
memory), retrieved memories, document chunks, recent conversation. Each layer has a token budget
(scaled together by `token_budget`); over budget a layer keeps its highest-scoring items and drops
the lowest first. The recent conversation never drops below the thread's last three turns: their
overflow is taken from the memories and document layers, which are assembled after it, and if
they do not fit even then they are clipped (head kept, cut marked), so the total always holds.

The core memory (curate.core: pinned memories within GRAPHMEM_CORE_MEMORY_TOKENS) is always part
of project_context, in core order; like the last turns it may overflow its layer's budget into
the memories and document layers. Pins over the core cap, or a core that does not fit even the
borrowed room, are named in `warnings`, never dropped silently.

Every layer is filled by a list of providers (`PROVIDERS`); another part of graphmem adds its own
with `register_provider` (person cards into `project_context`, for instance). A provider is a
function of the `ContextJob` that returns scored `ContextItem`s; it never needs to know budgets.

Token counts come from the embedder's own tokenizer (a WordPiece tokenizer splits at whitespace
first, so the count of items joined by newlines is the sum of their counts): `token_counts` and
`total_tokens` are exact for the texts returned.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from graphmem.curate.core import core_memory
from graphmem.models import MEMORY_KINDS, SearchIn, iso, visible
from graphmem.nlp.tokens import count_many, count_tokens
from graphmem.retrieve.lucene import lucene_query
from graphmem.store.driver import still_there

LAYERS = ("procedural", "project_context", "memories", "document_chunks", "recent_conversation")
DEFAULT_BUDGETS = {"procedural": 300, "project_context": 600, "memories": 1200,
                   "document_chunks": 800, "recent_conversation": 1500}
DEFAULT_TOTAL = sum(DEFAULT_BUDGETS.values())  # 4400
# The recent conversation goes first: its protected turns may overflow into the budgets of the
# most negotiable layers (memories, then documents), which are filled after it.
ASSEMBLY_ORDER = ("recent_conversation", "procedural", "project_context", "memories",
                  "document_chunks")
OVERFLOW_FROM = ("memories", "document_chunks")
PROTECTED_TURNS = 3
RECENT_TURNS = 60  # candidates for the conversation layer; the budget decides how many stay
SEARCH_TOP_K = 30
# A procedure bears on a question it shares a word with, or whose cosine to it is at least
# this (MiniLM: unrelated sentences mostly below 0.2).
PROCEDURE_MIN_COSINE = 0.3
PROBE_CHARS = 2000  # retrieval reads the start of a long turn (the embedder sees 256 tokens)
# Kinds that have their own layer stay out of the memories layer.
RETRIEVED_KINDS = sorted(MEMORY_KINDS - {"chunk", "procedure"})
CHANGE_KINDS = sorted(MEMORY_KINDS - {"chunk", "procedure", "working"})
DECISION_TERMS = "decided decision decide agreed chose chosen picked settled approved going"
DECISION = re.compile(
    r"\b(decid\w*|decision\w*|agreed|agree to|chose|chosen|pick(ed)?|settled on|approved|"
    r"going (to go )?with|we('ll| will) use|let'?s (go with|use))\b", re.IGNORECASE)
# Manager mode ranks the state of work in tiers: open tasks, then what changed since the thread's
# last turn, then recent decisions, then search hits. Score = tier + a within-tier score in [0, 1).
TIER = {"open_task": 3.0, "changed": 2.0, "decision": 1.0, "search": 0.0}
DEFAULT_CORE_TOKENS = 1000  # GRAPHMEM_CORE_MEMORY_TOKENS' default; Services passes the setting
CORE = "pinned"  # the reason of a core memory item


class ContextIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    query: str | None = Field(default=None, max_length=10_000)
    thread_id: str | None = Field(default=None, max_length=512)
    topic_id: str | None = Field(default=None, max_length=512)
    mode: Literal["answer", "manager"] | None = None
    token_budget: int | None = Field(default=None, ge=1, le=1_000_000)
    speakers: list[str] = Field(default_factory=list, max_length=100)
    exclude_memory_ids: list[str] = Field(default_factory=list, max_length=10_000)
    # Who is asking (a sender name): their person card goes into project_context.
    requester: str | None = Field(default=None, max_length=512)
    user_id: str | None = None

    @field_validator("query")
    @classmethod
    def _blank_is_none(cls, value: str | None) -> str | None:
        # No query means manager mode ("what is going on"), so a blank one means the same, and
        # one of invisible characters only (a control character) too: search would refuse it.
        return value if value and visible(value) else None


class ContextItem(BaseModel):
    memory_id: str
    text: str
    kind: str
    score: float
    tokens: int
    reason: str
    record_ids: list[str] = Field(default_factory=list)
    source_refs: list[str] = Field(default_factory=list)
    thread_id: str | None = None
    topic_id: str | None = None
    sender: str | None = None
    role: str | None = None
    occurred_at: str | None = None
    source_path: str | None = None
    previous: str | None = None  # for a change: the text it replaced
    corrected: bool = False  # a turn of the conversation corrected since (superseded)
    clipped: bool = False  # a protected turn cut to fit (its head kept, the cut marked)
    # One of the thread's last turns, which the budget never drops (not part of the answer).
    protected: bool = Field(default=False, exclude=True)


class ContextOut(BaseModel):
    mode: str
    query: str | None
    layers: dict[str, list[ContextItem]]
    token_counts: dict[str, int]
    total_tokens: int
    token_budget: int
    budgets: dict[str, int]
    dropped: dict[str, int]
    over_budget: bool
    warnings: list[str] = Field(default_factory=list)


@dataclass
class ContextJob:
    """What a provider may read: the request, the mode, the probe text and the services."""

    user_id: str
    req: ContextIn
    mode: str
    store: Any
    searcher: Any
    now: datetime
    probe: str | None = None  # the text retrieval runs with: the query, else the thread's last turn
    last_turn_at: str | None = None
    is_conversation: bool = False
    core_tokens: int = DEFAULT_CORE_TOKENS
    # What providers need the caller to know (core memory over its cap); list.append is atomic,
    # so providers running on the pool may add to it.
    warnings: list[str] = field(default_factory=list)
    excluded: frozenset[str] = field(init=False)  # what the caller has: not searched for

    def __post_init__(self) -> None:
        self.excluded = frozenset(self.req.exclude_memory_ids)

    def read(self, name: str, **params: Any) -> list[dict[str, Any]]:
        """The memories a context statement returns for this user, less any a rebuild or a
        forget deleted while it ran (they read back without properties)."""
        rows = self.store.read(name, user_id=self.user_id, **params)
        return still_there(rows, "memory_id")

    def search(self, kinds: list[str], top_k: int = SEARCH_TOP_K, mode: str | None = None):
        req = SearchIn(query=self.probe, mode=mode or self.mode, top_k=top_k, kinds=kinds,
                       speakers=self.req.speakers)
        return self.searcher.search(self.user_id, req, now=self.now,
                                    exclude=self.excluded).results


LayerProvider = Callable[[ContextJob], list[ContextItem]]


def budgets_for(token_budget: int | None) -> dict[str, int]:
    """The default split, scaled so the layers add up to at most `token_budget`."""
    total = token_budget or DEFAULT_TOTAL
    return {name: DEFAULT_BUDGETS[name] * total // DEFAULT_TOTAL for name in LAYERS}


# -- items -------------------------------------------------------------------------------------
def item(row: dict[str, Any], score: float, reason: str) -> ContextItem:
    return ContextItem(
        memory_id=row["memory_id"], text=row["text"], kind=row["kind"], score=round(score, 6),
        tokens=0, reason=reason, record_ids=row.get("record_ids") or [],
        source_refs=row.get("source_refs") or [], thread_id=row.get("thread_id"),
        topic_id=row.get("topic_id"), sender=row.get("sender"), role=row.get("role"),
        occurred_at=row.get("occurred_at"), source_path=row.get("source_path"),
        previous=row.get("previous"), corrected=bool(row.get("corrected")),
    )


def hit_item(hit, score: float, reason: str = "search") -> ContextItem:
    return ContextItem(
        memory_id=hit.memory_id, text=hit.text, kind=hit.kind, score=round(score, 6), tokens=0,
        reason=reason, record_ids=hit.record_ids, source_refs=hit.source_refs,
        thread_id=hit.thread_id, topic_id=hit.topic_id, sender=hit.sender,
        occurred_at=hit.occurred_at, source_path=hit.source_path,
    )


def _rank_score(i: int, n: int) -> float:
    """1.0 for the first of n rows, falling towards (not reaching) 0 for the last."""
    return 1.0 - i / (n + 1)


# -- providers ---------------------------------------------------------------------------------
def procedures(job: ContextJob) -> list[ContextItem]:
    """The strongest procedures; with a question, only the ones that bear on it (a word in
    common, or close in meaning): "often runs `pip install foo`" has no place in every prompt."""
    rows = job.read("context/procedures", now=iso(job.now), limit=50)
    if not job.probe or not rows:
        return [item(r, 0.5 * float(r["importance"]), "procedure") for r in rows]
    return [hit_item(h, 0.5 + h.score, "procedure") for h in job.search(["procedure"], 10)
            if h.signals.get("keyword", 0.0) > 0 or h.signals.get("semantic", 0.0)
            >= PROCEDURE_MIN_COSINE]


def pinned_core(job: ContextJob) -> list[ContextItem]:
    # The same core memory GET /memories/core shows (one source of truth: its cap, its order).
    # It outranks everything else in the layer (scores in (1, 2]), in core order.
    core = core_memory(job.store, job.user_id, job.core_tokens)
    if core.warning:
        job.warnings.append(core.warning)
    rows = core.memories
    return [item(r, 1.0 + _rank_score(i, len(rows)), CORE) for i, r in enumerate(rows)]


def project_state(job: ContextJob) -> list[ContextItem]:
    if not job.req.topic_id:
        return []
    rows = job.read("context/project", topic_id=job.req.topic_id, limit=50)
    return [item(r, float(r["importance"]) * _rank_score(i, len(rows)), "project")
            for i, r in enumerate(rows)]


def retrieved(job: ContextJob) -> list[ContextItem]:
    if not job.probe:
        return []
    hits = job.search(RETRIEVED_KINDS)
    if job.mode == "manager":  # search hits are the lowest tier of the manager snapshot
        return [hit_item(h, TIER["search"] + min(h.score, 0.999)) for h in hits]
    return [hit_item(h, h.score) for h in hits]


def open_tasks(job: ContextJob) -> list[ContextItem]:
    if job.mode != "manager":
        return []
    rows = job.read("context/open_tasks", now=iso(job.now), limit=20)
    return [item(r, TIER["open_task"] + 0.999 * _rank_score(i, len(rows)), "open_task")
            for i, r in enumerate(rows)]


def changes(job: ContextJob) -> list[ContextItem]:
    if job.mode != "manager":
        return []
    rows = job.read("context/changes_since", since=job.last_turn_at, now=iso(job.now),
                    thread_id=job.req.thread_id, kinds=CHANGE_KINDS, limit=20)
    return [item(r, TIER["changed"] + 0.999 * _rank_score(i, len(rows)), "changed")
            for i, r in enumerate(rows)]


def decisions(job: ContextJob) -> list[ContextItem]:
    if job.mode != "manager":
        return []
    rows = job.read("context/decisions", lucene=lucene_query(DECISION_TERMS, job.user_id),
                    k=500, limit=50)
    rows = [r for r in rows if DECISION.search(r["text"])][:10]
    return [item(r, TIER["decision"] + 0.999 * _rank_score(i, len(rows)), "decision")
            for i, r in enumerate(rows)]


def document_chunks(job: ContextJob) -> list[ContextItem]:
    if not job.store.read("context/has_kind", user_id=job.user_id, kind="chunk"):
        return []  # no documents: skip a search that could find nothing
    if job.probe:
        return [hit_item(h, h.score) for h in job.search(["chunk"], 20, mode="answer")]
    # No question: the documents that changed since the thread's last turn.
    rows = job.read("context/changes_since", since=job.last_turn_at, now=iso(job.now),
                    thread_id=None, kinds=["chunk"], limit=20)
    return [item(r, _rank_score(i, len(rows)), "changed") for i, r in enumerate(rows)]


def thread_turns(job: ContextJob) -> list[ContextItem]:
    if not job.req.thread_id:
        return []
    name = "context/conversation_turns" if job.is_conversation else "context/thread_turns"
    rows = job.read(name, thread_id=job.req.thread_id,
                    exclude=job.req.exclude_memory_ids, limit=RECENT_TURNS)
    # Rows come newest first; the score is recency rank, so the newest are kept first.
    items = [item(r, 1.0 + _rank_score(i, len(rows)), "recent_turn") for i, r in enumerate(rows)]
    for it in items[:PROTECTED_TURNS]:
        it.protected = True
    return items


def working_memory(job: ContextJob) -> list[ContextItem]:
    if not job.req.thread_id:
        return []
    rows = job.read("context/working", thread_id=job.req.thread_id, now=iso(job.now), limit=20)
    return [item(r, _rank_score(i, len(rows)), "working") for i, r in enumerate(rows)]


PROVIDERS: dict[str, list[LayerProvider]] = {
    "procedural": [procedures],
    "project_context": [pinned_core, project_state],
    "memories": [retrieved, open_tasks, changes, decisions],
    "document_chunks": [document_chunks],
    "recent_conversation": [thread_turns, working_memory],
}


def register_provider(layer: str, provider: LayerProvider) -> None:
    """Add a provider to a layer (idempotent). Its items compete with the others by score."""
    if layer not in PROVIDERS:
        raise KeyError(f"no context layer {layer!r}; layers are {', '.join(LAYERS)}")
    if provider not in PROVIDERS[layer]:
        PROVIDERS[layer].append(provider)


# -- fitting -----------------------------------------------------------------------------------
def fit(items: list[ContextItem], budget: int) -> tuple[list[ContextItem], int]:
    """Protected items always stay; the rest, best first, until the next one does not fit.

    That is "drop the lowest-scoring first": what stays is the longest best-first run within the
    budget. An item bigger than the whole budget could never be part of it and is left out
    without ending the run.
    """
    kept = [i for i in items if i.protected]
    used = sum(i.tokens for i in kept)
    rest = sorted((i for i in items if not i.protected), key=lambda i: i.score, reverse=True)
    dropped = 0
    for n, candidate in enumerate(rest):
        if candidate.tokens > budget:
            dropped += 1
            continue
        if used + candidate.tokens > budget:
            dropped += len(rest) - n
            break
        kept.append(candidate)
        used += candidate.tokens
    return kept, dropped


def _dedupe(items: list[ContextItem], taken: set[str], by_text: bool = True
            ) -> list[ContextItem]:
    """One item per memory (its best score), and with `by_text` per text: none already placed
    in another layer (`taken` holds memory ids and `_same_text` keys). The same sentence
    remembered three times, or a turn and the working memory of its one-turn session, was shown
    as many times. The conversation keeps its turns as said ("ok" twice is two turns)."""
    best: dict[str, ContextItem] = {}
    for it in items:
        if it.memory_id in taken or not it.text:
            continue
        key = _same_text(it.text) if by_text else it.memory_id
        if key in taken:
            continue
        seen = best.get(key)
        if seen is None or it.score > seen.score:
            best[key] = it
    return list(best.values())


def _same_text(text: str) -> str:
    """What two memories say alike, as `taken` keeps it (a prefix no memory id has)."""
    return "text:" + " ".join(text.split()).casefold()


CLIP_MARK = " [… clipped]"
WORD_END = re.compile(r"\S+")


def clip_tokens(text: str, limit: int) -> str:
    """The longest head of `text`, cut after a whole word, that fits `limit` tokens with the
    clip mark (counts add up across whitespace, so the result is exactly countable)."""
    if count_tokens(text) <= limit:
        return text
    keep = limit - count_tokens(CLIP_MARK)
    if keep <= 0:
        return ""
    # Every word is at least one token, so the head has at most `keep` words.
    ends = [m.end() for _, m in zip(range(keep), WORD_END.finditer(text), strict=False)]
    lo, hi = 0, len(ends)
    while lo < hi:  # the largest number of words whose head fits
        mid = (lo + hi + 1) // 2
        if count_tokens(text[:ends[mid - 1]]) <= keep:
            lo = mid
        else:
            hi = mid - 1
    return text[:ends[lo - 1]] + CLIP_MARK if lo else ""


# Below this many tokens a turn's share holds little beyond the clip mark.
USEFUL_CLIP = 12


def share_out(protected: list[ContextItem], room: int) -> None:
    """Protected turns that together exceed `room` are clipped to fair shares of it: a turn
    under its share stays whole and leaves the rest to the longer ones. When the shares would
    be too small to hold a useful start, the newest is kept first (API.md) and the older get
    what it leaves, maybe nothing."""
    if sum(i.tokens for i in protected) <= room:
        return
    left = room
    if room < len(protected) * USEFUL_CLIP:
        for it in sorted(protected, key=lambda i: i.score, reverse=True):
            if it.tokens > left:
                it.text, it.clipped = clip_tokens(it.text, left), True
                it.tokens = count_tokens(it.text)
            left -= it.tokens
        return
    ordered = sorted(protected, key=lambda i: i.tokens)
    for n, it in enumerate(ordered):
        share = left // (len(ordered) - n)
        if it.tokens > share:
            it.text, it.clipped = clip_tokens(it.text, share), True
            it.tokens = count_tokens(it.text)
        left -= it.tokens


def _count(items: list[ContextItem]) -> None:
    for it, n in zip(items, count_many([it.text for it in items]), strict=True):
        it.tokens = n


def _order(layer: str, items: list[ContextItem]) -> list[ContextItem]:
    if layer == "recent_conversation":  # a conversation reads oldest to newest
        turns = sorted((i for i in items if i.kind == "turn"), key=lambda i: i.score)
        return [i for i in items if i.kind != "turn"] + turns
    return sorted(items, key=lambda i: i.score, reverse=True)


# -- assembly ----------------------------------------------------------------------------------
class ContextAssembler:
    def __init__(self, store, searcher, clock: Callable[[], datetime] | None = None,
                 core_tokens: int = DEFAULT_CORE_TOKENS):
        self.store = store
        self.searcher = searcher
        self.clock = clock or (lambda: datetime.now(UTC))
        self.core_tokens = core_tokens
        self.pool = ThreadPoolExecutor(max_workers=4, thread_name_prefix="context")

    def job(self, user_id: str, req: ContextIn) -> ContextJob:
        mode = req.mode or ("answer" if req.query else "manager")
        job = ContextJob(user_id=user_id, req=req, mode=mode, store=self.store,
                         searcher=self.searcher, now=self.clock(), probe=req.query,
                         core_tokens=self.core_tokens)
        if req.thread_id:
            job.is_conversation = bool(self.store.read(
                "conversations/exists", user_id=user_id, id=req.thread_id))
            last = job.read("context/thread_last_turn", thread_id=req.thread_id)
            if last:
                job.last_turn_at = last[0]["recorded_at"]
                job.probe = job.probe or last[0]["text"][:PROBE_CHARS]
        return job

    def assemble(self, user_id: str, req: ContextIn) -> ContextOut:
        job = self.job(user_id, req)
        gathered = self._gather(job)
        total_budget = req.token_budget or DEFAULT_TOTAL
        budgets = budgets_for(total_budget)
        room = dict(budgets)
        taken = set(req.exclude_memory_ids)
        layers: dict[str, list[ContextItem]] = {}
        dropped: dict[str, int] = {}
        warnings: list[str] = list(job.warnings)
        for name in ASSEMBLY_ORDER:
            items = _dedupe(gathered[name], taken, by_text=name != "recent_conversation")
            _count(items)
            borrowable = room[name] + sum(room[n] for n in OVERFLOW_FROM)
            if name == "recent_conversation":
                # The protected turns may use what the negotiable layers would; beyond that
                # they are clipped, never dropped, so the total budget always holds.
                share_out([i for i in items if i.protected], borrowable)
            if name == "project_context":
                protect_core(items, borrowable)
            kept, dropped[name] = fit(items, max(0, room[name]))
            layers[name] = _order(name, kept)
            taken.update(i.memory_id for i in kept)
            taken.update(_same_text(i.text) for i in kept)
            warnings += _warnings(name, items, kept, room[name])
            # What protected items used beyond the layer's budget comes out of the others'.
            _take_overflow(room, sum(i.tokens for i in kept) - room[name])
        counts = {name: sum(i.tokens for i in layers[name]) for name in LAYERS}
        total = sum(counts.values())
        return ContextOut(
            mode=job.mode, query=req.query, layers={n: layers[n] for n in LAYERS},
            token_counts=counts, total_tokens=total, token_budget=total_budget,
            budgets=budgets, dropped={n: dropped[n] for n in LAYERS},
            over_budget=total > total_budget, warnings=warnings,
        )

    def _gather(self, job: ContextJob) -> dict[str, list[ContextItem]]:
        """Run every provider of every layer concurrently (they are independent reads)."""
        futures = {(name, p): self.pool.submit(p, job)
                   for name in LAYERS for p in list(PROVIDERS[name])}
        gathered: dict[str, list[ContextItem]] = {name: [] for name in LAYERS}
        for (name, _), future in futures.items():
            gathered[name].extend(future.result())
        return gathered


def protect_core(items: list[ContextItem], room: int) -> None:
    """Core memory items, in core order, are kept whatever the layer's budget while they fit
    `room` (the layer's budget and what it may borrow); the rest compete as usual."""
    used = 0
    for it in sorted((i for i in items if i.reason == CORE), key=lambda i: -i.score):
        if used + it.tokens <= room:
            it.protected = True
            used += it.tokens


def _warnings(name: str, items: list[ContextItem], kept: list[ContextItem],
              budget: int) -> list[str]:
    """What a caller should know was not silent: left-out core memory, protected overflow."""
    out = []
    pinned_out = sum(1 for i in items if i.reason == CORE) - sum(
        1 for i in kept if i.reason == CORE)
    if pinned_out:
        out.append(f"{pinned_out} pinned (core) memories did not fit the {budget}-token "
                   f"{name} budget and what it may borrow; raise token_budget or unpin some")
    used = sum(i.tokens for i in kept)
    if name == "recent_conversation" and used > budget:
        out.append(f"the last {PROTECTED_TURNS} turns are {used} tokens, over the "
                   f"{budget}-token recent_conversation budget: they are kept and the overflow "
                   "is taken from the memories and document_chunks budgets")
    clipped = sum(1 for i in kept if i.clipped and i.text)
    if clipped:
        out.append(f"{clipped} of the last {PROTECTED_TURNS} turns did not fit the "
                   f"{budget}-token recent_conversation budget with what it may borrow from "
                   "memories and document_chunks, and were clipped (their start is kept, the "
                   "cut marked)")
    emptied = sum(1 for i in kept if i.clipped and not i.text)
    if emptied:
        out.append(f"{emptied} of the last {PROTECTED_TURNS} turns got no room at all (the "
                   "newer ones took the token budget): their text is empty; raise token_budget")
    return out


def _take_overflow(room: dict[str, int], overflow: int) -> None:
    """Protected items' overflow (the last turns, the core memory) comes out of the most
    negotiable layers' budgets."""
    for name in OVERFLOW_FROM:
        if overflow <= 0:
            return
        taken = min(room[name], overflow)
        room[name] -= taken
        overflow -= taken


# -- rendering ---------------------------------------------------------------------------------
HEADINGS = {
    "procedural": "Procedures",
    "project_context": "Project context",
    "memories": "Relevant memories",
    "document_chunks": "Documents",
    "recent_conversation": "Earlier in this conversation",
}


def render_block(ctx: ContextOut, tag: str = "virtual-context") -> str:
    """The layers as one block to put in a system prompt; empty when there is nothing to say."""
    sections = []
    for name in LAYERS:
        lines = [_inert(_render_line(i), tag) for i in ctx.layers[name]]
        if lines:
            sections.append(f"## {HEADINGS[name]}\n" + "\n".join(lines))
    if not sections:
        return ""
    return f"<{tag}>\n" + "\n\n".join(sections) + f"\n</{tag}>"


def _inert(line: str, tag: str) -> str:
    """A stored text that writes the block's own tag ("</virtual-context>", a document's or a
    third party's words) must not end the block early and speak outside it: its "<" is
    written "&lt;"."""
    return re.sub(rf"<(\s*/?\s*{re.escape(tag)})", r"&lt;\1", line, flags=re.IGNORECASE)


def _render_line(it: ContextItem) -> str:
    when = f"[{it.occurred_at[:10]}] " if it.occurred_at and it.kind != "procedure" else ""
    who = f"{it.sender or it.role}: " if it.kind == "turn" and (it.sender or it.role) else ""
    where = f"({it.source_path}) " if it.source_path else ""
    was = f" (was: {it.previous})" if it.previous else ""
    # said in the conversation, so shown where it was said, but not to be taken as true
    was += " (corrected later)" if it.corrected else ""
    return f"- {when}{who}{where}{it.text}{was}"
