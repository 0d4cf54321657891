"""Task extraction from conversation text (no LLM), with the seed's patterns and weights:

    confidence = signal * 0.6 + entity_density * 0.25 + recency_boost * 0.15

`signal` is the pattern's weight; `entity_density` is 1 when the task names a known entity (one
the entity pipeline linked in that turn), else 0; `recency_boost` is 1 when the task is mentioned
again within RECENCY_WINDOW turns of the same thread. At >= 0.70 a `task` memory is written
(priority medium), at >= 0.85 priority high. "Before we can X, we need Y" makes Y a task that
BLOCKS X, and Y counts the entities X names. A person confirms (tracked, no expiry) or
dismisses (soft-deleted) a task; an unconfirmed task expires `task_ttl_days` after it was said."""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass, field

from graphmem.curate import decisions, dedup, lease
from graphmem.curate.common import Clock, curated_id, decay_class_for, fresh_fields, shift
from graphmem.curate.text import words
from graphmem.models import iso
from graphmem.models import parse_iso as parse

_APOS = "['\u2019]"
PATTERNS: list[tuple[str, float, re.Pattern]] = [
    (name, weight, re.compile(pattern, re.IGNORECASE)) for name, weight, pattern in [
        ("todo", 0.90, r"\bTODO\s*[:\-]\s*(?P<task>.+)"),
        ("dont_forget", 0.85, rf"\b(?:don{_APOS}?t|do not) forget to\s+(?P<task>.+)"),
        ("i_need_to", 0.80, r"\bI need to\s+(?P<task>.+)"),
        ("before_we_can", 0.78, r"\bbefore we can\s+(?P<blocked>.+?),?\s+we(?:" + _APOS
         + r"ll| will)?\s+(?:first\s+)?need(?:\s+to)?\s+(?P<task>.+)"),
        ("we_need_to", 0.75, r"\bwe need to\s+(?P<task>.+)"),
        ("follow_up", 0.72, r"\bfollow up (?:on|with)\s+(?P<task>.+)"),
        ("next_step", 0.70, r"\b(?:the\s+)?next step is\s+(?:to\s+)?(?P<task>.+)"),
        ("i_should", 0.65, r"\bI should\s+(?P<task>.+)"),
    ]
]
# Cheap server-side filter (Java regex) for turns worth reading at all.
PREFILTER = (r"(?is).*(todo\s*[:\-]|forget to|i need to|before we can|we need to|follow up|"
             r"next step is|i should).*")
TASK_AT, HIGH_AT = 0.70, 0.85
W_SIGNAL, W_ENTITY, W_RECENCY = 0.6, 0.25, 0.15
RECENCY_WINDOW = 10  # turns either side
RECENCY_SHARE = 0.6  # share of the task's content words another turn must repeat
MAX_TASK_CHARS = 160
_SUPPOSED = re.compile(r"^\W*(?:\w+\s+)?(?:if|unless|suppose|supposing|what if)\b", re.I)
_CLAUSE_SPLIT = re.compile(r"(?<=[.!?;])\s+|\n+")
_STOP = set("""a an the to of for in on at by with and or but is are be been it this that these
those we i you he she they our my your their me us them will would should could can need
must just also then than so not no do does did have has had get got make sure""".split())


@dataclass
class Found:
    turn: dict
    index: int  # sentence (and part) number inside the turn
    signal: str
    weight: float
    text: str
    entity_keys: list[str]
    density: float
    recency: float
    blocks: Found | None = None
    blocks_text: str | None = None
    id: str = ""
    extra_record_ids: list[str] = field(default_factory=list)

    @property
    def confidence(self) -> float:
        return round(self.weight * W_SIGNAL + self.density * W_ENTITY
                     + self.recency * W_RECENCY, 4)

    @property
    def priority(self) -> str:
        return "high" if self.confidence >= HIGH_AT else "medium"


def run(services, user_id: str, clock: Clock) -> dict[str, int]:
    now = clock()
    turns = services.store.read("curate/task_turns", user_id=user_id, pattern=PREFILTER,
                                now=iso(now))
    windows = _thread_words(services.store, user_id, turns)
    found = [f for turn in turns for f in extract(user_id, turn, windows.get(turn["thread_id"]))]
    tasks = [f for f in found if f.confidence >= TASK_AT]
    tasks += [f.blocks for f in tasks if f.blocks is not None and f.blocks.confidence >= TASK_AT]
    retract = ("curate/retract_tasks", {"user_id": user_id, "now": iso(now)})
    if not tasks:
        return {"tasks": 0, "retracted": lease.write_many(services.store, [retract])[0][0][
            "retracted"]}
    kept = _merge(services, tasks)
    decided = decisions.read(services.store, user_id, "task")
    ttl = services.settings.task_ttl_days
    rows = [_row(c.payload["found"], c, decided.get(c.id), ttl, now) for c in kept]
    canon = {c.id: c.id for c in kept} | {o.id: c.id for c in kept for o, _ in c.merged}
    blocks = [{"from": canon[f.id], "to": canon[f.blocks.id]} for f in tasks
              if f.blocks is not None and f.blocks.id in canon and f.id in canon]
    settings = services.settings
    evidence = [e for c in kept for e in c.evidence_rows(user_id, settings.dedup_log,
                                                         settings.dedup_reinforce, iso(now))]
    written = lease.write_many(services.store, [
        retract,  # in the same transaction as the tasks written
        ("curate/upsert_memories", {"user_id": user_id, "rows": rows}),
        ("curate/link_blocks", {"user_id": user_id, "rows": blocks}),
        ("curate/log_evidence", {"user_id": user_id, "rows": evidence}),
    ])
    return {"tasks": len(rows), "open": sum(r["props"]["task_status"] == "open" for r in rows),
            "retracted": written[0][0]["retracted"]}


def extract(user_id: str, turn: dict, window: dict | None) -> list[Found]:
    """The task candidates of one turn (any confidence), one per sentence at most."""
    out = []
    for index, sentence in enumerate(_clauses(turn["text"])):
        for name, weight, pattern in PATTERNS:
            match = pattern.search(sentence)
            if not match:
                continue
            task = _candidate(user_id, turn, index, name, weight, match.group("task"), window)
            if task is None:
                break
            if name == "before_we_can":
                goal = _candidate(user_id, turn, index, "blocked_goal", weight,
                                  match.group("blocked"), window, part="goal")
                task.blocks, task.blocks_text = goal, goal.text if goal else None
                _share_goal_entities(task, goal, sentence)
            out.append(task)
            break
    return out


def _candidate(user_id, turn, index, name, weight, clause, window, part="task") -> Found | None:
    text = _clean(clause)
    if len(text) < 3:
        return None
    if name == "follow_up":
        text = "Follow up on " + text[0].lower() + text[1:]
    keys = _entities_in(text, turn["mentions"])
    found = Found(turn, index, name, weight, text, keys, 1.0 if keys else 0.0,
                  _recency(text, turn["id"], window))
    found.id = curated_id(user_id, "task", turn["id"], str(index), part)
    return found


def _share_goal_entities(task: Found, goal: Found | None, sentence: str) -> None:
    """"Before we can launch Falcon, we need to finish the security review": the review is
    Falcon's, though the task does not name it, so it counts Falcon's entities as its own.
    Not in a question or a supposition ("..., we need to do what exactly?", "If before we can
    hire, we need to wait a year, I quit"): nothing there is to be done, and the goal's entities
    alone would make it a task."""
    if _SUPPOSED.search(sentence) or sentence.rstrip().endswith("?"):
        return
    if goal is not None and goal.entity_keys and not task.entity_keys:
        task.entity_keys, task.density = list(goal.entity_keys), 1.0


def _clauses(text: str) -> list[str]:
    return [c.strip() for c in _CLAUSE_SPLIT.split(text or "") if c.strip()]


def _clean(clause: str) -> str:
    text = " ".join(clause.split()).strip(" \t\"'`*-:")
    text = re.sub(r"[.!?;,:]+$", "", text).strip()
    if len(text) > MAX_TASK_CHARS:
        text = text[:MAX_TASK_CHARS].rsplit(" ", 1)[0]
    return text[:1].upper() + text[1:]


def _entities_in(text: str, mentions: list[dict]) -> list[str]:
    """Entities linked in the turn whose surface form (or name) is written inside the task."""
    lowered = text.lower()
    keys = []
    for m in mentions or []:
        forms = [s for s in (m.get("surface") or []) if s] + [m.get("name") or ""]
        if any(f and re.search(rf"(?<!\w){re.escape(f.lower())}(?!\w)", lowered) for f in forms):
            keys.append(m["key"])
    return sorted(set(keys))


def _content_words(text: str) -> set[str]:
    return {w for w in words(text) if len(w) >= 3 and w not in _STOP}


def _recency(text: str, turn_id: str, window: dict | None) -> float:
    """1.0 when another turn near this one repeats most of the task's content words."""
    wanted = _content_words(text)
    if len(wanted) < 2 or not window or turn_id not in window["position"]:
        return 0.0
    at = window["position"][turn_id]
    lo, hi = max(0, at - RECENCY_WINDOW), at + RECENCY_WINDOW + 1
    for pos, other in enumerate(window["words"][lo:hi], start=lo):
        if pos != at and len(wanted & other) >= RECENCY_SHARE * len(wanted):
            return 1.0
    return 0.0


def _thread_words(store, user_id: str, turns: list[dict]) -> dict[str, dict]:
    threads = sorted({t["thread_id"] for t in turns if t["thread_id"]})
    if not threads:
        return {}
    windows: dict[str, dict] = defaultdict(lambda: {"position": {}, "words": []})
    for row in store.read("curate/thread_texts", user_id=user_id, thread_ids=threads):
        w = windows[row["thread_id"]]
        w["position"][row["id"]] = len(w["words"])
        w["words"].append(_content_words(row["text"]))
    return windows


def _merge(services, tasks: list[Found]) -> list[dedup.Candidate]:
    """The same task said twice is one task (three-tier dedup), carrying both as evidence."""
    vectors = services.embedder.encode([f.text for f in tasks])
    candidates = [
        dedup.Candidate(f.id, f.text, v, [f.turn["record_id"]],
                        (f.turn["occurred_at"], f.turn["seq"], f.index, f.id), {"found": f})
        for f, v in zip(tasks, vectors, strict=True)
    ]
    return dedup.merge(candidates, services.settings.dedup_log)


def _row(found: Found, cand: dedup.Candidate, decision: str | None, ttl_days: float, now) -> dict:
    turn = found.turn
    group = [found] + [o.payload["found"] for o, _ in cand.merged]
    best = max(group, key=lambda f: f.confidence)
    confirmed = decision == "confirm"
    expires = None
    if ttl_days > 0 and not confirmed:
        expires = shift(parse(turn["occurred_at"]), days=ttl_days)
    status = "open"
    if decision == "dismiss":
        status = "dismissed"
    elif expires is not None and expires <= iso(now):
        status = "expired"
    props = {
        "id": found.id, "kind": "task", "text": found.text, "embedding": cand.vector,
        "task_status": status, "priority": best.priority, "confidence": best.confidence,
        "signal": best.signal, "entity_density": best.density, "recency_boost": best.recency,
        "blocks_text": found.blocks_text, "confirmed": confirmed,
        "archived": status == "dismissed", "expires_at": expires,
        "decay_class": decay_class_for("task", confirmed=confirmed),
        "reinforced": len(cand.merged), "record_type": "conversation",
        "thread_id": turn["thread_id"], "topic_id": turn["topic_id"], "sender": turn["sender"],
        "role": turn["role"], "source_ref": turn["source_ref"],
        "occurred_at": turn["occurred_at"], "valid_from": turn["occurred_at"],
        "recorded_at": turn["recorded_at"], "seq": turn["seq"],
    }
    keys = sorted({k for f in group for k in f.entity_keys})
    return {"props": props, "create": fresh_fields(), "record_ids": cand.all_record_ids,
            "entity_keys": keys}
