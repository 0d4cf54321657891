"""Signals that come from a candidate's surroundings rather than from the candidate alone.

Conversational evidence clusters: the answer often sits next to the turn that matched (the
question before it, the follow-up after it) and in the session where several turns match. And a
question that names a speaker is usually about what that speaker said.

- neighbour: the best base score among a memory's NEXT neighbours in the pool;
- session: the mean of the top 3 base scores of the memory's thread in the pool;
- speaker: 1 when the memory's sender is named in the query;
- reply: the base score of the turn just before, when that turn is someone else's question. A
  question asked in the conversation ("What inspired you to join it?") often says what the
  user's question asks, and the answer is the reply, whose own words may match nothing.
"""

from __future__ import annotations

import re
from collections import defaultdict

from graphmem.retrieve.signals import asks

WORD = re.compile(r"[^\W_]+", re.UNICODE)


def neighbour_scores(base: dict[str, float], adjacency: dict[str, list[str]]) -> dict[str, float]:
    return {mid: max((base[n] for n in adjacency.get(mid, ()) if n in base), default=0.0)
            for mid in base}


def reply_scores(base: dict[str, float], rows: list[dict]) -> dict[str, float]:
    """Per memory: the base score of its previous turn if that is another sender's question."""
    by_id = {r["memory_id"]: r for r in rows}
    out = {}
    for r in rows:
        best = 0.0
        for prev_id in r.get("previous") or ():
            prev = by_id.get(prev_id)
            if prev is not None and prev_id in base and _asks(prev, r):
                best = max(best, base[prev_id])
        out[r["memory_id"]] = best
    return out


def _asks(prev: dict, reply: dict) -> bool:
    return prev.get("sender") != reply.get("sender") and asks(prev.get("text") or "")


def session_scores(base: dict[str, float], threads: dict[str, str | None],
                   top: int = 3) -> dict[str, float]:
    by_thread: dict[str, list[float]] = defaultdict(list)
    for mid, score in base.items():
        if threads.get(mid):
            by_thread[threads[mid]].append(score)
    means = {t: sum(sorted(v, reverse=True)[:top]) / min(top, len(v)) for t, v in by_thread.items()}
    return {mid: means.get(threads.get(mid) or "", 0.0) for mid in base}


def named_speakers(query: str, senders: set[str]) -> set[str]:
    """Senders whose name (or first name) is a word of the query, compared case-insensitively."""
    words = {w.lower() for w in WORD.findall(query)}
    named = set()
    for sender in senders:
        parts = [p.lower() for p in WORD.findall(sender)]
        if parts and (" ".join(parts) in " ".join(words) or parts[0] in words):
            named.add(sender)
    return named
