"""Within-document propagation (a name seen as a project once is a project throughout), given
names, people's full names joined, households and lists of people."""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Doc, Span, Token

from graphmem.nlp.entities.model import ORG, PERSON, PROJECT, RULE, TECH
from graphmem.nlp.entities.spans import _covering, _cue_word, _merge, _span


class PeopleNames:
    """Passes of `ResolveComponent` (component.py), which holds the state they read."""

    def propagate(self, doc: Doc) -> None:
        """A conjunct of a person that is a given name is a person ("Grace and Hope"); a name
        seen as a project elsewhere in the text is a project there too."""
        people = list(self._people_lists(doc))
        if people:  # over the NER's guess too: "Taro" in "me, Taro, Bex and Ana"
            _merge(doc, people, replace=[e for e in doc.ents if any(
                e.start <= p.start < e.end for p in people)])
        new = []
        for ent in doc.ents:
            if ent.label_ != PERSON:
                continue
            for tok in ent.root.conjuncts:
                if tok.text in self.a.all_names and tok.text not in self.a.calendar_names:
                    if tok.ent_type_ in ("", "ORG", "GPE", "NORP", "PRODUCT", "LOC"):
                        if not tok.ent_id_:
                            new.append(_span(doc, tok.i, tok.i + 1, PERSON, RULE + "conj"))
        projects = {e.text for e in doc.ents if e.label_ == PROJECT}
        if projects:
            for tok in doc:
                if tok.text in projects and tok.ent_type_ != PROJECT and not tok.ent_id_:
                    new.append(_span(doc, tok.i, tok.i + 1, PROJECT, RULE + "seen"))
        if new:
            olds = [e for e in doc.ents if not e.id_ and any(
                e.start <= s.start < e.end for s in new)]
            _merge(doc, new, replace=olds)

    def given_names(self, doc: Doc) -> None:
        """A listed given name the NER passed by, standing alone as a proper noun, is a person
        ("Bob reports to Alice.": short sentences lose their first name); one that is also a
        word only as a subject or mid-sentence ("Will you ...", "Mark the issue ..."). Not a
        month, a place or a listed name of anything, nor a part of a longer capitalised name;
        the NER's own label is never overridden."""
        new = []
        for tok in doc:
            if tok.ent_type_ or tok.tag_ != "NNP" or not self._given_name(tok):
                continue
            if tok.text in self.a.word_names and tok.is_sent_start and tok.dep_ not in (
                    "nsubj", "nsubjpass"):
                continue  # "Will you ...", "Mark the issue ...": a word opens the sentence
            near = [doc[j] for j in (tok.i - 1, tok.i + 1) if 0 <= j < len(doc)]
            if any(t.is_title and not t.is_stop and not t.is_sent_start for t in near):
                continue
            new.append(_span(doc, tok.i, tok.i + 1, PERSON, RULE + "given"))
        if new:
            _merge(doc, new)

    def join_people(self, doc: Doc) -> None:
        """Two people side by side with nothing between are one person's given name and
        surname ("Adaeze Okafor", when the tagger took "Adaeze" for a verb); so are a listed
        given name the NER passed by and the surname it took for a person ("Reviewers:
        Farid Haddad"), and a listed given name with a surname no list knows that it took
        for an organisation ("a Clarice Lispector novel")."""
        ents = list(doc.ents)
        new, drop = [], []
        for a, b in zip(ents, ents[1:], strict=False):
            if a in drop or not (a.label_ == PERSON == b.label_ and a.end == b.start):
                continue
            if len(a) == len(b) == 1 and a[0].is_title and b[0].is_title and a[0].whitespace_:
                new.append(_span(doc, a.start, b.end, PERSON, RULE + "person"))
                drop.extend((a, b))
        for ent in ents:
            if ent in drop or len(ent) != 1 or ent.label_ != PERSON or ent.start == 0:
                continue
            given = doc[ent.start - 1]
            if not given.ent_type_ and given.whitespace_ and self._given_name(given):
                new.append(_span(doc, given.i, ent.end, PERSON, RULE + "person"))
                drop.append(ent)
        named = [e for e in ents if self._given_and_surname(e)]
        new += [_span(doc, e.start, e.end, PERSON, RULE + "person") for e in named]
        drop += named
        if new:
            _merge(doc, new, replace=drop)

    def _given_and_surname(self, ent: Span) -> bool:
        """An organisation of two words, a listed given name and a capitalised word that is no
        English word, no listed name of anything and no company's word ("Clarice Lispector";
        not "Morgan Stanley", listed, nor "Victoria Partners")."""
        if len(ent) != 2 or ent.label_ != ORG or ent.id_ or self.a.is_gazetteer(ent.text):
            return False
        given, surname = ent[0], ent[1]
        return (self._given_name(given) and surname.is_title and surname.is_alpha
                and surname.lower_ not in self.words and not self.a.is_gazetteer(surname.text)
                and surname.text not in self.s["org_suffixes"])

    def households(self, doc: Doc) -> None:
        """"the Halvorsen deposition", "the Abernathy household", "the Moreno claim": a
        family name before a word of someone's affairs (`rules.json: household_nouns`) is a
        person, whatever the NER made of it (12 of 12 such names in the
        labelled sets)."""
        new, drop = [], []
        for tok in doc[1:]:
            if doc[tok.i - 1].lower_ != "the":
                continue
            if not (self._family(tok) or tok.i + 1 < len(doc) and doc[tok.i + 1].lower_ in (
                    self.s["household_nouns"])):
                continue
            if not tok.is_title or tok.text in self.a.all_names or self.a.is_gazetteer(tok.text):
                continue  # a listed place or given name: other steps judge it
            cover = _covering(tok)
            # the trained NER's date or event in "New Year with the Takahashis" too
            if any(len(e) > 1 or e.label_ not in (PROJECT, TECH, ORG, "GPE", "LOC", "DATE", "EVENT")
                   or e.id_ and not e.id_.startswith(RULE) for e in cover):
                continue
            new.append(_span(doc, tok.i, tok.i + 1, PERSON, RULE + "household"))
            drop.extend(cover)
        if new:
            _merge(doc, new, replace=drop)

    def _family(self, tok: Token) -> bool:
        """"the Nakamuras", "the Goldbergs": a family by its name, one no English list knows
        ("the Warriors" is a team)."""
        stem, doc = tok.text[:-1], tok.doc
        if tok.i + 1 < len(doc) and doc[tok.i + 1].tag_.startswith("NN"):
            return False  # "the Ferris repo"
        return (tok.text.endswith("s") and len(stem) > 3 and tok.tag_ in ("NNP", "NNPS")
                and stem.istitle() and not _cue_word(tok, self.words)
                and stem.lower() not in self.words and stem not in self.a.place_names)

    def _people_lists(self, doc: Doc) -> Iterator[Span]:
        """A list of three or more in which two are people ("Tolu, Björn and Mai", "me, Taro,
        Bex and @ghostpepper") is a list of people: its other members that are one capitalised
        word no list knows are people too, whatever the NER made of them."""
        seen: set[int] = set()
        for tok in doc:
            if tok.i in seen or tok.dep_ == "conj" or not tok.conjuncts:
                continue
            members = [tok, *tok.conjuncts]
            seen.update(t.i for t in members)
            people = sum(1 for t in members if t.ent_type_ == PERSON or t.lower_ == "me")
            if len(members) < 3 or people < 2:
                continue
            for t in members:
                if t.ent_type_ != PERSON and self._lone_unknown_name(t):
                    yield _span(doc, t.i, t.i + 1, PERSON, RULE + "people")

    def _lone_unknown_name(self, tok: Token) -> bool:
        """One capitalised word, alone in its entity if it has one, that no list knows."""
        if not (tok.is_title and tok.tag_ == "NNP" and len(tok.text) > 1):
            return False
        doc = tok.doc
        if tok.i + 1 < len(doc) and doc[tok.i + 1].is_title and doc[tok.i + 1].tag_ == "NNP":
            return False  # part of a longer name: the other rules decide
        if any(e.start <= tok.i < e.end and len(e) > 1 for e in doc.ents):
            return False
        return not (self.a.is_gazetteer(tok.text) or tok.text in self.a.not_entities
                    or tok.text in self.a.place_names or tok.text in self.a.calendar_names)
