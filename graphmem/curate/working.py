"""Working memory: one `working` memory per live session of a thread (turns no more than
`working_session_gap_hours` apart), with a TTL (`expires_at` = last turn + `working_ttl_hours`)
and a priority (high: it produced a high-priority open task; medium: any open task, or two or more
entities besides people and dates; else low). The daily job promotes expired items that were
accessed and have priority >= medium into episodic memory and soft-expires the rest."""

from __future__ import annotations

from collections import Counter, defaultdict
from datetime import timedelta

from graphmem.curate import lease
from graphmem.curate.common import Clock, curated_id, decay_class_for, fresh_fields, shift
from graphmem.curate.text import Item, summarize_many
from graphmem.models import iso
from graphmem.models import parse_iso as parse

SUMMARY_SENTENCES = 2
SUMMARY_CHARS = 400
# A session may have begun before its last turn's TTL window; look this much further back.
LOOKBACK = timedelta(days=7)
SETTLED = ("promoted", "expired")


def run(services, user_id: str, clock: Clock) -> dict[str, int]:
    now = clock()
    settings = services.settings
    ttl = timedelta(hours=settings.working_ttl_hours)
    sessions = _live_sessions(services.store, user_id, now, ttl,
                              timedelta(hours=settings.working_session_gap_hours))
    sessions = _unsettled(services.store, user_id, sessions)
    rows = _rows(services, user_id, sessions, ttl, now)
    statements = [("curate/settle_working", {"user_id": user_id, "now": iso(now)})]
    if rows:
        statements[:0] = [("curate/upsert_memories", {"user_id": user_id, "rows": rows}),
                          ("curate/replace_working", {"user_id": user_id, "rows": rows})]
    settled = lease.write_many(services.store, statements)[-1][0]
    return {"working": len(rows), "promoted": settled["promoted"] or 0,
            "expired": settled["expired"] or 0}


def restore_sessions(services, user_id: str, saved: list[dict], clock: Clock) -> int:
    """A rebuild: the working memories of these sessions ({id, thread_id, status, settled_at},
    read before the layer was dropped) made again from their turns. One that had settled is
    settled as it was; one still active stays so, for the job to settle when its TTL runs out."""
    if not saved:
        return 0
    wanted = {s["id"] for s in saved}
    threads = sorted({s["thread_id"] for s in saved if s["thread_id"]})
    gap = timedelta(hours=services.settings.working_session_gap_hours)
    sessions = [s for s in _sessions(services.store, user_id, threads, gap)
                if _session_id(user_id, s) in wanted]
    ttl = timedelta(hours=services.settings.working_ttl_hours)
    rows = _rows(services, user_id, sessions, ttl, clock())
    if not rows:
        return 0
    settled = [{"id": s["id"], "status": s["status"], "settled_at": s["settled_at"]}
               for s in saved if s.get("status") in SETTLED and s.get("settled_at")]
    statements = [("curate/upsert_memories", {"user_id": user_id, "rows": rows})]
    if settled:
        statements.append(("curate/resettle_working", {"user_id": user_id, "rows": settled}))
    lease.write_many(services.store, statements)
    return len(rows)


def _unsettled(store, user_id: str, sessions: list[list[dict]]) -> list[list[dict]]:
    """Leave out the sessions that already settled (a turn came late into one)."""
    if not sessions:
        return sessions
    ids = [_session_id(user_id, s) for s in sessions]
    settled = {r["id"] for r in store.read("curate/settled_sessions", user_id=user_id, rows=[
        {"id": i, "contains": [t["id"] for t in s]} for i, s in zip(ids, sessions, strict=True)])}
    return [s for i, s in zip(ids, sessions, strict=True) if i not in settled]


def _live_sessions(store, user_id: str, now, ttl: timedelta, gap: timedelta) -> list[list[dict]]:
    threads = [r["thread_id"] for r in store.read(
        "curate/active_threads", user_id=user_id, since=iso(now - ttl), now=iso(now))]
    if not threads:
        return []
    sessions = _sessions(store, user_id, threads, gap, iso(now - ttl - LOOKBACK), iso(now))
    return [s for s in sessions if parse(s[-1]["occurred_at"]) + ttl > now]


def _sessions(store, user_id: str, threads: list[str], gap: timedelta, since: str | None = None,
              until: str | None = None) -> list[list[dict]]:
    """The threads' current turns (occurred within [since, until] when given), as sessions."""
    by_thread: dict[str, list[dict]] = defaultdict(list)
    for row in store.read_values("curate/thread_turns", user_id=user_id, thread_ids=threads,
                                 known=[]):
        at = row["occurred_at"]
        if (since is None or since <= at) and (until is None or at <= until):
            by_thread[row["thread_id"]].append(row)
    return [session for turns in by_thread.values() for session in _split(turns, gap)]


def _session_id(user_id: str, session: list[dict]) -> str:
    return curated_id(user_id, "working", session[0]["thread_id"], session[0]["id"])


def _split(turns: list[dict], gap: timedelta) -> list[list[dict]]:
    sessions: list[list[dict]] = []
    for turn in turns:
        if sessions and parse(turn["occurred_at"]) - parse(sessions[-1][-1]["occurred_at"]) <= gap:
            sessions[-1].append(turn)
        else:
            sessions.append([turn])
    return sessions


def _rows(services, user_id: str, sessions: list[list[dict]], ttl: timedelta, now) -> list[dict]:
    if not sessions:
        return []
    record_ids = [t["record_id"] for s in sessions for t in s]
    task_priority: dict[str, set[str]] = defaultdict(set)
    for row in services.store.read("curate/session_tasks", user_id=user_id,
                                   record_ids=record_ids):
        task_priority[row["record_id"]].add(row["priority"])
    groups = [[Item(t["text"], t["embedding"], i) for i, t in enumerate(s)] for s in sessions]
    texts = summarize_many(services.embedder, groups, SUMMARY_SENTENCES, SUMMARY_CHARS)
    texts = [t or s[-1]["text"][:SUMMARY_CHARS] for t, s in zip(texts, sessions, strict=True)]
    vectors = services.embedder.encode(texts)
    return [_row(user_id, s, text, vector, _priority(s, task_priority), ttl, now)
            for s, text, vector in zip(sessions, texts, vectors, strict=True)]


def _priority(session: list[dict], task_priority: dict[str, set[str]]) -> str:
    said = set().union(*(task_priority.get(t["record_id"], set()) for t in session))
    if "high" in said:
        return "high"
    # Speakers and dates are in every chat; what the session is about is the rest.
    entities = {k for t in session for k in t["topic_keys"] or []}
    return "medium" if said or len(entities) >= 2 else "low"


def _row(user_id, session, text, vector, priority, ttl, now) -> dict:
    first, last = session[0], session[-1]
    topics = [t["topic_id"] for t in session if t["topic_id"]]
    entities = Counter(k for t in session for k in set(t["entity_keys"] or []))
    props = {
        "id": _session_id(user_id, session),
        "kind": "working", "text": text, "embedding": vector, "priority": priority,
        "expires_at": shift(parse(last["occurred_at"]), seconds=ttl.total_seconds()),
        "thread_id": first["thread_id"], "topic_id": topics[-1] if topics else None,
        "record_type": "conversation", "occurred_at": first["occurred_at"],
        "valid_from": first["occurred_at"], "last_turn_at": last["occurred_at"],
        "recorded_at": max(t["recorded_at"] for t in session),
        "seq": max(t["seq"] for t in session), "turn_count": len(session),
        "decay_class": decay_class_for("working"), "updated_at": iso(now),
    }
    return {"props": props, "create": {**fresh_fields(), "working_status": "active"},
            "record_ids": [t["record_id"] for t in session],
            "contains": [t["id"] for t in session],
            "entity_keys": [k for k, _ in entities.most_common(20)]}
