"""The labels of the statistical NER (stock or trained) that no rule decided, kept, relabelled
or dropped for chat and software talk: dates that name no time, words capitalised only by
their place in the sentence, places that are venues or people, organisations by their form."""

from __future__ import annotations

from spacy.tokens import Doc, Span, Token

from graphmem.nlp.entities.model import (
    _NAME_LABELS,
    _QUARTER,
    _TRAINED,
    ORG,
    PERSON,
    PROJECT,
    RULE,
    TECH,
)
from graphmem.nlp.entities.spans import (
    _CLOCK,
    _DAY_ABBREVIATIONS,
    _DAY_NAMES,
    _ERROR_CLASS,
    _NUMBERISH,
    _RELEASE,
    _SAINT,
    _after_route,
    _at_the_place,
    _bare_number,
    _before_open_bracket,
    _dated_month,
    _merge,
    _modal_question,
    _possessive,
    _span,
    _technology_beside,
    _title,
)


class StockLabels:
    """Passes of `ResolveComponent` (component.py), which holds the state they read."""

    def clean_stock(self, doc: Doc) -> None:
        new, drop = [], []
        for ent in doc.ents:
            if ent.id_:
                continue
            fixed = self._fix(ent)
            if fixed is None or fixed is not ent:
                drop.append(ent)
                if fixed is not None:
                    new.append(fixed)
        if new or drop:
            _merge(doc, new, replace=drop)

    @staticmethod
    def _days(span: Span) -> bool:
        """Only days of the week, maybe abbreviated and joined: "Mon/Wed", "Tue-Thu"."""
        return any(t.is_alpha for t in span) and all(
            t.text in _DAY_ABBREVIATIONS or t.lower_ in _DAY_NAMES or t.text in ("/", "-", "&")
            for t in span)

    def _fix(self, ent: Span) -> Span | None:
        text, label = ent.text, ent.label_
        if text in self.a.not_entities or text.rstrip("s") in self.a.not_entities:
            return None
        if len(ent) == 1 and _ERROR_CLASS.search(text):
            return None  # TypeError: an exception's class, whatever the NER made of it
        if text in self.s["nationalities"] and label != "NORP":  # "the Chinese version" (project)
            return _span(ent.doc, ent.start, ent.end, "NORP", RULE + "nationality")
        if label not in ("DATE", "TIME") and (
            (not any(c.isupper() or c.isdigit() for c in text)
             and (label not in _TRAINED or "-" in text))
            or _NUMBERISH.match(text) or _RELEASE.match(text)
            or ent[-1].tag_ in ("IN", "TO", "CC")
        ):
            # plain lowercase words, "500s", "v4.12", "Migration of": stock mistakes. The
            # trained NER learnt lowercase names from chat ("ask priya", "the quill deploy");
            # a hyphenated one the kebab-case rule passed by is an ordinary word
            # ("fastest-growing").
            return None
        start, end = ent.start, ent.end
        while start < end and (ent.doc[start].lower_ in ("the", "a", "an") or
                               ent.doc[start].is_punct or
                               ent.doc[start].text in self.s["greetings"]):
            start += 1  # "Dear Prof. Adeyemi", "Hi team"
        if end - start == 1 and ent.doc[start].text in self.s["title_words"]:
            return None  # "Dear Prof." around a name the rules already found
        # "Coach Rivera" is no place; "Miss Friday's deadline" keeps its date
        titled = label in _NAME_LABELS and start > 0 and _title(ent.doc[start - 1], self.s)
        while end - start > 1 and _title(ent.doc[start], self.s):
            start, titled = start + 1, True
        while end > start and (ent.doc[end - 1].text in ("'s", "’s", "'") or
                               ent.doc[end - 1].is_punct):
            end -= 1
        while label not in ("DATE", "TIME") and end - start > 1 and ent.doc[end - 1].is_lower and (
                ent.doc[end - 1].tag_ in ("VBZ", "VBD", "VBP", "MD")):
            end -= 1  # the trained NER's "Open Doors is"
        end = _before_open_bracket(ent.doc, start, end)  # "end of the quarter (28"
        while label == PERSON and end - start > 1 and ent.doc[end - 1].text in _DAY_ABBREVIATIONS:
            end -= 1  # a rota: "Farida Tue/Thu"
        while label == PERSON and end - start > 1 and (
                ent.doc[start].lower_ in self.s["address_verbs"]):
            start += 1  # "Ping Tolu about it", "Ask Dana": the verb opens the sentence
        if label == "DATE":
            start = self._date_start(ent.doc, start, end)  # "the build yesterday"
        if label == ORG:
            start = _after_route(ent.doc, start, end)  # "in Riverside to Turner Construction"
        if start == end:
            return None
        if label == PROJECT and end - start == 1 and end < len(ent.doc) and (
                ent.doc[end].like_num and ent.doc[end].text.isdigit()) and (
                ent.doc[start].lower_ in self.nouns):
            return None  # "the Grade 4 field trip", "Year 9 reports": a label and its number
        if label == "DATE" and _bare_number(ent.doc[start:end].text):
            return None  # "(42)", "page 54": a count or a label, not a date; years stay
        if label == PERSON and all(t.is_upper and len(t) > 2 for t in ent.doc[start:end]) and (
                ent.doc[start].text.title() not in self.a.first_names):
            return None  # "ECONNRESET", "JPY": codes, not people (names are not all capitals)
        if _modal_question(ent.doc[start:end]):
            return None  # "May I suggest ...", "Will you join ...": the verb, not May or Will
        place_end = self._place_end(ent, start) if label == PROJECT else end
        if _QUARTER.match(ent.doc[start:end].text) or _dated_month(ent.doc[start:end]) or (
                self._days(ent.doc[start:end])):
            label = "DATE"  # "Q4" is not an organisation, "28 Jan" no person, "Mon/Wed" days
        elif label in (PERSON, PROJECT, ORG, "GPE", "FAC") and end - start > 1 and (
                ent.doc[end - 1].text in self.s["event_heads"]):
            label = "EVENT"  # "the Valencia Marathon", "Camden Rocks Festival"
        elif label == PERSON and self._organisation_form(ent.doc[start:end]):
            label = ORG  # "Kuehne+Nagel", "Globex Freight"
        elif label == PERSON and self._place_like(ent.doc[start:end]):
            label = "GPE"  # "the restaurant in Fitzroy", "the Abuja and Kano hubs"
        elif label == PERSON and end - start > 1 and ent.doc[start].text in _SAINT:
            label = "GPE"  # "Saint Lucia", "St. Helens": places named after saints
        elif label in (PROJECT, ORG) and self._venue(ent.doc[start:end]):
            label = "GPE"  # the trained NER's "stuck near Dordrecht", "at the Foundry"
        elif label in (ORG, PERSON) and self._landform(ent.doc[start:end]):
            label = "LOC"  # "Table Mountain", "the Brecon Beacons"
        elif label == PROJECT and self._landform(ent.doc[start:place_end]):
            label, end = "LOC", place_end  # "the Elm Street renovation"
        elif titled or (label in ("GPE", "LOC") and self._given_owner(ent.doc[start:end])):
            label = PERSON  # "Prof. Adeyemi", "Georgia's PR"
        elif end - start == 1 and label in (ORG, PERSON) and self._capitalised_word(
                ent.doc[start], label):
            return None
        elif end - start == 1 and label not in _TRAINED and self._given_name(ent.doc[start]):
            label = PERSON  # a stock label on "Alice"; the trained NER's organisation stands
        elif label == TECH and end - start == 1 and (self._named_like_place(ent.doc[start])
                                                     or self._with_people(ent.doc[start])):
            label = PERSON  # "Sofia handles the AWS account": no tool is called that
        if label not in ("DATE", "TIME") and _CLOCK.match(ent.doc[start:end].text):
            label = "TIME"  # the trained NER's technology "7:30am"
        if (start, end, label) == (ent.start, ent.end, ent.label_):
            return ent
        return _span(ent.doc, start, end, label, "")

    def _date_start(self, doc: Doc, start: int, end: int) -> int:
        """Past lowercase nouns and verbs that name no time ("build" in "fixed the build
        yesterday", a trained NER's span)."""
        while end - start > 1 and self._no_time_word(doc[start]):
            start += 1
        return start

    def _no_time_word(self, tok: Token) -> bool:
        return (tok.is_alpha and tok.is_lower and tok.tag_.startswith(("NN", "VB"))
                and tok.lower_ not in self.s["date_nouns"])

    def _capitalised_word(self, tok: Token, label: str) -> bool:
        """An English word capitalised only because it starts the sentence or a heading-like
        compound ("Workshop with Ford", "Pager rotation", "the Authorization header"): the
        stock model's organisation or person guess for it is no name. A person at a sentence
        start only before a preposition or a colon ("Proud of the squad", "Lesson: ...";
        "Sienna and Rob" may be one)."""
        if not tok.is_title or tok.lower_ not in self.words or tok.text in self.a.all_names:
            return False
        if self.a.is_gazetteer(tok.text):
            return False
        nxt = tok.doc[tok.i + 1] if tok.i + 1 < len(tok.doc) else None
        modifier = tok.dep_ == "compound" and nxt is not None and nxt.is_lower and (
            nxt.tag_.startswith("NN"))
        if label == ORG and not modifier and self._system_subject(tok):
            return False  # "Nightingale moved to Redis for caching."
        if label == PERSON and not (nxt is not None and (nxt.tag_ == "IN" or nxt.text == ":")):
            return modifier  # "Lesson: the flag ..." heads a note
        return tok.is_sent_start or modifier

    def _with_people(self, tok: Token) -> bool:
        """The trained NER's technology guess joined by "and" to a person ("Dmitri and Santi
        were there"), for a word no list knows, in a sentence with no other technology."""
        if self.a.lookup(tok.text) is not None or _technology_beside(tok):
            return False
        return any(t.ent_type_ == PERSON for t in tok.conjuncts)

    def _system_subject(self, tok: Token) -> bool:
        """A proper noun that is the subject of a sentence with a technology in it."""
        return tok.tag_ == "NNP" and tok.dep_ in ("nsubj", "nsubjpass") and (
            _technology_beside(tok))

    def _place_like(self, span: Span) -> bool:
        """One unknown name (not a given name) where places go: after "in" or "near" (not
        "Priya's"), joined by "and"/"or" to a place, the end of a journey ("from Denver to
        Moab", "reroute to Modesto"), or a site ("the Dunmore store": `site_nouns`)."""
        if len(span) != 1 or self._given_name(span[0]) or _possessive(span):
            return False
        tok, doc = span[0], span.doc
        prev = doc[tok.i - 1].lower_ if tok.i > 0 else ""
        nxt = doc[tok.i + 1].lower_ if tok.i + 1 < len(doc) else ""
        if (prev in ("in", "near") or (prev == "to" and self._journey(tok))
                or (prev == "the" and nxt in self.s["site_nouns"])):
            return True
        return tok.dep_ == "conj" and tok.head.ent_type_ in ("GPE", "LOC")

    def _venue(self, span: Span) -> bool:
        """A name where places go ("near Dordrecht", "at the Barbican", "the Brookside
        warehouse") in a sentence with no software in it: no technology, no other project,
        no software word. Not after "in": "the map in Wayfinder" is a system's."""
        doc, tok = span.doc, span[0]
        prev = doc[tok.i - 1].lower_ if tok.i else ""
        nxt = doc[tok.i + 1].lower_ if tok.i + 1 < len(doc) else ""
        at_the = prev == "the" and tok.i >= 2 and doc[tok.i - 2].lower_ in ("at", "near")
        if len(span) != 1 or not (at_the or prev == "near" or (
                prev == "the" and nxt in self.s["site_nouns"])):
            return False
        return _at_the_place(tok) or not self._software_in(tok)

    def _journey(self, tok: Token) -> bool:
        """Words of travel in the sentence before the name, or "from" a place."""
        before = tok.doc[tok.sent.start:tok.i]
        return any(t.lower_ in self.s["travel_words"] for t in before) or any(
            t.lower_ == "from" and t.i + 1 < tok.i and t.nbor().ent_type_ in ("GPE", "LOC")
            for t in before)

    def _place_end(self, ent: Span, start: int) -> int:
        """After a place's name the trained NER ran into the lowercase work done there ("Elm
        Street renovation"): the end of the name, or the span's end."""
        for tok in ent.doc[start + 1:ent.end - 1]:
            if tok.text in self.s["place_heads"] and all(t.is_lower for t in ent.doc[
                    tok.i + 1:ent.end]):
                return tok.i + 1
        return ent.end

    def _landform(self, span: Span) -> bool:
        """A name of two or more capitalised words ending in a word for a piece of land or
        water ("Mountain", "Marshes", "Falls": `rules.json: place_heads`), not in the
        gazetteer and not opening with a given name ("Linda Park" is a person): a place,
        whatever the stock model says."""
        return (len(span) > 1 and span[-1].text in self.s["place_heads"]
                and all(t.is_title for t in span) and not self._given_name(span[0])
                and not self.a.is_gazetteer(span.text))

    def _organisation_form(self, span: Span) -> bool:
        """A name no person has: with "+", "&" or digits, or ending in a word like "Freight",
        "Foundation", "University" (`rules.json: org_suffixes`)."""
        return (any(c in span.text for c in "+&") or any(c.isdigit() for c in span.text)
                or (len(span) > 1 and span[-1].text in self.s["org_suffixes"]))

    def _named_like_place(self, tok: Token) -> bool:
        """A given name that is also a place ("Sofia", "Austin") and no listed tool."""
        text = tok.text
        return (text in self.a.place_names and text in self.a.first_names
                and text not in self.a.calendar_names and not self.a.is_gazetteer(text))

    def _given_name(self, tok: Token) -> bool:
        return self._given_name_text(tok.text)

    def _given_name_text(self, text: str) -> bool:
        """A listed given name that is no month or day, place or gazetteer name."""
        if text not in self.a.first_names or text in self.a.calendar_names:
            return False
        return text not in self.a.place_names and not self.a.is_gazetteer(text)
