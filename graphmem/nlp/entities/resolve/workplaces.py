"""Organisations no list knows, found by what the sentence does with them: where someone is
from or at ("Dave from Rapid Rooter"), a name right after what it is ("our translation vendor
LinguaBridge"), bought from or donated to, owning what only a business has ("Brightmoor's
CTO"), "a bakery named Crumb", after someone's trade."""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Doc, Span, Token

from graphmem.nlp.entities.model import ORG, PERSON, PROJECT, RULE, TECH
from graphmem.nlp.entities.spans import (
    _CAMEL,
    _OWNERS,
    _continues,
    _joined_end,
    _merge,
    _one_word_entity,
    _person_from,
    _span,
    _title,
)


class Workplaces:
    """Passes of `ResolveComponent` (component.py), which holds the state they read."""

    def workplaces(self, doc: Doc) -> None:
        """Where someone is from or at, when it is no place, is where they work: "Dave from
        Rapid Rooter", "Priya from Framestore", "Henrik at Arla" (88 of the 111 such names
        in the labelled sets are organisations, 9 places, the rest departments). Only a name
        some step already found is changed; a listed technology is the vendors step's."""
        new, drop = [], []
        for ent in doc.ents:
            if ent.label_ not in (PERSON, PROJECT, TECH):
                continue
            if ent.id_ and not ent.id_.startswith(RULE):
                continue  # a listed name keeps its type
            if not _person_from(doc, ent.start, the=True):
                continue
            if ent.text in self.a.place_names or (ent.text in self.a.all_names and len(ent) == 1):
                continue  # "Sydney from Melbourne"; "Mercy from Accra" is the NER's place
            if ent.end < len(doc) and doc[ent.end].is_lower and doc[ent.end].tag_ in ("NN", "NNS"):
                continue  # "Siddharth from the Ember audio pod": a part of something named
            new.append(_span(doc, ent.start, ent.end, ORG, RULE + "workplace"))
            drop.append(ent)
        # the rules below look at capitalised words no list knows: found once per text
        names = [t for t in doc if t.text[:1].isupper() and self._unlisted_word(t, True)]
        later = [t for t in names if t.i >= 2]  # these rules read the two words before
        for span in (*self._trades(later), *self._called(later), *self._named_by_kind(later),
                     *self._dealt_with(later), *self._owners_of_firms(names)):
            new.append(span)
            drop.extend(e for e in doc.ents if e.start == span.start)
        if new:
            _merge(doc, new, replace=drop)

    def _named_by_kind(self, names: list[Token]) -> Iterator[Span]:
        """A name right after what it is: "our translation vendor LinguaBridge", "my candle
        shop Wickerlight" (a business: organisation); "my flashcard app Kotoba" (someone's own
        software: project)."""
        for tok in names:
            doc = tok.doc
            kind = doc[tok.i - 1]
            if not self._unlisted_word(tok) or not tok.tag_.startswith("NN"):
                continue
            if tok.i + 1 < len(doc) and doc[tok.i + 1].is_title:
                continue  # part of a longer name
            if kind.lower_ in self.s["business_nouns"] and kind.is_lower:
                yield _span(doc, tok.i, tok.i + 1, ORG, RULE + "workplace")
            elif kind.lower_ in self.s["software_nouns"] and kind.is_lower and any(
                    t.lower_ in _OWNERS for t in doc[max(0, tok.i - 4):tok.i - 1]):
                yield _span(doc, tok.i, tok.i + 1, PROJECT, RULE + "codename")

    def _dealt_with(self, names: list[Token]) -> Iterator[Span]:
        """A name no list knows that is bought from, donated to, volunteered with or met
        with ("the Kindle from Argos", "donated to Shelter", "a call w/ Tallyho") is a
        business or a charity: `rules.json: dealings` maps each verb to its prepositions."""
        verbs, nouns = self.a.rules["dealings"]["verbs"], self.a.rules["dealings"]["nouns"]
        for tok in names:
            doc = tok.doc
            prep = doc[tok.i - 1].lower_
            if self.a.is_gazetteer(tok.text):
                continue
            if _continues(tok):
                continue
            for word in doc[max(0, tok.i - 5):tok.i - 1]:
                if word.tag_.startswith("VB"):
                    preps = verbs.get(self.lemmas.lemma(word.lower_) or word.lower_, ())
                else:  # "a call w/ Tallyho", not "won't sync with Epic"
                    preps = nouns.get(word.lower_, ()) if word.tag_.startswith("NN") else ()
                if prep in preps:
                    yield _span(doc, tok.i, tok.i + 1, ORG, RULE + "workplace")
                    break

    def _owners_of_firms(self, names: list[Token]) -> Iterator[Span]:
        """A name no list knows whose possessions only a business has ("Brightmoor's CTO",
        "Fernwick's Kreuzberg office", "Northgate's new warehouse"; `rules.json:
        firm_possessions`, one describing word between at most) is that business."""
        for tok in names:
            doc = tok.doc
            if tok.i + 2 >= len(doc):
                continue
            if doc[tok.i + 1].text not in ("'s", "’s") or not tok.is_title:
                continue
            if self.a.is_gazetteer(tok.text):
                continue
            if tok.i > 0 and (doc[tok.i - 1].is_title or _title(doc[tok.i - 1], self.s)):
                continue  # "Dr. Varga's office", "Harbor Point's": other steps judge it
            after = doc[tok.i + 2:tok.i + 4]
            if after[0].lower_ in self.s["firm_possessions"] or (
                    len(after) > 1 and after[1].lower_ in self.s["firm_possessions"]
                    and (after[0].tag_ == "JJ" or after[0].is_title)):
                yield _span(doc, tok.i, tok.i + 1, ORG, RULE + "workplace")

    def _called(self, names: list[Token]) -> Iterator[Span]:
        """"a tiny agency called Figwort", "a bakery named Crumb": the business's name."""
        for tok in names:
            doc = tok.doc
            word, verb = doc[tok.i - 2], doc[tok.i - 1]
            if verb.lower_ in ("called", "named") and word.lower_ in self.s["business_nouns"] and (
                    self._unlisted_word(tok)):
                yield _span(doc, tok.i, _joined_end(doc, tok.i + 1, (), title=True), ORG,
                            RULE + "workplace")

    def _unlisted_word(self, tok: Token, places_too: bool = False) -> bool:
        """A capitalised word that no list knows and no step found as part of a longer or
        listed name; with `places_too`, also one the NER took for a place no list knows."""
        if not (tok.is_title or _CAMEL.match(tok.text)) or tok.text in self.a.place_names:
            return False
        labels = (PERSON, PROJECT, TECH, "GPE", "LOC") if places_too else (PERSON, PROJECT, TECH)
        if tok.ent_type_ and tok.ent_type_ not in labels:
            return False
        if tok.ent_type_ and (not _one_word_entity(tok)
                              or tok.ent_id_ and not tok.ent_id_.startswith(RULE)):
            return False  # a longer name or a listed one: other steps judge it
        return tok.text not in self.a.all_names

    def _trades(self, names: list[Token]) -> Iterator[Span]:
        """A name no step found after someone's trade, or a person, and "from" or "at" is the
        business they come from: "the plumber from Flowright", "Dentist at Brightsmile", "Ines
        Albuquerque from Quillon" (`rules.json: role_nouns`, `trade_nouns`)."""
        trades = self.s["role_nouns"] | self.s["trade_nouns"]
        for tok in names:
            doc = tok.doc
            prep, role = doc[tok.i - 1], doc[tok.i - 2]
            if not (prep.lower_ in ("from", "at") and role.lower_ in trades
                    or _person_from(doc, tok.i)):
                continue  # "the plumber from Flowright", "Ines Albuquerque from Quillon"
            if not self._unlisted_word(tok) or tok.lower_ in self.words:
                continue  # "the nurse at Mercy", "the guy from Support"
            if _continues(tok):
                continue
            yield _span(doc, tok.i, tok.i + 1, ORG, RULE + "workplace")
