"""Person cards, read side: `GET /people/{name}`, and the requester's card in context assembly.

A card is a per-actor digest built by the `person_cards` curation job (graphmem/curate/people.py)
from the turns the actor sent. Importing this module registers the context provider that puts
the requester's card into the `project_context` layer.
"""

from __future__ import annotations

import difflib
import json
from typing import Any

from graphmem.retrieve.context import ContextItem, ContextJob, register_provider
from graphmem.store.driver import still_there

UNNAMED = "user"  # the actor of user turns that name no sender: the user themself
CARD_SCORE = 1.0  # below pinned core memory (1, 2], level with the best project state


def person_key(name: str) -> str:
    return " ".join(name.split()).lower()


def requester_of(turns) -> str | None:
    """Who asks: the sender of the last user turn (the unnamed user when it names none)."""
    last = next((m for m in reversed(turns) if m.role == "user"), None)
    if last is None:
        return None
    return last.sender or UNNAMED


class People:
    def __init__(self, store):
        self.store = store

    def get(self, user_id: str, name: str) -> dict[str, Any] | None:
        rows = cards(self.store, "people/get", user_id=user_id, key=person_key(name))
        return _card(rows[0]) if rows else None

    def list(self, user_id: str, limit: int = 100) -> list[dict[str, Any]]:
        rows = cards(self.store, "people/list", user_id=user_id, limit=limit)
        return [{k: r[k] for k in ("name", "turns", "first_seen", "last_seen", "updated_at")}
                for r in rows]

    def closest(self, user_id: str, name: str, n: int = 5) -> list[str]:
        names = [r["name"] for r in cards(self.store, "people/list", user_id=user_id, limit=1000)]
        return difflib.get_close_matches(name, names, n=n, cutoff=0.3)


def cards(store, name: str, **params: Any) -> list[dict[str, Any]]:
    """Person card rows, less any the person_cards job dropped while the read ran (a deleted
    card reads back without its properties: a null name broke difflib, a 500)."""
    return still_there(store.read(name, **params), "key")


def _card(row: dict[str, Any]) -> dict[str, Any]:
    detail = json.loads(row.get("card") or "{}")
    return {"name": row["name"], "key": row["key"], "text": row["text"], "turns": row["turns"],
            "first_seen": row["first_seen"], "last_seen": row["last_seen"],
            "updated_at": row["updated_at"], **detail}


def requester_card(job: ContextJob) -> list[ContextItem]:
    who = job.req.requester
    if not who:
        return []
    rows = cards(job.store, "people/get", user_id=job.user_id, key=person_key(who))
    if not rows:
        return []
    card = rows[0]
    return [ContextItem(memory_id=f"person:{card['key']}", kind="person", score=CARD_SCORE,
                        tokens=0, reason="person_card", sender=card["name"],
                        text=f"The person asking — {card['text']}")]


register_provider("project_context", requester_card)
