"""The write path: validate -> scrub -> append Record (seq, hash chain, idempotent) -> derive.

Everything a record derives is written in the same transaction as the record, so a write is
searchable when it returns. Embedding and entity extraction run before the transaction, batched.
A large import commits in slices, each slice written while the next one is derived (see
`_derive_and_commit`).
"""

from __future__ import annotations

import contextvars
import logging
from collections.abc import Callable
from contextlib import nullcontext
from dataclasses import dataclass, field
from typing import Any

from graphmem.ingest import derive
from graphmem.ingest.derive import PreparedRecord
from graphmem.ingest.hashing import chain_hash
from graphmem.models import RecordIn, RecordType, now_iso
from graphmem.priority import background_pool
from graphmem.retrieve.shared_index import COPIED_SCAN_MAX, SharedIndex
from graphmem.store.driver import Store, run_named
from neo4j import ManagedTransaction

log = logging.getLogger(__name__)


class CommitSignal:
    """Tells whoever listens (the proxy's routing gate) the user of each committed write."""

    def __init__(self):
        self._listeners: list[Callable[[str], None]] = []

    def listen(self, listener: Callable[[str], None]) -> None:
        self._listeners.append(listener)

    def __call__(self, user_id: str) -> None:
        for listener in list(self._listeners):
            listener(user_id)


class ChainHeadMissing(RuntimeError):
    """The user has records but their chain's head is gone (deleted outside graphmem): a write
    would start the chain again at seq 1 beside the records there. Nothing is written."""

    def __init__(self, user_id: str):
        super().__init__(
            f"user {user_id!r} has records but no chain head (it was deleted in the database "
            "outside graphmem), so nothing can be appended: `graphmem verify` shows the chain; "
            "restore the database, or export the user's records and import them into a new user")
        self.user_id = user_id


@dataclass
class Outcome:
    index: int
    id: str | None = None
    seq: int | None = None
    record_hash: str | None = None
    source_ref: str | None = None
    created: bool = False
    memory_ids: list[str] = field(default_factory=list)
    scrubbed: int = 0
    error: str | None = None  # "conflict" when the source_ref holds other content
    message: str | None = None


class RecordWriter:
    def __init__(self, store: Store, embedder, extractor=None, clock=now_iso, episodes=None,
                 committed: CommitSignal | None = None, facets: bool = True,
                 slice_records: int = 0, nice: int = 0, shared_index: SharedIndex | None = None):
        """`episodes`: an `EpisodeRefresher` (or None), told which threads a committed write
        touched; it refreshes their episodes in the background. `committed` is told the user
        of every committed write. `facets`: embed the sentences of multi-sentence turns too.
        `slice_records`: an import of more records commits in slices of this size (0: never).
        `nice`: how far the threads that derive and commit lower their priority, so that
        searches run first (graphmem/priority.py). `shared_index`: joins a user to the shared
        vector index when their write makes them big enough (retrieve/shared_index.py).
        """
        self.store = store
        self.embedder = embedder
        self.extractor = extractor
        self.clock = clock
        self.episodes = episodes
        self.committed = committed
        self.facets = facets
        self.slice_records = slice_records
        self.shared_index = shared_index or SharedIndex(store, COPIED_SCAN_MAX, nice)
        # Derives and commits each write, so that the caller's thread (a request's, which
        # may serve a search next) keeps its priority while these lower theirs. As many as
        # the server has request threads (Starlette's 40): a single write must not queue
        # behind whole imports, only behind the entity pipeline's lock as before.
        self._deriver = background_pool(40, "graphmem-derive", nice)
        # One worker (its thread starts on the first batch): encodes while spaCy parses.
        self._encoder = background_pool(1, "graphmem-encode", nice)
        # Writes one import's slice while the next is derived (one slice in flight per import).
        self._committer = background_pool(4, "graphmem-commit", nice)

    # -- public --------------------------------------------------------------------------------
    def append(self, user_id: str, record: RecordIn) -> Outcome:
        return self.append_many(user_id, [record])[0]

    def append_many(self, user_id: str, records: list[RecordIn]) -> list[Outcome]:
        # From the start: the next request of an import comes right behind this one, and its
        # validation and reads must not leave a gap the user's episode refresh runs in.
        with self._episodes_wait(user_id):
            return self._append_many(user_id, records)

    def _append_many(self, user_id: str, records: list[RecordIn]) -> list[Outcome]:
        prepared = [derive.prepare(i, r) for i, r in enumerate(records)]
        outcomes = {p.index: Outcome(p.index, source_ref=p.source_ref, scrubbed=p.scrubbed)
                    for p in prepared}
        fresh = self._drop_batch_duplicates(prepared, outcomes)
        fresh = self._drop_existing(user_id, fresh, outcomes, self._existing(user_id, fresh))
        if fresh:
            # in the caller's context: a curation lease it holds goes with the work
            context = contextvars.copy_context()
            self._deriver.submit(context.run, self._derive_and_commit, user_id, fresh,
                                 outcomes).result()
        return [_resolve_same_as(outcomes[i], outcomes) for i in range(len(records))]

    def _episodes_wait(self, user_id: str):
        """The episode refresher holds this user's refresh while the write runs, and a moment
        after (curate/refresh.py)."""
        return self.episodes.writing(user_id) if self.episodes is not None else nullcontext()

    def _derive_and_commit(self, user_id: str, fresh: list[PreparedRecord],
                           outcomes: dict[int, Outcome]) -> None:
        """Derive, then commit. While Neo4j writes one slice, the next is derived: deriving
        keeps both cores busy, writing mostly one (docs/DEVELOPING.md "Where import time goes").
        If a slice fails to commit, the slices before it stay written and the error reaches
        the caller; slicing is only used when a retry of the whole import is then safe."""
        parts = _slices(user_id, fresh, self.slice_records)
        done = _threads_done(parts)
        in_flight = None
        try:
            for part, threads in zip(parts, done, strict=True):
                self._derive(user_id, part)
                if in_flight is not None:
                    in_flight.result()  # a failed slice stops the import before the next
                in_flight = self._committer.submit(self._commit, user_id, part, outcomes,
                                                   threads)
            in_flight.result()
        except BaseException:
            if in_flight is not None and not in_flight.done():
                in_flight.exception()  # the derivation failed: let the slice in flight finish
            # the slices written before the failure count: their threads' episodes too
            self._touched_threads(user_id, fresh, outcomes)
            raise

    def _commit(self, user_id: str, part: list[PreparedRecord],
                outcomes: dict[int, Outcome], threads: set[str]) -> None:
        """Write a slice; then the threads whose new turns all are written now get their
        episodes refreshed, in the background while the next slice is derived (a thread that
        goes on in a later slice waits for it: refreshing it twice would read it twice)."""
        if self.store.write_tx(self._write, user_id, part, outcomes):
            self.shared_index.label(user_id)  # the user joined: their older memories now
        if self.committed is not None:
            self.committed(user_id)
        self._touched_threads(user_id, [p for p in part if p.record.thread_id in threads],
                              outcomes)

    # -- idempotency ---------------------------------------------------------------------------
    @staticmethod
    def _drop_batch_duplicates(prepared, outcomes) -> list[PreparedRecord]:
        seen: dict[str, PreparedRecord] = {}
        keep = []
        for p in prepared:
            ref = p.source_ref
            if ref is None or ref not in seen:
                if ref is not None:
                    seen[ref] = p
                keep.append(p)
                continue
            first = seen[ref]
            if first.content != p.content:
                _conflict(outcomes[p.index], ref)
            else:
                outcomes[p.index].error = f"same-as:{first.index}"
        return keep

    def _existing(self, user_id: str, prepared: list[PreparedRecord]) -> dict[str, dict]:
        refs = [p.source_ref for p in prepared if p.source_ref]
        if not refs:
            return {}
        rows = self.store.read("records/existing_by_source_ref", user_id=user_id,
                               source_refs=refs)
        return {row["source_ref"]: row for row in rows}

    @staticmethod
    def _drop_existing(user_id, prepared, outcomes, existing) -> list[PreparedRecord]:
        keep = []
        for p in prepared:
            row = existing.get(p.source_ref) if p.source_ref else None
            if row is None:
                keep.append(p)
            elif row["content"] == p.content:
                outcome = outcomes[p.index]
                outcome.id, outcome.seq, outcome.record_hash = row["id"], row["seq"], \
                    row["record_hash"]
                outcome.memory_ids = row["memory_ids"]
            else:
                _conflict(outcomes[p.index], p.source_ref)
        return keep

    def _touched_threads(self, user_id: str, prepared: list[PreparedRecord],
                         outcomes: dict[int, Outcome]) -> None:
        """After the commit: the threads that got new turns have their episodes refreshed, off
        this request's path."""
        if self.episodes is None:
            return
        turns = [p for p in prepared if outcomes[p.index].created
                 and p.record.type == RecordType.conversation and p.record.thread_id]
        if turns:
            vectors = {d.id: d.embedding for p in turns for d in p.memories  # its one turn
                       if d.embedding is not None}
            self.episodes.submit(user_id, {p.record.thread_id for p in turns}, vectors)

    # -- derivation (outside the transaction) --------------------------------------------------
    def _derive(self, user_id: str, prepared: list[PreparedRecord]) -> None:
        for p in prepared:
            # A stored record being derived again (rebuild) keeps its id.
            p.record_id = p.record_id or derive.record_id(user_id, p.source_ref)
            derive.draft_memories(p, p.record_id)
        drafts = [(p, d) for p in prepared for d in p.memories]
        # The model encodes (GIL released) on the encoder thread, one core, while spaCy parses
        # on this thread; then this thread encodes too (nlp/batches.py).
        # A text longer than the model reads (a document's chunk) is encoded by its pieces
        parts = [derive.embedding_parts(p, d, self.embedder.window_tokens) for p, d in drafts]
        facets = [derive.facet_texts(p, d) if self.facets else [] for p, d in drafts]
        job = self.embedder.batches([t for group in parts + facets for t in group])
        # Not waited for: with another import's batches in hand, it leaves these to this thread.
        self._encoder.submit(job.work)
        extractions = self._extract([d.text for _, d in drafts])
        job.work()
        vectors = iter(job.result())
        pieces = [[next(vectors) for _ in group] for group in parts]
        for (_, draft), encoded, group in zip(drafts, pieces, facets, strict=True):
            draft.embedding = derive.mean_vector(encoded)
            draft.facets = [next(vectors).tolist() for _ in group]
            if len(encoded) > 1 and self.facets:  # each piece findable on its own
                draft.facets = [v.tolist() for v in encoded[:derive.MAX_FACETS]]
        for (p, draft), extraction in zip(drafts, extractions, strict=True):
            derive.attach_entities(p, draft, extraction, self._sender(p))

    def _extract(self, texts: list[str]) -> list[Any]:
        if self.extractor is None:
            return [None] * len(texts)
        try:
            return self.extractor.extract_many(texts)
        except Exception:  # entity extraction must never fail a write
            log.exception("entity extraction failed; storing without entities")
            return [None] * len(texts)

    def _sender(self, p: PreparedRecord):
        if not p.record.sender or self.extractor is None:
            return None
        from graphmem.nlp.entities import person_mention

        return person_mention(p.record.sender)

    # -- rebuild -------------------------------------------------------------------------------
    def rederive(self, user_id: str, prepared: list[PreparedRecord], rows: list[dict[str, Any]],
                 guard=None) -> dict[int, list[str]]:
        """Derive again for records already stored (rebuild): the derivation and persistence of
        an append, without appending. Each `prepared[i].record_id` is the stored id and
        `rows[i]` the stored record; `guard(tx)` runs first in the transaction (a lease fence)."""
        self._derive(user_id, prepared)
        return self.store.write_tx(self._rewrite, user_id, prepared, rows, guard)

    def _rewrite(self, tx: ManagedTransaction, user_id: str, prepared: list[PreparedRecord],
                 rows: list[dict[str, Any]], guard) -> dict[int, list[str]]:
        if guard is not None:
            guard(tx)
        # Same per-user lock as an append: live writes and the replay take turns.
        run_named(tx, "records/lock_head", {"user_id": user_id, "now": self.clock()})
        from graphmem.ingest.persist import persist_derived

        return persist_derived(tx, user_id, prepared, rows)

    # -- the transaction -----------------------------------------------------------------------
    def _write(self, tx: ManagedTransaction, user_id: str, prepared: list[PreparedRecord],
               outcomes: dict[int, Outcome]) -> bool:
        """Append and derive; whether the user joined the shared vector index with it."""
        now = self.clock()
        head = run_named(tx, "records/lock_head", {"user_id": user_id, "now": now})[0]
        if head["orphaned"]:
            raise ChainHeadMissing(user_id)
        # Re-check under the lock: another writer may have stored the same source_ref meanwhile.
        refs = [p.source_ref for p in prepared if p.source_ref]
        existing = {row["source_ref"]: row for row in run_named(
            tx, "records/existing_by_source_ref", {"user_id": user_id, "source_refs": refs})}
        prepared = self._drop_existing(user_id, prepared, outcomes, existing)
        if not prepared:
            return False
        joined = self.shared_index.join_in(tx, user_id, len(prepared), now)
        rows = self._chain(user_id, prepared, head["seq"], head["hash"], now)
        run_named(tx, "records/create", {"user_id": user_id, "rows": rows,
                                         "seq": rows[-1]["seq"], "hash": rows[-1]["record_hash"]})
        for p, row in zip(prepared, rows, strict=True):
            out = outcomes[p.index]
            out.id, out.seq, out.record_hash, out.created = row["id"], row["seq"], \
                row["record_hash"], True
        from graphmem.ingest.persist import persist_derived

        for p, memory_ids in persist_derived(tx, user_id, prepared, rows).items():
            outcomes[p].memory_ids = memory_ids
        # Contradictions this batch introduced (same-time state values, single-valued relations
        # with a new object) are flagged now; no query runs when the batch has neither.
        from graphmem.retrieve.conflicts import check_batch

        check_batch(tx, user_id, rows, [rel for p in prepared for rel in p.relations], now=now)
        return joined

    @staticmethod
    def _chain(user_id, prepared, seq, prev_hash, now) -> list[dict[str, Any]]:
        rows = []
        for p in prepared:
            seq += 1
            r = p.record
            row = {
                "id": p.record_id, "user_id": user_id, "seq": seq, "type": r.type.value,
                "content": p.content, "source_ref": r.source_ref,
                "prev_source_ref": r.prev_source_ref, "supersedes": r.supersedes,
                "thread_id": r.thread_id, "topic_id": r.topic_id, "sender": r.sender,
                "role": r.role.value if r.role else None,
                "occurred_at": p.occurred_at or now, "recorded_at": now,
                "kind": r.kind if r.type == RecordType.state_object else None,
                "key": r.key if r.type == RecordType.state_object else None,
                "source_path": r.source_path, "metadata": p.metadata_json,
                "scrubbed": p.scrubbed, "flags": p.flags,
            }
            row["record_hash"] = chain_hash(row, prev_hash)
            prev_hash = row["record_hash"]
            rows.append(row)
        return rows


def _slices(user_id: str, fresh: list[PreparedRecord], size: int) -> list[list[PreparedRecord]]:
    """The import in commit slices of `size` records, or whole when slicing could change what
    it writes or a retry could duplicate it: a record without `source_ref` would be appended
    again by a retry after a partial failure, and a `supersedes` naming a later record of the
    same import finds it only when both are written in one transaction."""
    if size <= 0 or len(fresh) <= size or not all(p.source_ref for p in fresh):
        return [fresh]
    later: set[str] = set()
    for p in reversed(fresh):
        if p.record.supersedes and p.record.supersedes in later:
            return [fresh]
        later.update((p.source_ref, derive.record_id(user_id, p.source_ref)))
    # Even slices: a last slice of a few records would be derived with little to overlap.
    count = -(-len(fresh) // size)
    base, extra = divmod(len(fresh), count)
    bounds = [0]
    for i in range(count):
        bounds.append(bounds[-1] + base + (i < extra))
    return [fresh[a:b] for a, b in zip(bounds, bounds[1:], strict=False)]


def _threads_done(parts: list[list[PreparedRecord]]) -> list[set[str]]:
    """For each slice, the threads whose last new record of this import is in it."""
    last = {p.record.thread_id: i for i, part in enumerate(parts) for p in part
            if p.record.thread_id}
    done: list[set[str]] = [set() for _ in parts]
    for thread, i in last.items():
        done[i].add(thread)
    return done


def _resolve_same_as(outcome: Outcome, outcomes: dict[int, Outcome]) -> Outcome:
    """A record repeated inside one batch answers like its first copy, as not created."""
    if outcome.error and outcome.error.startswith("same-as:"):
        first = outcomes[int(outcome.error.split(":", 1)[1])]
        outcome.id, outcome.seq, outcome.record_hash = first.id, first.seq, first.record_hash
        outcome.memory_ids, outcome.error = list(first.memory_ids), None
    return outcome


def _conflict(outcome: Outcome, ref: str | None) -> None:
    outcome.error = "conflict"
    outcome.message = (f"source_ref {ref!r} already holds different content; records are "
                       "append-only: send a new record with `supersedes` to correct it")
