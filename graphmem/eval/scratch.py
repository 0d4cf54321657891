"""Scratch users: the users an evaluation (`locomo-*`) or a benchmark (`bench-*`) writes, and
their removal. Left behind, they stay in the store's one vector index, and every other user's
approximate search wades through them (48 leftover ingest-bench users, 147k memories, doubled
the 100k bench user's /search p50)."""

from __future__ import annotations

from graphmem.retrieve.own_index import drop_own_index


def drop_scratch_user(store, user: str, prefix: str, batch: int = 2000) -> None:
    """Delete every node of `user`, which must be named with `prefix` (never a real user): its
    memories, then its entities' remaining edges, then the rest, a transaction per batch (a
    100k-memory user's entities hold millions of edges; in one go they went past Neo4j's
    transaction memory limit)."""
    if not user.startswith(prefix):
        raise ValueError(f"not a scratch user ({prefix}*): {user}")
    for step in ("admin/drop_scratch_memories", "admin/drop_scratch_entity_edges",
                 "admin/drop_scratch_user"):
        while store.write(step, user_id=user, batch=batch)[0]["deleted"]:
            pass
    drop_own_index(store, user)  # a big one may have had a vector index of its own
