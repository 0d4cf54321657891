"""Episodes: one `episode` memory per thread that CONTAINS its turns, with an extractive summary
(its most central sentences) and an embedding. Recomputed from the thread's turns each time, so it
is the same whether built turn by turn, by the hourly job, or by a rebuild."""

from __future__ import annotations

from collections import Counter, defaultdict
from typing import Any

from graphmem.curate import lease
from graphmem.curate.common import (
    Clock,
    curated_id,
    decay_class_for,
    fresh_fields,
    system_clock,
)
from graphmem.curate.text import Item, summarize_with_vectors
from graphmem.models import iso
from graphmem.store.driver import Store

MIN_TURNS = 2  # a one-turn thread's episode would only repeat the turn
SUMMARY_SENTENCES = 3
SUMMARY_CHARS = 600
THREADS_PER_BATCH = 100
MAX_EPISODE_ENTITIES = 30


def episode_id(user_id: str, thread_id: str) -> str:
    return curated_id(user_id, "episode", thread_id)


def update_episodes(store: Store, embedder, user_id: str, thread_ids: list[str],
                    clock: Clock = system_clock, sizes: dict[str, int] | None = None,
                    vectors: dict[str, list[float]] | None = None) -> int:
    """Rebuild the episodes of these threads from their current turns (the writer may call this
    after a batch). Returns how many episodes were written; `sizes`, when given, gets each
    thread's current turn count (what a refresh of it costs: curate/refresh.py). `vectors`:
    embeddings of turns the caller holds ({memory id: vector}), which are then not read."""
    written = 0
    known = vectors or {}
    threads = sorted({t for t in thread_ids if t})
    for start in range(0, len(threads), THREADS_PER_BATCH):
        chunk = threads[start:start + THREADS_PER_BATCH]
        rows = store.read_values("curate/thread_turns", user_id=user_id, thread_ids=chunk,
                                 known=list(known))
        by_thread: dict[str, list[dict]] = defaultdict(list)
        for row in rows:
            if row["embedding"] is None:
                row["embedding"] = known.get(row["id"])
            by_thread[row["thread_id"]].append(row)
        if sizes is not None:
            sizes.update({thread: len(turns) for thread, turns in by_thread.items()})
        turns = [t for t in by_thread.values() if len(t) >= MIN_TURNS]
        written += _write(store, embedder, user_id, turns, clock)
    return written


def run(services, user_id: str, clock: Clock) -> dict[str, int]:
    """The job: every thread whose episode is missing or behind its turns."""
    stale = [r["thread_id"] for r in services.store.read(
        "curate/stale_threads", user_id=user_id, min_turns=MIN_TURNS)]
    written = update_episodes(services.store, services.embedder, user_id, stale, clock)
    return {"episodes": written}


def _write(store: Store, embedder, user_id: str, threads: list[list[dict]], clock: Clock) -> int:
    if not threads:
        return 0
    groups = [[Item(t["text"], t["embedding"], i) for i, t in enumerate(turns)]
              for turns in threads]
    summaries = summarize_with_vectors(embedder, groups, SUMMARY_SENTENCES, SUMMARY_CHARS)
    texts, vectors = [], []
    for (text, vector), turns in zip(summaries, threads, strict=True):
        # No sentence long enough to pick: the episode reads as, and is found by, its last turn.
        texts.append(text or turns[-1]["text"][:SUMMARY_CHARS])
        vectors.append(vector if text else turns[-1]["embedding"])
    now = iso(clock())
    contained = _contained(store, user_id, threads)
    rows = [_row(user_id, turns, text, vector, now, contained)
            for turns, text, vector in zip(threads, texts, vectors, strict=True)]
    # (write_many takes the user's append lock first: a refresh runs beside an import's next
    # slice, and both lock the user's entities (MENTIONS), in different orders.)
    lease.write_many(store, [("curate/upsert_memories", {"user_id": user_id, "rows": rows})])
    return len(rows)


def _contained(store: Store, user_id: str, threads: list[list[dict]]) -> dict[str, set[str]]:
    """The turns each thread's episode CONTAINS already, by episode id."""
    ids = [episode_id(user_id, turns[0]["thread_id"]) for turns in threads]
    rows = store.read_values("curate/episode_contains", user_id=user_id, episode_ids=ids)
    return {row["episode_id"]: set(row["contained"]) for row in rows}


def _row(user_id: str, turns: list[dict], text: str, vector, now: str,
         contained: dict[str, set[str]]) -> dict[str, Any]:
    first, last = turns[0], turns[-1]
    topics = [t["topic_id"] for t in turns if t["topic_id"]]
    entities = Counter(k for t in turns for k in set(t["entity_keys"] or []))
    props = {
        "id": episode_id(user_id, first["thread_id"]), "kind": "episode",
        "episode_scope": "thread", "text": text, "embedding": vector,
        "thread_id": first["thread_id"], "topic_id": topics[-1] if topics else None,
        "record_type": "conversation", "occurred_at": first["occurred_at"],
        "valid_from": first["occurred_at"], "last_turn_at": last["occurred_at"],
        "recorded_at": max(t["recorded_at"] for t in turns), "seq": max(t["seq"] for t in turns),
        "last_seq": max(t["seq"] for t in turns), "turn_count": len(turns),
        "decay_class": decay_class_for("episode"), "compressed": False, "compressed_into": None,
        "archived": False, "updated_at": now,
    }
    # Only the turns not linked yet (each linked with its record in the same write): the
    # others' CONTAINS and DERIVED_FROM are there already.
    have = contained.get(props["id"], set())
    new = [t for t in turns if t["id"] not in have]
    return {
        "props": props, "create": fresh_fields(),
        "record_ids": [t["record_id"] for t in new],
        "contains": [t["id"] for t in new],
        "entity_keys": [k for k, _ in entities.most_common(MAX_EPISODE_ENTITIES)],
    }
