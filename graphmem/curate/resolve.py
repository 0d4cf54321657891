"""Entity resolution: variants of one name become SAME_AS, distinct things never do.

Ingest already folds most variants into one linking key (case, possessives, "the X team",
gazetteer aliases such as PG / Postgres / PostgreSQL). This job finds what is left, e.g.
"VaultKeeper" vs "Vault Keeper", "Acme Corp" vs "Acme", "Kubernets" vs "Kubernetes":

- candidates by name: the same compact form (no spaces, punctuation or company suffix), an
  acronym of a multi-word name, or a close spelling (sorted-neighbourhood blocking, so the cost
  grows with n, not n^2); GDS node similarity adds pairs with the same neighbourhood;
- evidence by context: the cosine of the mean embeddings of the memories that mention each
  (their names in context), and the overlap of their RELATED neighbourhoods.

No false merges is the first rule: different entity-type groups never merge (Java the language
is not Java the island), two different gazetteer entries never merge, names that differ in a
number never merge ("Python 2" / "Python 3"), a spelling variant needs both a similar context
and a shared neighbour, a person needs the same compact name (or is called by the given name
of the only full name it begins: "Marcus" and "Marcus Oyelaran"), and an exact name still needs
support from context or neighbours and contexts that do not disagree (Apple the company
vs Apple the fruit).

SAME_AS is derived: `run` clears and rebuilds it. A person's decisions (`merge`, `unmerge`) are
kept apart, by linking key, and win over the job.
"""

from __future__ import annotations

import difflib
import logging
import math
import re
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from graphmem.models import now_iso
from graphmem.store.driver import Store

log = logging.getLogger(__name__)

SUFFIXES = {"inc", "incorporated", "corp", "corporation", "ltd", "limited", "llc", "gmbh", "co",
            "company", "plc", "ag", "sa", "bv", "oy", "ab", "group", "holdings"}
GROUPS = {"person": "person", "place": "place", "event": "event", "date": "date"}
EXACT = 0.97  # same compact form or alias: the names are the same
ACRONYM = 0.9
GIVEN_NAME = 0.9  # "Marcus" and the one "Marcus Oyelaran" the user knows
FUZZY_MIN = 0.88
WINDOW = 8  # sorted-neighbourhood window
CONTEXT_PER_ENTITY = 8
# Thresholds on the cosine of mean context embeddings (all-MiniLM-L6-v2).
CONTEXT_DISAGREE = 0.15  # below this, same-named entities live in different worlds
CONTEXT_SAME = 0.35  # the same name in contexts this alike is the same thing
CONTEXT_AGREE = 0.45  # a spelling variant must be talked about alike (and share a neighbour)
SIMILAR_MIN = 0.5  # GDS node similarity worth proposing a pair
CO_MENTIONS_PER_PAIR = 20  # memories read per given-name pair for a sentence naming both
_SENTENCE = re.compile(r"(?<=[.!?])\s+|\n+")
NAMED_ALIKE = {"exact", "given_name"}  # may merge people; need support beyond the name


@dataclass
class Entity:
    id: str
    key: str
    name: str
    type: str
    aliases: list[str]
    mentions: int
    forms: set[str] = field(default_factory=set)  # compact forms of name, key and aliases
    initials: set[str] = field(default_factory=set)  # acronyms of multi-word forms

    @property
    def group(self) -> str:
        return GROUPS.get(self.type, "named")


@dataclass
class Candidate:
    a: Entity
    b: Entity
    name_score: float
    method: str
    context: float | None = None
    neighbours: float = 0.0
    similar: float = 0.0

    @property
    def pair(self) -> tuple[str, str]:
        return tuple(sorted((self.a.key, self.b.key)))  # type: ignore[return-value]

    @property
    def score(self) -> float:
        context = self.context if self.context is not None else 0.5
        return round(0.55 * self.name_score + 0.3 * context + 0.15 * self.neighbours, 4)


def compact(text: str) -> str:
    words = re.findall(r"[0-9a-z]+", text.casefold())
    while len(words) > 1 and words[-1] in SUFFIXES:
        words.pop()
    return "".join(words)


def acronym(text: str) -> str | None:
    words = [w for w in re.findall(r"[0-9a-z]+", text.casefold()) if w not in SUFFIXES]
    return "".join(w[0] for w in words) if len(words) >= 2 else None


def numbers(text: str) -> tuple[str, ...]:
    return tuple(re.findall(r"\d+", text))


def _gazetteer_keys() -> set[str]:
    try:
        from graphmem.nlp.entities import load_assets
    except ImportError:
        return set()
    return {entry.key for entry in load_assets().entries}


class Resolver:
    def __init__(self, store: Store, clock=now_iso):
        self.store = store
        self.clock = clock
        self._gazetteer: set[str] | None = None

    @property
    def gazetteer(self) -> set[str]:
        if self._gazetteer is None:
            self._gazetteer = _gazetteer_keys()
        return self._gazetteer

    # -- the job -------------------------------------------------------------------------------
    def run(self, user_id: str) -> dict[str, Any]:
        entities = self._load(user_id)
        decisions = self._decisions(user_id)
        # The name-only gates first: context is fetched only for pairs that could still merge.
        candidates = [c for c in self._candidates(user_id, entities) if self.names_allow(c)]
        candidates = self._drop_named_apart(user_id, candidates)
        self._add_context(user_id, candidates)
        accepted = [c for c in candidates
                    if decisions.get(c.pair) != "split" and self.accept(c)]
        rows = [_row(c) for c in accepted]
        rows += self._manual_rows(entities, decisions)
        self.store.write_tx(self._write, user_id, rows)
        return {"entities": len(entities), "candidates": len(candidates),
                "same_as": len(rows), "rejected": len(candidates) - len(accepted)}

    def _write(self, tx, user_id: str, rows: list[dict]) -> None:
        from graphmem.store.driver import run_named

        run_named(tx, "resolve/clear_derived", {"user_id": user_id})
        if rows:
            run_named(tx, "resolve/write_same_as",
                      {"user_id": user_id, "rows": rows, "now": self.clock()})

    # -- decisions by a person -----------------------------------------------------------------
    def merge(self, user_id: str, a: dict, b: dict) -> None:
        pair = sorted((a["key"], b["key"]))
        self.store.write("resolve/decide", user_id=user_id, a=pair[0], b=pair[1],
                         decision="merge", now=self.clock())
        alias, canonical = sorted((a, b), key=lambda e: (e.get("mentions") or 0, e["id"]))
        self.store.write("resolve/write_same_as", user_id=user_id, now=self.clock(), rows=[{
            "alias": alias["id"], "canonical": canonical["id"], "score": 1.0,
            "name_score": None, "context": None, "neighbours": None, "method": "manual"}])

    def unmerge(self, user_id: str, entity_id: str, others: list[str] | None) -> list[str]:
        """Remove SAME_AS between the entity and `others` (all when None) and remember the
        split, so the job never merges them again. Returns the ids it was split from."""
        rows = self.store.write("resolve/unlink", user_id=user_id, id=entity_id, others=others)
        for row in rows:
            pair = sorted((row["a"], row["b"]))
            self.store.write("resolve/decide", user_id=user_id, a=pair[0], b=pair[1],
                             decision="split", now=self.clock())
        return sorted({row["other_id"] for row in rows})

    # -- acceptance ----------------------------------------------------------------------------
    def names_allow(self, c: Candidate) -> bool:
        """What the names and types alone rule out."""
        a, b = c.a, c.b
        if a.group != b.group or c.name_score < FUZZY_MIN:
            return False
        if numbers(a.name) != numbers(b.name):
            return False  # "Python 2" and "Python 3", "v1" and "v2" are different things
        if a.key in self.gazetteer and b.key in self.gazetteer:
            return False  # two gazetteer entries are two things by construction
        # "Alice Chen" vs "Alice Cheng": people are not spelling variants of each other.
        return not (a.group == "person" and c.method not in NAMED_ALIKE)

    def accept(self, c: Candidate) -> bool:
        if not self.names_allow(c):
            return False
        shared = c.neighbours > 0 or c.similar >= SIMILAR_MIN
        if c.method in NAMED_ALIKE:
            # The same name: merge unless the contexts disagree, and only with some support
            # (a similar context or a shared neighbour), never on the name alone.
            if c.context is not None and c.context < CONTEXT_DISAGREE:
                return False
            return shared or (c.context is not None and c.context >= CONTEXT_SAME)
        agree = c.context is not None and c.context >= CONTEXT_AGREE
        return agree and shared

    # -- candidates ----------------------------------------------------------------------------
    def _load(self, user_id: str) -> list[Entity]:
        entities = []
        for row in self.store.read("resolve/entities", user_id=user_id):
            e = Entity(row["id"], row["key"], row["name"] or row["key"], row["type"] or "concept",
                       row["aliases"], row["mentions"])
            for form in {e.name, e.key, *e.aliases}:
                if compact(form):
                    e.forms.add(compact(form))
                initials = acronym(form)
                if initials:
                    e.initials.add(initials)
            entities.append(e)
        return entities

    def _candidates(self, user_id: str, entities: list[Entity]) -> list[Candidate]:
        found: dict[tuple[str, str], Candidate] = {}

        def propose(a: Entity, b: Entity, score: float, method: str) -> None:
            if a.id == b.id:
                return
            key = tuple(sorted((a.id, b.id)))
            if key not in found or found[key].name_score < score:
                found[key] = Candidate(a, b, score, method)  # type: ignore[index]

        by_form: dict[str, list[Entity]] = defaultdict(list)
        for e in entities:
            for form in e.forms:
                by_form[form].append(e)
        for group in by_form.values():
            for i, a in enumerate(group):
                for b in group[i + 1:i + 1 + WINDOW]:
                    propose(a, b, EXACT, "exact")
        for e in entities:
            for initials in e.initials:
                for other in by_form.get(initials, []):
                    propose(e, other, ACRONYM, "acronym")
        for a, b, ratio in _close_spellings(entities):
            propose(a, b, ratio, "spelling")
        for given, full in _given_names(entities):
            propose(given, full, GIVEN_NAME, "given_name")
        by_id = {e.id: e for e in entities}
        for row in self.store.read("resolve/similar_pairs", user_id=user_id,
                                   min_score=SIMILAR_MIN):
            a, b = by_id.get(row["a"]), by_id.get(row["b"])
            if a and b:
                propose(a, b, _spelling(a, b), "neighbourhood")
        return [c for c in found.values() if c.name_score >= FUZZY_MIN]

    def _add_context(self, user_id: str, candidates: list[Candidate]) -> None:
        ids = sorted({e.id for c in candidates for e in (c.a, c.b)})
        if not ids:
            return
        rows = self.store.read("resolve/context", user_id=user_id, ids=ids,
                               per_entity=CONTEXT_PER_ENTITY)
        info = {r["id"]: r for r in rows}
        for c in candidates:
            ia, ib = info.get(c.a.id), info.get(c.b.id)
            if not ia or not ib:
                continue
            c.context = _cosine(_mean(ia["vectors"]), _mean(ib["vectors"]))
            na = set(ia["neighbours"]) - {c.b.id}
            nb = set(ib["neighbours"]) - {c.a.id}
            c.neighbours = round(len(na & nb) / len(na | nb), 4) if na | nb else 0.0
            c.similar = max((s["score"] or 0.0 for s in ia["similar"] if s["id"] == c.b.id),
                            default=0.0)

    def _drop_named_apart(self, user_id: str, candidates: list[Candidate]) -> list[Candidate]:
        """A given name said beside its full name in one sentence is someone else: "Alex
        introduced me to Alex Romero" is two people, whatever the contexts say."""
        names = {(c.a.id, c.b.id): (c.a.name, c.b.name)  # (given, full): _given_names' order
                 for c in candidates if c.method == "given_name"}
        if not names:
            return candidates
        rows = self.store.read("resolve/co_mentions", user_id=user_id,
                               pairs=[{"a": a, "b": b} for a, b in names],
                               per_pair=CO_MENTIONS_PER_PAIR)
        apart = {(r["a"], r["b"]) for r in rows
                 if any(_named_apart(text, names[(r["a"], r["b"])]) for text in r["texts"])}
        return [c for c in candidates if (c.a.id, c.b.id) not in apart]

    def _decisions(self, user_id: str) -> dict[tuple[str, str], str]:
        return {(r["a"], r["b"]): r["decision"]
                for r in self.store.read("resolve/decisions", user_id=user_id)}

    @staticmethod
    def _manual_rows(entities: list[Entity], decisions) -> list[dict]:
        """Merges a person decided, re-applied (a rebuild re-creates entities with the same
        keys, so the decision finds them again)."""
        by_key = {e.key: e for e in entities}
        rows = []
        for (ka, kb), decision in decisions.items():
            a, b = by_key.get(ka), by_key.get(kb)
            if decision == "merge" and a and b:
                alias, canonical = sorted((a, b), key=lambda e: (e.mentions, e.id))
                rows.append({"alias": alias.id, "canonical": canonical.id, "score": 1.0,
                             "name_score": None, "context": None, "neighbours": None,
                             "method": "manual"})
        return rows


def _close_spellings(entities: list[Entity]):
    """Sorted-neighbourhood blocking over compact forms, forwards and reversed, so a typo at
    either end still lands next to the right name. Cheap gates (length, the numbers in the name,
    difflib's quick upper bounds) come before the full ratio."""
    forms = [(form, e, numbers(e.name)) for e in entities for form in e.forms if len(form) >= 4]
    for keyfn in (lambda item: item[0], lambda item: item[0][::-1]):
        ordered = sorted(forms, key=keyfn)
        for i, (form, a, digits) in enumerate(ordered):
            for other, b, other_digits in ordered[i + 1:i + 1 + WINDOW]:
                if a.id == b.id or digits != other_digits or abs(len(form) - len(other)) > 3:
                    continue
                ratio = _ratio(form, other)
                if ratio >= FUZZY_MIN:
                    yield a, b, ratio


def _given_names(entities: list[Entity]):
    """A person named by one word and the only person of several words it begins: people call
    "Marcus Oyelaran" Marcus once they know him. With two such full names ("Marcus Chen" too)
    the given name is nobody in particular, so no pair."""
    people = [e for e in entities if e.group == "person"]
    # given name -> (given, family) -> its full names: "Marcus J. Oyelaran" and "Marcus
    # Oyelaran" are one person written two ways, "Marcus Chen" another
    full: dict[str, dict[tuple[str, str], list[Entity]]] = defaultdict(lambda: defaultdict(list))
    for e in people:
        words = re.findall(r"[0-9a-z]+", e.name.casefold())
        if len(words) >= 2:
            full[words[0]][(words[0], words[-1])].append(e)
    for e in people:
        words = re.findall(r"[0-9a-z]+", e.name.casefold())
        if len(words) == 1 and len(full.get(words[0], {})) == 1:
            (names,) = full[words[0]].values()
            yield e, max(names, key=lambda n: (n.mentions, n.id))  # the way they are written most


def _named_apart(text: str, names: tuple[str, str]) -> bool:
    """Whether a sentence of `text` holds the full name and, beside it, the given name alone."""
    given, full = names
    full_re = re.compile(rf"(?<!\w){re.escape(full)}(?!\w)", re.IGNORECASE)
    given_re = re.compile(rf"(?<!\w){re.escape(given)}(?!\w)", re.IGNORECASE)
    return any(full_re.search(sentence) and given_re.search(full_re.sub(" ", sentence))
               for sentence in _SENTENCE.split(text))


def _spelling(a: Entity, b: Entity) -> float:
    return max((_ratio(x, y) for x in a.forms for y in b.forms), default=0.0)


def _ratio(x: str, y: str) -> float:
    matcher = difflib.SequenceMatcher(None, x, y, autojunk=False)
    if matcher.real_quick_ratio() < FUZZY_MIN or matcher.quick_ratio() < FUZZY_MIN:
        return 0.0  # an upper bound already too low: skip the full comparison
    return matcher.ratio()


def _mean(vectors: list[list[float]]) -> list[float] | None:
    if not vectors:
        return None
    n = len(vectors)
    return [sum(col) / n for col in zip(*vectors, strict=True)]


def _cosine(a: list[float] | None, b: list[float] | None) -> float | None:
    if a is None or b is None:
        return None
    dot = sum(x * y for x, y in zip(a, b, strict=True))
    norm = math.sqrt(sum(x * x for x in a)) * math.sqrt(sum(y * y for y in b))
    return round(dot / norm, 4) if norm else None


def _row(c: Candidate) -> dict[str, Any]:
    alias, canonical = sorted((c.a, c.b), key=lambda e: (e.mentions, e.id))
    if c.method == "given_name":
        alias, canonical = c.a, c.b  # the full name says who it is, however often "Marcus" is said
    return {"alias": alias.id, "canonical": canonical.id, "score": c.score,
            "name_score": round(c.name_score, 4), "context": c.context,
            "neighbours": c.neighbours, "method": c.method}


def run_resolution(services, user_id: str) -> dict[str, Any]:
    """The curation job "resolve": rebuild the user's SAME_AS edges."""
    return services.resolver.run(user_id)
