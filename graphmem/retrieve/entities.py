"""The entity index: names or ids to entities (custody always), listing, and timelines.

A name resolves in this order: an entity id; the linking key the ingest pipeline gives the name
(`normalize_key`: case, possessives, "the X team", gazetteer aliases such as PG -> PostgreSQL);
then the full-text index over names and aliases, accepted only when one candidate is clearly the
same name. Otherwise the caller gets the closest names, so a typo answers "did you mean".
"""

from __future__ import annotations

import difflib
import re
from datetime import datetime
from typing import Any

from graphmem.models import iso, now_iso
from graphmem.store.driver import Store, still_there

WORD = re.compile(r"[^\W_]+", re.UNICODE)
LUCENE_OPERATORS = {"and", "or", "not", "to"}
MATCH_THRESHOLD = 0.88
FULLTEXT_POOL = 200
SUGGEST_THRESHOLD = 0.5
SUGGEST_POOL = 20_000


class UnknownEntity(LookupError):
    def __init__(self, text: str, closest: list[str]):
        self.text, self.closest = text, closest
        self.field: str | None = None
        self.index = 0
        hint = f"; closest: {', '.join(closest)}" if closest else ""
        super().__init__(f"no entity named {text!r}{hint}")


def linking_key(name: str) -> str:
    """The ingest pipeline's key for a name (falls back to case folding without it)."""
    try:
        from graphmem.nlp.entities import normalize_key
    except ImportError:  # the NER pipeline is optional; keys are then case-folded names
        return " ".join(name.casefold().split())
    return normalize_key(name)


def lucene_names(text: str) -> str | None:
    """Plain terms only: each as itself, as a prefix and (4+ letters) fuzzily. No user input
    ever reaches Lucene as syntax."""
    terms = [t.lower() for t in WORD.findall(text)]
    terms = [t for t in dict.fromkeys(terms) if t not in LUCENE_OPERATORS][:16]
    parts = []
    for term in terms:
        parts += [term, f"{term}*"] + ([f"{term}~1"] if len(term) >= 4 else [])
    return " OR ".join(parts) if parts else None


def name_similarity(text: str, entity: dict[str, Any]) -> float:
    """How well `text` names the entity: its key, name or any alias, compared as linking keys."""
    key = linking_key(text)
    folded = " ".join(text.casefold().split())
    best = 0.0
    for form in [entity.get("name") or "", *(entity.get("aliases") or [])]:
        if folded == " ".join(form.casefold().split()):
            return 1.0
        best = max(best, _ratio(key, linking_key(form)))
    if key == entity.get("key"):
        return 1.0
    return max(best, _ratio(key, entity.get("key") or ""))


def _ratio(a: str, b: str) -> float:
    if not a or not b:
        return 0.0
    return difflib.SequenceMatcher(None, a, b, autojunk=False).ratio()


def public(entity: dict[str, Any]) -> dict[str, Any]:
    """An entity as the API shows it (`cluster` is for connect's own use)."""
    return {k: v for k, v in entity.items() if k != "cluster"}


def entities(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The `entity` of each row, less any a rebuild deleted while the read ran: it reads back
    without its properties (a null id, a null name that a caller lower-cases)."""
    return still_there([row["entity"] for row in rows], "id")


def _rank(entity: dict[str, Any]) -> tuple:
    return (entity.get("importance") or 0.0, entity.get("mentions") or 0)


class EntityIndex:
    def __init__(self, store: Store):
        self.store = store

    # -- lookup --------------------------------------------------------------------------------
    def get(self, user_id: str, entity_id: str) -> dict[str, Any] | None:
        found = entities(self.store.read("entities/get", user_id=user_id, ids=[entity_id]))
        return found[0] if found else None

    def resolve(self, user_id: str, text: str, exact: bool = False) -> dict[str, Any]:
        """The entity `text` names (id or name); UnknownEntity with the closest names if none.
        `exact`: its id, name or an alias, as a lasting decision (a merge) needs; otherwise a
        close spelling is enough, as a question needs."""
        return self.resolve_many(user_id, [text], exact)[0]

    def resolve_many(self, user_id: str, texts: list[str],
                     exact: bool = False) -> list[dict[str, Any]]:
        """Each text's entity, with `cluster` (it and its SAME_AS aliases). Ids and linking
        keys are looked up for all texts at once (one query each), the index only for the rest.
        UnknownEntity carries `index`, the position of the first text that names nothing."""
        found: dict[int, dict] = {}
        by_id = {e["id"]: e for e in entities(self.store.read(
            "entities/get", user_id=user_id, ids=list(dict.fromkeys(texts))))}
        for i, text in enumerate(texts):
            if text in by_id:
                found[i] = by_id[text]
        keys = {i: linking_key(t) for i, t in enumerate(texts) if i not in found}
        if keys:
            by_key = {e["key"]: e for e in entities(self.store.read(
                "entities/by_keys", user_id=user_id, keys=sorted(set(keys.values()))))}
            found.update({i: by_key[k] for i, k in keys.items() if k in by_key})
        for i, text in enumerate(texts):
            if i not in found:
                found[i] = self._by_index(user_id, text, i, exact)
        return [found[i] for i in range(len(texts))]

    def _by_index(self, user_id: str, text: str, index: int,
                  exact: bool = False) -> dict[str, Any]:
        scored = self._candidates(user_id, text, FULLTEXT_POOL)
        key = linking_key(text)
        named = [e for _, e in scored
                 if key in {linking_key(n) for n in [e["name"], *(e.get("aliases") or [])]}]
        close = [e for score, e in scored
                 if score >= MATCH_THRESHOLD and _may_be_spelled(text, e)] if not exact else []
        if named or close:
            entity = named[0] if named else close[0]
            return {**entity, "cluster": self.cluster(user_id, entity["id"])}
        error = UnknownEntity(text, self._closest(user_id, text, scored))
        error.index = index
        raise error

    def _closest(self, user_id: str, text: str, scored) -> list[str]:
        """Names to suggest: the index's nearest, else the closest spellings by difflib."""
        close = [e["name"] for score, e in scored if score >= SUGGEST_THRESHOLD]
        if not close:
            names = [r["name"] for r in self.store.read("entities/all_names", user_id=user_id,
                                                         limit=SUGGEST_POOL) if r["name"]]
            close = difflib.get_close_matches(text, names, n=5, cutoff=SUGGEST_THRESHOLD)
            folded = {n.casefold(): n for n in names}
            close += [folded[n] for n in difflib.get_close_matches(
                text.casefold(), list(folded), n=5, cutoff=SUGGEST_THRESHOLD)]
        return list(dict.fromkeys(close))[:5]

    def cluster(self, user_id: str, entity_id: str) -> list[str]:
        """The entity and its SAME_AS aliases."""
        rows = self.store.read("entities/cluster", user_id=user_id, id=entity_id)
        return rows[0]["ids"] if rows and rows[0]["ids"] else [entity_id]

    # -- listing -------------------------------------------------------------------------------
    def search(self, user_id: str, q: str | None, limit: int = 20) -> list[dict[str, Any]]:
        if not q or not q.strip():
            return entities(self.store.read("entities/top", user_id=user_id, limit=limit))
        exact = entities(self.store.read("entities/by_keys", user_id=user_id,
                                         keys=[linking_key(q)]))
        scored = self._candidates(user_id, q, max(FULLTEXT_POOL, limit))
        unique: dict[str, dict] = {}
        for entity in exact + [e for _, e in scored]:
            unique.setdefault(entity["id"], public(entity))
        return list(unique.values())[:limit]

    def _candidates(self, user_id: str, text: str, k: int) -> list[tuple[float, dict]]:
        """Full-text hits (plus a substring scan when the index gave few), best name first."""
        found: dict[str, dict] = {}
        lucene = lucene_names(text)
        if lucene:
            for e in entities(self.store.read("entities/names", user_id=user_id,
                                              lucene=lucene, k=k)):
                found.setdefault(e["id"], e)
        if len(found) < 5 and text.strip():
            for e in entities(self.store.read("entities/scan", user_id=user_id,
                                              needle=text.strip().casefold(), limit=20)):
                found.setdefault(e["id"], e)
        scored = [(name_similarity(text, e), e) for e in found.values()]
        scored.sort(key=lambda item: (item[0], *_rank(item[1])), reverse=True)
        return scored

    # -- timeline ------------------------------------------------------------------------------
    def timeline(self, user_id: str, entity_id: str, as_of: datetime | None = None,
                 known_at: datetime | None = None, limit: int = 100,
                 relations: int = 50) -> dict[str, Any] | None:
        entity = self.get(user_id, entity_id)
        if entity is None:
            return None
        rows = self.store.read(
            "entities/timeline", user_id=user_id, id=entity_id, limit=limit,
            relations=relations, as_of=iso(as_of) if as_of else None,
            at=iso(as_of) if as_of else now_iso(),
            known_at=iso(known_at) if known_at else None)
        if not rows:
            return None  # deleted since it was read (a rebuild): as if never there
        row = rows[0]
        # memories and entities a rebuild deletes while this runs read back without properties
        memories = sorted(still_there(row["memories"], "memory_id"),
                          key=lambda m: (m["occurred_at"] or "", m["memory_id"]))
        for m in memories:
            surfaces = [s for group in m.pop("surfaces") for s in (group or [])]
            m["mentioned_as"] = list(dict.fromkeys(surfaces))
        return {"entity": public(entity),
                "same_as": [i for i in row["member_ids"] if i != entity_id],
                "relations": still_there(row["relations"], "id"), "memories": memories}


def _may_be_spelled(text: str, entity: dict[str, Any]) -> bool:
    """Whether a close spelling may stand for the entity. A person only by part of a name of
    theirs ("Helen" for Helen Park), never by another spelling: "Helen Parker" is someone else
    (as ingest links people on their exact name, ingest/linking.py)."""
    if entity.get("type") != "person":
        return True
    words = set(WORD.findall(text.casefold()))
    return any(words <= set(WORD.findall(name.casefold()))
               for name in [entity["name"] or "", *(entity.get("aliases") or [])])
