"""Typed relations between the mentions of a sentence, from the dependency parse
("VaultKeeper stores tokens in Redis" -> stores_in)."""

from __future__ import annotations

import itertools

from spacy.tokens import Span, Token

from graphmem.nlp.entities.spans import _verb
from graphmem.nlp.entities.words import VerbLemmas

_SUBJ = ("nsubj", "csubj")
_DATES = ("DATE", "TIME")
_NOT_BETWEEN = ("CC", "PRP", "PRP$", "WP", "WP$", "WDT")  # a clause or list break
_OBJ = ("dobj", "attr", "dative", "oprd", "nsubjpass")
_CLIMB = ("compound", "amod", "poss", "nmod", "appos", "conj", "flat", "nummod", "npadvmod")


def _has_subject(tok: Token) -> bool:
    return any(c.dep_ in ("nsubj", "nsubjpass") for c in tok.children)


def _third_person(lemma: str) -> str:
    irregular = {"be": "is", "have": "has", "do": "does", "go": "goes"}
    if lemma in irregular:
        return irregular[lemma]
    if lemma.endswith(("s", "sh", "ch", "x", "z", "o")):
        return lemma + "es"
    if len(lemma) > 2 and lemma.endswith("y") and lemma[-2] not in "aeiou":
        return lemma[:-1] + "ies"
    return lemma + "s"


def _negated(span: Span) -> bool:
    """A mention under "non-" ("non-EU"), which turns what the verb says of it around."""
    doc = span.doc
    before = [t.lower_ for t in doc[max(0, span.start - 2):span.start]]
    return span.text.lower().startswith("non-") or before[-1:] in (["non"], ["non-"]) or (
        before == ["non", "-"])


class RelationFinder:
    """Relation types from the dependency parse: "VaultKeeper stores tokens in Redis" ->
    stores_in (verb + preposition of the object's phrase), "Alice leads the team" -> leads.
    The verb is named in the third person, whatever its tense, so one fact has one type."""

    def __init__(self, lemmas: VerbLemmas, max_pairs: int):
        self.lemmas = lemmas
        self.max_pairs = max_pairs

    def relations(self, spans: list[Span]) -> list[tuple[int, int, str]]:
        out: list[tuple[int, int, str]] = []
        by_sent: dict[int, list[int]] = {}
        for i, span in enumerate(spans):
            by_sent.setdefault(span.sent.start, []).append(i)
        for members in by_sent.values():
            pairs = ((i, j) for n, i in enumerate(members) for j in members[n + 1:])
            for i, j in itertools.islice(pairs, self.max_pairs):  # a huge "sentence" stays cheap
                if spans[i].root.i == spans[j].root.i:
                    continue
                found = self.typed(spans[i], spans[j])
                if found:
                    src, dst, kind = found
                    out.append((i, j, kind) if src is spans[i] else (j, i, kind))
                elif spans[i].label_ not in _DATES and spans[j].label_ not in _DATES:
                    out.append((i, j, "co_occurs"))  # a date "co-occurring" says nothing
        return out

    def typed(self, a: Span, b: Span) -> tuple[Span, Span, str] | None:
        if _negated(a) or _negated(b):
            return None  # "serves non-EU tenants" is not "serves EU"
        ga, gb = self._governor(a.root), self._governor(b.root)
        if ga and gb:
            for subj, obj in ((ga, gb), (gb, ga)):
                if subj[1] == "subj" and obj[1] == "obj" and self._linked(subj[0], obj[0]):
                    kind = self._name(obj[0], obj[2])
                    if kind:
                        return (a, b, kind) if subj is ga else (b, a, kind)
        return self._surface(a, b)

    @staticmethod
    def _linked(subj_verb: Token, obj_verb: Token) -> bool:
        """Same verb, or the object's verb continues the subject's ("reads X and writes Y",
        "wants to migrate Y")."""
        if subj_verb.i == obj_verb.i:
            return True
        return obj_verb.dep_ in ("conj", "xcomp") and obj_verb.head.i == subj_verb.i

    @staticmethod
    def _governor(tok: Token) -> tuple[Token, str, str | None] | None:
        prep, cur = None, tok
        for _ in range(8):
            dep = cur.dep_
            # Reached through a preposition, a subject's phrase is not the subject: "owned by
            # Dana in Toronto" is not "Toronto owns", "Dana from Lisbon leads X" not "Lisbon".
            if dep in _SUBJ:
                return (cur.head, "subj", None) if prep is None else None
            if dep in _OBJ:
                return cur.head, "obj", prep
            if dep == "pobj" and cur.head.dep_ == "agent":
                return (cur.head.head, "subj", None) if prep is None else None
            if dep == "pobj":
                prep = prep or cur.head.lower_
                cur = cur.head.head
                if _verb(cur) or _has_subject(cur):  # "Carol and Dave work on X": NN "work"
                    return cur, "obj", prep
                continue
            if dep == "prep" and cur.tag_ == "IN":  # "from Splunk to Loki": "to" hangs on "from"
                cur = cur.head
                if _verb(cur) or _has_subject(cur):
                    return cur, "obj", prep
                continue
            if dep in _CLIMB and cur.head.i != cur.i:
                cur = cur.head
                continue
            return None
        return None

    def _name(self, verb: Token, prep: str | None) -> str | None:
        lemma = self.lemmas.lemma(verb.text) or self.lemmas.guess(verb.text)
        if lemma is None:
            return None
        if not lemma.isalpha() or lemma in ("be", "have", "do", "get"):
            return None
        neg = "not_" if any(c.dep_ == "neg" for c in verb.children) else ""
        return neg + _third_person(lemma) + (f"_{prep}" if prep and prep.isalpha() else "")

    def _surface(self, a: Span, b: Span) -> tuple[Span, Span, str] | None:
        """When the parse misses the verb (the small model reads "X stores tokens in Y" as a
        noun phrase): a verb form right after the first mention, the preposition before the
        second."""
        if a.start > b.start:
            a, b = b, a
        doc = a.doc
        between = doc[a.end:b.start]
        if not 0 < len(between) <= 6 or any(
            t.is_punct or t.tag_ in _NOT_BETWEEN or t.dep_ == "mark" or t.ent_type_
            for t in between
        ):
            return None
        first = between[0]
        is_verb = _verb(first) or (first.tag_ == "NNS" and first.lower_.endswith("s"))
        lemma = self.lemmas.lemma(first.text) if is_verb else None
        if not lemma or lemma in ("be", "have", "do", "get"):
            return None
        prep = between[-1].lower_ if between[-1].tag_ == "IN" and len(between) > 1 else None
        neg = "not_" if any(t.dep_ == "neg" for t in between) else ""
        return a, b, neg + _third_person(lemma) + (f"_{prep}" if prep else "")
