"""Person cards: a durable, extractive digest per actor, rebuilt by the `person_cards` job.

An actor is a sender named on conversation turns (group chats, envelopes the proxy claimed), or
`user` for the user's own unnamed turns. A card holds, each with the turn it came from:

- roles: what the actor says they are or do ("I'm the on-call lead", "I work on billing");
- preferences: what they like, prefer, avoid;
- statements: other things they say about themselves;
- entities: what they talk about most (mention counts over their turns).

Nothing is generated: every line is the actor's own sentence, newest first. Cards are derived and
replaced whole on every run, so a rebuild reproduces them.
"""

from __future__ import annotations

import json
import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import Any

from graphmem.curate import lease
from graphmem.curate.common import Clock, system_clock
from graphmem.models import iso
from graphmem.retrieve.people import UNNAMED, person_key

MAX_TURNS = 50_000
LIMITS = {"roles": 5, "preferences": 8, "statements": 8}
TOP_ENTITIES = 8
SENTENCE = re.compile(r"(?<=[.!?])\s+|\n+")
_LEAD = r"^(?:(?:so|well|also|btw|and|but|actually|honestly|fwiw|oh|ok|okay),?\s+)*"
ROLE = re.compile(
    _LEAD + r"(?:I(?:'m| am) (?:a|an|the|our|your|on|in charge of|responsible for)\b"
    r"|I work (?:as|at|on|for|in)\b|I (?:lead|manage|run|own|maintain|head)\b"
    r"|my (?:role|job|title|position) is\b"
    # "I'm Dana Whitfield, the new platform lead": a name, then what they are
    r"|I(?:'m| am) (?-i:[A-Z][\w'-]*(?: [A-Z][\w'-]*)*),? (?:the|a|an|your|our)\b)",
    re.IGNORECASE)
PREFERENCE = re.compile(
    _LEAD + r"(?:I (?:really |much |strongly |usually |always |never )?(?:like|love|prefer|enjoy|"
    r"hate|dislike|avoid|can't stand|don't like|do not like|would rather|'d rather)\b"
    r"|my favou?rite\b)", re.IGNORECASE)
CLAUSE = re.compile(r"\s*[:;,\u2014]\s+|\s+-\s+")
SELF = re.compile(_LEAD + r"(?:I|I'm|I've|I'll|I'd|my)\b", re.IGNORECASE)
# Requests to the assistant are about the task, not about the person.
REQUEST = re.compile(r"\b(?:can|could|would|will) you\b|\bplease\b|\byou (?:should|need)\b",
                     re.IGNORECASE)


@dataclass
class Actor:
    name: str
    turns: int = 0
    first_seen: str | None = None
    last_seen: str | None = None
    lines: dict[str, list[dict[str, Any]]] = field(
        default_factory=lambda: {k: [] for k in LIMITS})
    seen: set[str] = field(default_factory=set)
    entities: Counter = field(default_factory=Counter)
    entity_info: dict[str, dict[str, Any]] = field(default_factory=dict)


def run(services, user_id: str, clock: Clock = system_clock) -> dict[str, Any]:
    """The curation job: rebuild every person card of the user."""
    rows = services.store.read("people/actor_turns", user_id=user_id, unnamed=UNNAMED,
                               limit=MAX_TURNS)
    actors = gather(rows)
    cards = [card(key, actor) for key, actor in actors.items()]
    now = iso(clock())
    lease.write_many(services.store, [
        ("people/write_cards", {"user_id": user_id, "cards": cards, "now": now}),
        ("people/drop_stale", {"user_id": user_id, "keys": list(actors)}),
    ])
    return {"cards": len(cards), "statements": sum(len(c["memory_ids"]) for c in cards)}


def gather(rows: list[dict[str, Any]]) -> dict[str, Actor]:
    """Rows come newest first, so each list keeps the newest lines."""
    actors: dict[str, Actor] = {}
    names: dict[str, Counter] = defaultdict(Counter)
    for row in rows:
        key = person_key(row["actor"])
        names[key][row["actor"]] += 1
        actor = actors.setdefault(key, Actor(row["actor"]))
        actor.turns += 1
        when = row["occurred_at"]
        actor.last_seen = max(filter(None, (actor.last_seen, when)), default=None)
        actor.first_seen = min(filter(None, (actor.first_seen, when)), default=None)
        for sentence in sentences(_own_text(row["text"], row["actor"])):
            _classify(actor, sentence, row)
        for e in row["entities"]:
            # what a person talks about is things, people and places, not "January"
            if person_key(e["name"] or "") != key and e.get("type") not in ("date",):
                actor.entities[e["key"]] += 1
                actor.entity_info[e["key"]] = e
    for key, actor in actors.items():
        actor.name = min(names[key].items(), key=lambda kv: (-kv[1], kv[0]))[0]
    return actors


def sentences(text: str) -> list[str]:
    return [s.strip() for s in SENTENCE.split(text) if 8 <= len(s.strip()) <= 300]


def _own_text(text: str, actor: str) -> str:
    # A named sender's turn memory reads "Alice: ..." (derive.py); the card quotes the turn.
    prefix = f"{actor}: "
    return text[len(prefix):] if text.startswith(prefix) else text


def _classify(actor: Actor, sentence: str, row: dict[str, Any]) -> None:
    if sentence.endswith("?") or REQUEST.search(sentence):
        return
    clauses = _clauses(sentence)
    kind = ("roles" if any(map(ROLE.search, clauses))
            else "preferences" if any(map(PREFERENCE.search, clauses))
            else "statements" if SELF.search(sentence) else None)
    norm = " ".join(sentence.lower().split())
    if kind is None or norm in actor.seen or len(actor.lines[kind]) >= LIMITS[kind]:
        return
    actor.seen.add(norm)
    actor.lines[kind].append({"text": sentence, "memory_id": row["memory_id"],
                              "record_id": row["record_id"], "occurred_at": row["occurred_at"],
                              "thread_id": row["thread_id"]})


def card(key: str, actor: Actor) -> dict[str, Any]:
    # ties by name: the rows come in no set order, and a card read differently after a rebuild
    ranked = sorted(actor.entities.items(), key=lambda kv: (-kv[1], kv[0]))[:TOP_ENTITIES]
    entities = [{"name": actor.entity_info[k]["name"], "type": actor.entity_info[k]["type"],
                 "mentions": n} for k, n in ranked]
    detail = {**actor.lines, "entities": entities}
    memory_ids = sorted({line["memory_id"] for lines in actor.lines.values() for line in lines})
    return {"key": key, "name": actor.name, "text": render(actor.name, actor.lines, entities),
            "card": json.dumps(detail), "turns": actor.turns, "first_seen": actor.first_seen,
            "last_seen": actor.last_seen, "memory_ids": memory_ids}


def render(name: str, lines: dict[str, list[dict[str, Any]]], entities: list[dict]) -> str:
    """The card as one paragraph for a prompt: the actor's own words, grouped."""
    parts = [f"{name}."]
    for kind, label in (("roles", "Role"), ("preferences", "Preferences"),
                        ("statements", "Says")):
        if lines[kind]:
            parts.append(f"{label}: " + " | ".join(line["text"] for line in lines[kind]))
    if entities:
        parts.append("Talks most about: " + ", ".join(
            f"{e['name']} ({e['mentions']})" for e in entities))
    return " ".join(parts)


def _clauses(sentence: str) -> list[str]:
    """The sentence, and each clause after a colon, comma or dash in it: "Sorry, typo earlier:
    I prefer Kotlin", "I'm Marcus, I run the billing-gateway service"."""
    return [sentence, *CLAUSE.split(sentence)[1:]]
