"""Fuzzy, type-aware entity linking at ingest.

A mention key the user has no entity for yet links to a close spelling of one they have, of a
compatible type ("VaultKeepr" -> VaultKeeper, "Kubernetess" -> Kubernetes), and two new
look-alike keys of one batch link to one entity; the surface form becomes an alias of the entity.
`nlp.entities.match_key` decides (a person never links to a place, Java never to JavaScript).

Runs inside the writer's transaction, after the user's lock: live writes see each other's
entities, and a rebuild's replay (same batches, same order) links the same way.
"""

from __future__ import annotations

from collections import Counter

from graphmem.ingest.derive import EntityDraft, PreparedRecord
from graphmem.store.driver import run_named

PREFIX = 3  # candidates share this many first characters of the key (the index-seek block)
MIN_KEY = 4  # shorter keys: no spelling is close enough to link, only the same key
CANDIDATES_PER_KEY = 200
# Linked on their exact key only: "May 3" is not "May 4", and "Alice Chen" is not "Alice Cheng"
# (people with close names are told apart by entity resolution, from context, reversibly).
NO_FUZZY = ("date", "person")


def link_batch(tx, user_id: str, prepared: list[PreparedRecord]) -> dict[str, str]:
    """Map the batch's new mention keys to the entity each names; rewrite the drafts in place.
    Returns the mapping (new key -> linked key)."""
    if not any(p.entities for p in prepared):
        return {}
    # Imported here: with entity linking off, a write never loads spaCy.
    from graphmem.nlp.entities import LINK_THRESHOLD, load_assets

    gazetteer = load_assets().by_key  # a gazetteer name links to itself only: no block to read
    drafts = _batch_entities(prepared, gazetteer)
    rows = [_probe(key, LINK_THRESHOLD) for key, draft in drafts.items()
            if draft.type not in NO_FUZZY and len(key) >= MIN_KEY and key not in gazetteer]
    if not rows:
        return {}
    found = run_named(tx, "entities/link_candidates",
                      {"user_id": user_id, "rows": rows, "limit": CANDIDATES_PER_KEY})
    known = {r["key"] for r in found if r["known"]}
    stored = {r["key"]: [(c["key"], c["name"], c["type"]) for c in r["candidates"]]
              for r in found if not r["known"]}
    mapping = _choose(drafts, stored, known)
    if mapping:
        targets = {key: draft for key, draft in drafts.items() if key not in mapping}
        for row in found:
            for c in row["candidates"]:
                targets.setdefault(c["key"], EntityDraft(c["key"], c["name"], c["type"], ""))
        for p in prepared:
            _rewrite(p, mapping, targets)
    return mapping


def _batch_entities(prepared: list[PreparedRecord], gazetteer) -> dict[str, EntityDraft]:
    """Each key of the batch once: gazetteer names first, then the ones the batch uses most, then
    first seen; so a look-alike links to the known or common spelling, not to a stray typo."""
    counts: Counter[str] = Counter()
    first: dict[str, EntityDraft] = {}
    for p in prepared:
        for draft in p.memories:
            counts.update(key for key, _ in draft.mentions)
            if draft.sender_key:
                counts[draft.sender_key] += 1
        for key, ent in p.entities.items():
            first.setdefault(key, ent)
    order = {key: i for i, key in enumerate(first)}
    ranked = sorted(first, key=lambda k: (k not in gazetteer, -counts[k], order[k]))
    return {key: first[key] for key in ranked}


def _probe(key: str, threshold: float) -> dict:
    from graphmem.nlp.entities import link_length_window

    lo, hi = link_length_window(len(key), threshold)
    return {"key": key, "prefix": key[:PREFIX], "lo": lo, "hi": hi}


def _choose(drafts: dict[str, EntityDraft], stored: dict[str, list[tuple[str, str, str]]],
            known: set[str]) -> dict[str, str]:
    """New keys, in rank order, link to a stored candidate or to a new key of the batch that
    stays itself. Known keys never move."""
    from graphmem.nlp.entities import match_key

    mapping: dict[str, str] = {}
    kept: list[tuple[str, str, str]] = []  # new keys of this batch that became entities
    for key, draft in drafts.items():
        if key in known:
            continue
        if draft.type in NO_FUZZY or len(key) < MIN_KEY:
            kept.append((key, draft.name, draft.type))
            continue
        candidates = stored.get(key, []) + kept
        target = match_key(key, draft.type, candidates) if candidates else None
        if target is not None and target != key:
            mapping[key] = target
        else:
            kept.append((key, draft.name, draft.type))
    return mapping


def _rewrite(p: PreparedRecord, mapping: dict[str, str],
             targets: dict[str, EntityDraft]) -> None:
    entities: dict[str, EntityDraft] = {}
    for key, ent in p.entities.items():
        if key not in mapping:
            entities.setdefault(key, ent)
    for key, ent in p.entities.items():
        if key in mapping:
            target = mapping[key]
            linked = entities.get(target)
            if linked is None:
                base = targets[target]
                linked = entities[target] = EntityDraft(target, base.name, base.type, ent.surface)
            linked.aliases.append(ent.surface)
    p.entities = entities
    for draft in p.memories:
        draft.mentions = [(mapping.get(key, key), surface) for key, surface in draft.mentions]
        if draft.sender_key:
            draft.sender_key = mapping.get(draft.sender_key, draft.sender_key)
    # A relation between two spellings of one entity is no relation; two that became one count once.
    relations = ((mapping.get(src, src), mapping.get(dst, dst), kind, mem)
                 for src, dst, kind, mem in p.relations)
    p.relations = list(dict.fromkeys(r for r in relations if r[0] != r[1]))
