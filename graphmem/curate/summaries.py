"""Monthly consolidation: per topic, a project summary of the last 30 days (decisions made,
recurring entities, open tasks) that supersedes the previous month's, and `procedure` memories for
multi-step sequences repeated across sessions: tool sequences (discovery.sequences) and step lists
a person writes in 2+ threads (steps). Every summary links its evidence."""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from datetime import timedelta

from graphmem.curate import discovery, lease, steps
from graphmem.curate.common import Clock, curated_id, decay_class_for, fresh_fields
from graphmem.curate.text import sentences
from graphmem.models import iso

WINDOW = timedelta(days=30)
MIN_MEMORIES = 3
MAX_DECISIONS = 5
MAX_ENTITIES = 8
MAX_TASKS = 5
MAX_EVIDENCE = 100
DECISION = re.compile(
    r"\b(?:decided|decision|agreed|chose|picked|settled on|went with|going with|will use|"
    r"switched to|opted for)\b", re.IGNORECASE)


def run(services, user_id: str, clock: Clock) -> dict[str, int]:
    now = clock()
    summaries = project_summaries(services, user_id, now)
    obs = discovery.observations(services.store, user_id, iso(now))
    procedures = discovery.write_findings(services, user_id, discovery.sequences(obs), obs,
                                          iso(now))
    described = steps.run(services, user_id, iso(now))
    return {"project_summaries": summaries, "sequence_procedures": procedures,
            "step_procedures": described}


def project_summaries(services, user_id: str, now) -> int:
    rows = services.store.read("curate/topic_window", user_id=user_id, since=iso(now - WINDOW),
                               now=iso(now))
    by_topic: dict[str, list[dict]] = defaultdict(list)
    for row in rows:
        by_topic[row["topic_id"]].append(row)
    drafts = []
    for topic, memories in sorted(by_topic.items()):
        if len(memories) < MIN_MEMORIES:
            continue
        tasks = services.store.read("curate/topic_open_tasks", user_id=user_id, topic_id=topic,
                                    at=iso(now), limit=MAX_TASKS)
        drafts.append(_draft(user_id, topic, memories, tasks, now))
    if not drafts:
        return 0
    vectors = services.embedder.encode([d["props"]["text"] for d in drafts])
    for draft, vector in zip(drafts, vectors, strict=True):
        draft["props"]["embedding"] = vector
    lease.write_many(services.store, [
        ("curate/upsert_memories", {"user_id": user_id, "rows": drafts}),
        ("curate/supersede_summaries", {"user_id": user_id, "rows": [
            {"id": d["props"]["id"], "topic_id": d["props"]["topic_id"]} for d in drafts]}),
    ])
    return len(drafts)


def _draft(user_id: str, topic: str, memories: list[dict], tasks: list[dict], now) -> dict:
    decisions = _decisions(memories)
    entities = _recurring(memories)
    period = f"{now:%Y-%m}"
    parts = [f"Project {topic}, 30 days to {now:%Y-%m-%d}."]
    if decisions:
        parts.append("Decisions: " + " ".join(_sentence(d["sentence"]) for d in decisions))
    if entities:
        parts.append("Recurring: " + ", ".join(f"{name} ({n})" for _, name, n in entities) + ".")
    if tasks:
        parts.append("Open tasks: " + "; ".join(t["text"] for t in tasks) + ".")
    keys = {k for k, _, _ in entities}
    evidence = [d["record_id"] for d in decisions]
    evidence += [rid for t in tasks for rid in t["record_ids"]]
    evidence += [m["record_id"] for m in reversed(memories)
                 if keys & {e["key"] for e in m["entities"]}]
    props = {
        "id": curated_id(user_id, "summary", topic, period), "kind": "summary",
        "summary_scope": "project", "period": period, "topic_id": topic,
        "text": " ".join(parts), "decisions": [d["sentence"] for d in decisions],
        "recurring_entities": [name for _, name, _ in entities],
        "open_task_ids": [t["memory_id"] for t in tasks], "record_type": "conversation",
        "occurred_at": iso(now), "valid_from": iso(now), "recorded_at": iso(now),
        "seq": max(m["seq"] for m in memories), "decay_class": decay_class_for("summary"),
    }
    return {"props": props, "create": fresh_fields(),
            "record_ids": list(dict.fromkeys(r for r in evidence if r))[:MAX_EVIDENCE],
            "entity_keys": sorted(keys)}


def _decisions(memories: list[dict]) -> list[dict]:
    """The latest sentences that state a decision, newest first, each once."""
    found, seen = [], set()
    for m in reversed(memories):
        if m["kind"] != "turn":
            continue
        for sentence in sentences(m["text"]):
            if DECISION.search(sentence) and sentence.lower() not in seen:
                seen.add(sentence.lower())
                found.append({"sentence": sentence, "record_id": m["record_id"]})
        if len(found) >= MAX_DECISIONS:
            break
    return found[:MAX_DECISIONS]


def _recurring(memories: list[dict]) -> list[tuple[str, str, int]]:
    """Entities mentioned by two or more of the topic's memories, most mentioned first."""
    counts: Counter[str] = Counter()
    names: dict[str, str] = {}
    for m in memories:
        for e in {e["key"]: e for e in m["entities"]}.values():
            counts[e["key"]] += 1
            names[e["key"]] = e["name"]
    ranked = sorted((k for k, n in counts.items() if n >= 2), key=lambda k: (-counts[k], k))
    return [(k, names[k], counts[k]) for k in ranked[:MAX_ENTITIES]]


def _sentence(text: str) -> str:
    return text if text[-1:] in ".!?" else text + "."
