"""`graphmem_resolve`, after the statistical NER: ambiguous gazetteer names judged
by context (Java the language vs the island) where the NER named nothing, vendors typed by the
NER, clean-up of the stock model's labels in software talk."""

from __future__ import annotations

import logging
from collections.abc import Iterator

from spacy.language import Language
from spacy.tokens import Doc, Span, Token

from graphmem.nlp.entities.assets import Assets, GazEntry, load_assets
from graphmem.nlp.entities.model import (
    _KEEP_BIGGER,
    _NAME_LABELS,
    _QUARTER,
    _TRAINED,
    _TYPE_LABEL,
    _WEAK_STOCK,
    ORG,
    PERSON,
    PLACE,
    PROJECT,
    RULE,
    TECH,
)
from graphmem.nlp.entities.pipeline import _factory
from graphmem.nlp.entities.spans import (
    _CAMEL,
    _CLOCK,
    _DAY_ABBREVIATIONS,
    _DAY_NAMES,
    _DAY_TITLES,
    _ERROR_CLASS,
    _FIXTURES,
    _GREETING_WORDS,
    _MODEL_NUMBER,
    _NOT_CHAT_NAMES,
    _NUMBERISH,
    _OWNERS,
    _RELEASE,
    _SAINT,
    _VERSION,
    _YEAR,
    _after_route,
    _at_the_place,
    _bare_number,
    _before_open_bracket,
    _chat_form,
    _continues,
    _covering,
    _cue_word,
    _dated_month,
    _determiner,
    _done_by_another,
    _joined_end,
    _listed_inside,
    _lone_guess,
    _merge,
    _modal_question,
    _object_of,
    _one_word_entity,
    _other_technology,
    _overrules,
    _person_from,
    _possessive,
    _propn,
    _span,
    _subject_of,
    _technology_beside,
    _title,
    _verb,
)
from graphmem.nlp.entities.words import VerbLemmas, _english_words

log = logging.getLogger(__name__)


@_factory("graphmem_resolve", default_config={"model_dir": None})
def make_resolve(nlp: Language, name: str, model_dir: str | None):
    return ResolveComponent(nlp, load_assets(model_dir))


class ResolveComponent:
    """After the statistical NER: ambiguous gazetteer names by context, stock-label clean-up."""

    def __init__(self, nlp: Language, assets: Assets):
        from spacy.matcher import PhraseMatcher

        self.a = assets
        self.s = assets.sets
        self.software_cues = self.s["tech_cues"] | self.s["system_cues"]
        self.lemmas = VerbLemmas(nlp)
        self.exact = PhraseMatcher(nlp.vocab, attr="ORTH")
        self.lower = PhraseMatcher(nlp.vocab, attr="LOWER")
        self.nouns, self.words = _english_words(nlp)
        self.not_chat_names = frozenset().union(*(self.s[k] for k in _NOT_CHAT_NAMES))
        for entry in assets.entries:
            if entry.context is None and entry.type != "place":
                continue
            for form in entry.forms:
                matcher = self.exact if form in entry.exact else self.lower
                matcher.add(entry.name, [nlp.make_doc(form)])
                if _chat_form(entry, form) and entry.context != "type":
                    self.lower.add(entry.name, [nlp.make_doc(form)])

    def __call__(self, doc: Doc) -> Doc:
        try:
            self.ambiguous(doc)
            self.vendors(doc)
            self.models(doc)
            self.org_heads(doc)
            self.clean_stock(doc)
            self.software_subjects(doc)
            self.languages(doc)
            self.teams(doc)
            self.works(doc)
            self.chat_names(doc)
            self.lower_codenames(doc)
            self.propagate(doc)
            self.workplaces(doc)
            self.households(doc)
            self.given_names(doc)
            self.join_people(doc)
        except Exception:
            log.debug("graphmem_resolve failed", exc_info=True)
        return doc

    # ---- ambiguous gazetteer names (Java, Apple, Ruby, Spring, Go ...)

    def _matches(self, doc: Doc) -> list[tuple[int, int, GazEntry]]:
        found = {}
        for matcher in (self.exact, self.lower):
            for match_id, start, end in matcher(doc):
                name = doc.vocab.strings[match_id]
                found.setdefault((start, end), self.a.by_name[name])
        spans = sorted(found.items(), key=lambda kv: (-(kv[0][1] - kv[0][0]), kv[0][0]))
        taken = bytearray(len(doc))
        out = []
        for (start, end), entry in spans:
            if not any(taken[start:end]):
                taken[start:end] = b"\x01" * (end - start)
                out.append((start, end, entry))
        return out

    def ambiguous(self, doc: Doc) -> None:
        ents = {(e.start, e.end): e for e in doc.ents}
        new, drop = [], []
        for start, end, entry in self._matches(doc):
            span = doc[start:end]
            cover = [e for e in doc.ents if e.start <= start and e.end >= end]
            if any(e.id_ for e in cover):
                continue  # the ruler or a rule already decided
            if end < len(doc) and (doc[end].text in self.s["place_heads"] or (
                    doc[end].ent_type_ == PERSON and span.text in self.s["title_words"])):
                continue  # "Elm Street" is a place named after the word; "Chef Ramírez"
            bigger = [e for e in cover if len(e) > len(span)]
            if bigger and (entry.type == "place" or bigger[0].label_ in _KEEP_BIGGER):
                continue  # "Spring Street", "University of Edinburgh": keep the stock span
            label = self._decide(span, entry, ents.get((start, end)))
            if any(e.label_ in _TRAINED for e in cover) and not _overrules(
                    cover, span, entry, label):
                continue  # the trained NER named it: its reading of the sentence stands
            if label == "drop":
                drop.extend(cover)
            elif label == "word":  # the NER's technology "rust" in "rust remover"
                drop.extend(e for e in cover if e.label_ == TECH)  # not "next spring"
            elif label:
                own = _TYPE_LABEL[entry.type] == label
                new.append(_span(doc, start, end, label, entry.name if own else RULE + "alt"))
                drop.extend(cover)
                drop.extend(_listed_inside(doc, start, end))  # "Alibaba" in "Alibaba Cloud"
        if new or drop:
            _merge(doc, new, replace=drop)

    def vendors(self, doc: Doc) -> None:
        """A tool named after the company that sells it is that company where the sentence
        does business with it: "our contract with Datadog", "Hello Cloudflare support", "what
        Notion charges". Elsewhere it stays the tool: "the Datadog renewal" and "a quote from
        Datadog" were labelled either way by different writers, so those words are no cue."""
        new, drop = [], []
        for ent in doc.ents:
            if ent.label_ not in (ORG, TECH) or self._listed_name(ent) not in self.s["vendors"]:
                continue
            if self._vendor_staff(ent) or self._vendor_employer(ent):
                label = ORG  # "an ex-Dropbox engineer": employment outweighs the software word
            elif self._vendor_product(ent):
                label = TECH
            elif self._vendor_desk(ent) or self._vendor_acts(ent) or self._cue_in_sentence(
                    ent, self.s["vendor_cues"], outside_names=True):
                label = ORG
            else:
                continue
            if label != ent.label_:
                new.append(_span(doc, ent.start, ent.end, label, RULE + "vendor"))
                drop.append(ent)
        if new:
            _merge(doc, new, replace=drop)

    def _listed_name(self, ent: Span) -> str:
        """The gazetteer's name for a span: its id, or, for a span the NER found ("We signed
        with Plaid"), the entry its text is a form of."""
        if ent.id_:
            return ent.id_
        entry = self.a.lookup(ent.text)
        return entry.name if entry is not None else ""

    def _vendor_desk(self, ent: Span) -> bool:
        """"Cloudflare support", "the Zendesk sales rep", "Vercel's support team", "Datadog's
        account rep": the company's people, not "Datadog support for OpenTelemetry" (a
        feature)."""
        doc = ent.doc
        i = ent.end + 1 if _possessive(ent) else ent.end
        if i < len(doc) and doc[i].lower_ == "account":
            i += 1
        if i >= len(doc) or doc[i].lower_ not in self.s["vendor_desks"]:
            return False
        return i + 1 >= len(doc) or doc[i + 1].lower_ != "for"

    def _vendor_product(self, ent: Span) -> bool:
        """The product, whatever else the sentence says: a software word (`tech_cues`) right
        after the name ("the Vercel deploy", "the Twilio webhooks", "our Slack integration"),
        or a desk word before "for" ("Datadog support for OpenTelemetry")."""
        doc = ent.doc
        if ent.end >= len(doc) or _possessive(ent):
            return False
        nxt = doc[ent.end]
        if nxt.lower_ in self.s["vendor_desks"]:
            return ent.end + 1 < len(doc) and doc[ent.end + 1].lower_ == "for"
        return nxt.tag_.startswith("NN") and _cue_word(nxt, self.s["tech_cues"])

    def _vendor_staff(self, ent: Span) -> bool:
        """"Hunter from Cloudflare", "Rosa at Shopify": a person from or at the company."""
        return _person_from(ent.doc, ent.start)

    def _vendor_acts(self, ent: Span) -> bool:
        """The company does what companies do: "Twilio confirmed the delays", "Notion is
        raising prices", "Stripe is deprecating the old charges API" (the name the subject of
        a `vendor_acts` verb)."""
        root = ent.root
        return root.dep_ == "nsubj" and (
            self.lemmas.lemma(root.head.lower_) or root.head.lower_) in self.s["vendor_acts"]

    def _vendor_employer(self, ent: Span) -> bool:
        """"Sarah joined Salesforce", "ex-Dropbox", "five years at Twitter", "we signed with
        Okta": somebody works for the company or signs with it (`rules.json: vendor_joins`
        just before the name, or a `vendor_works` word before "at", "for" or "with")."""
        doc = ent.doc
        if ent.start < 1:
            return False
        prev = doc[ent.start - 1]
        if prev.text == "-" and ent.start >= 2:
            prev = doc[ent.start - 2]  # "ex-Dropbox"
        if prev.lower_ in self.s["vendor_joins"]:
            return True
        if prev.lower_ not in ("at", "for", "with") or ent.start < 2:
            return False
        before = doc[ent.start - 2]
        return (before.lower_ in self.s["vendor_works"]
                or (self.lemmas.lemma(before.lower_) or "") in self.s["vendor_works"])

    def models(self, doc: Doc) -> None:
        """A device's model is part of its name: "Pixel 8", "iPhone 15 Pro", "Apple Watch
        Series 9", "AirPods Pro" (`rules.json: model_words`). The span is a name of its own,
        not the gazetteer's line: a Pixel 8 is not a Pixel 7."""
        new, drop = [], []
        for ent in doc.ents:
            entry = self.a.by_name.get(ent.id_)
            if ent.label_ != TECH or entry is None or entry.category != "consumer":
                continue
            end = self._model_end(doc, ent.end)
            if end > ent.end:
                new.append(_span(doc, ent.start, end, TECH, RULE + "model"))
                drop.append(ent)
        if new:
            _merge(doc, new, replace=drop)

    def _model_end(self, doc: Doc, i: int) -> int:
        words = self.s["model_words"]
        if i + 1 < len(doc) and doc[i].text == "Series" and _MODEL_NUMBER.match(doc[i + 1].text):
            i += 2
        elif i < len(doc) and self._model_number(doc[i]):
            i += 1
        while i < len(doc) and doc[i].text in words and (
                not doc[i].ent_type_ or _lone_guess(doc[i])):
            i += 1  # the NER's own "Pro" after "iPhone 15" gives way
        return i

    @staticmethod
    def _model_number(tok: Token) -> bool:
        """"8" in "Pixel 8", not "3" in "an iPad 3 years ago" nor a year."""
        nxt = tok.nbor() if tok.i + 1 < len(tok.doc) else None
        return (_MODEL_NUMBER.match(tok.text) is not None and not _YEAR.match(tok.text)
                and not tok.ent_type_ and (nxt is None or nxt.tag_ != "NNS"))

    def org_heads(self, doc: Doc) -> None:
        """A known organisation followed by capitalised words ending in an `org_suffixes` word
        is a longer name of its own: "the Guardian Media Group", "the Fraunhofer Institute"
        (not the paper and a stray "Media Group")."""
        new, drop = [], []
        for ent in doc.ents:
            if ent.label_ != ORG or not ent.id_ or ent.id_.startswith(RULE):
                continue
            end, last = ent.end, None
            while end < min(len(doc), ent.end + 3) and doc[end].is_title:
                end += 1
                if doc[end - 1].text in self.s["org_suffixes"]:
                    last = end
            if last is not None:
                start = ent.start + (doc[ent.start].lower_ == "the")  # "the Guardian" ...
                new.append(_span(doc, start, last, ORG, RULE + "firm"))
                drop.append(ent)
        if new:
            _merge(doc, new, replace=[*drop, *(e for e in doc.ents if any(
                n.start <= e.start < n.end for n in new) and e not in drop)])

    def _decide(self, span: Span, entry: GazEntry, stock: Span | None) -> str | None:
        if entry.context == "type":
            return _TYPE_LABEL[entry.type]  # where the trained NER did not say which
        if len(span) == 1 and span[0].tag_.startswith(("VB", "MD", "RB", "IN", "DT", "CC")):
            return None  # "Go ahead and merge": a verb is not the language
        if entry.type == "place":
            return self._place(span, entry, stock)
        if entry.alt == "person" and self._human(span):
            return PERSON
        if entry.type == "technology" and span.text.islower() and span.text not in entry.exact:
            return self._lowercase(span, entry)
        needs = entry.context == "always" or span[0].is_sent_start or span.text not in entry.exact
        if not needs or self._has_context(span, entry):
            return _TYPE_LABEL[entry.type]
        if entry.alt and (_propn(span.root) or stock is not None):
            return _TYPE_LABEL.get(entry.alt)
        if stock is not None and stock.label_ in _WEAK_STOCK:
            return "drop"
        return None

    def _lowercase(self, span: Span, entry: GazEntry) -> str | None:
        """A technology written in lowercase, as chat does ("the jenkins cron", "the envoy
        config"). One that is also an English word ("rust", "bun", "snowflake") needs a
        software word right next to it or another technology in the sentence, or it is the
        word ("word"); any other the usual context."""
        if span.text not in self.words:
            return TECH if self._has_context(span, entry) else None
        doc, cues = span.doc, self.s["tech_cues"]
        near = [*doc[max(0, span.start - 1):span.start], *doc[span.end:span.end + 2]]
        if any(_cue_word(t, cues) or _VERSION.match(t.text) for t in near):
            return TECH
        head = span.end >= len(doc) or not doc[span.end].tag_.startswith("NN")
        if head and span.start > 0 and _determiner(doc[span.start - 1]):
            return "word"  # "next spring", "the greenhouse", not "the prometheus scrape"
        return TECH if _other_technology(span) else "word"  # "rust remover"

    def _place(self, span: Span, entry: GazEntry, stock: Span | None) -> str | None:
        """Listed places are places; one that is also a given name or a word ("Sofia",
        "Victoria", "Nice") only after in/to/from/... or when the stock model says so too."""
        if self._given_owner(span):
            return PERSON  # "Sofia's PR", whatever the stock model says
        if entry.context != "place" or (stock is not None and stock.label_ in ("GPE", "LOC")):
            return PLACE
        prev = span.doc[span.start - 1] if span.start > 0 else None
        if prev is not None and prev.lower_ in self.s["place_preps"]:
            return PLACE
        return None

    def _given_owner(self, span: Span) -> bool:
        """"Sofia's PR", "Austin's laptop": a given name that is also a place, before a
        possessive and a person's own work or things (`personal_cues`)."""
        doc = span.doc
        return span.text in self.a.place_names and _possessive(span) and (
            span.end + 1 < len(doc) and doc[span.end + 1].lower_ in self.s["personal_cues"])

    def _human(self, span: Span) -> bool:
        doc = span.doc
        prev = doc[span.start - 1] if span.start > 0 else None
        if prev is not None and (prev.lower_.rstrip(".") in self.s["kin_words"]):
            return True
        nxt = doc[span.end] if span.end < len(doc) else None
        if nxt is not None and nxt.is_title and _propn(nxt) and not self.a.is_gazetteer(nxt.text):
            return True
        root = span.root
        if root.dep_ in ("nsubj", "nsubjpass") and _verb(root.head):
            return (self.lemmas.lemma(root.head.text) or "") in self.s["human_verbs"]
        return False

    def _has_context(self, span: Span, entry: GazEntry) -> bool:
        doc = span.doc
        nxt = doc[span.end] if span.end < len(doc) else None
        if entry.type == "organization":
            cues = self.s["org_cues"]
            if _possessive(span):
                return True
        else:
            cues = self.s["tech_cues"]
            if nxt is not None and _VERSION.match(nxt.text):
                return True
        if _other_technology(span):
            return True  # "Apple fixed the bug in iOS", "Rust or Zig"
        return self._cue_in_sentence(span, cues)

    def _cue_in_sentence(self, span: Span, cues: set[str], outside_names: bool = False) -> bool:
        """A word of the span's sentence, outside it, that is a cue (as written, singular, or
        a verb's lemma: "hired"); with `outside_names`, not a word of any name ("pricing" in
        the service "pricing-engine"), nor a verb another name does ("Linear acquired Cadence
        Tools, so the Slack integration ...": Slack acquires nothing)."""
        for tok in span.sent:
            if span.start <= tok.i < span.end or tok.is_punct or tok.is_stop:
                continue
            if outside_names and (tok.ent_type_ or _done_by_another(tok, span)):
                continue
            if _cue_word(tok, cues):
                return True
            if _verb(tok) and (self.lemmas.lemma(tok.lower_) or "") in cues:
                return True
        return False

    # ---- stock labels

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

    # ---- names that behave like software ("Atlas now uses Elasticsearch")

    def software_subjects(self, doc: Doc) -> None:
        """An unknown proper noun (not a given name, not in the gazetteer) is a project when it
        is the subject of a system verb ("stores", "exposes", "crashes", not "deploys" or "uses":
        people do those) whose object is a technology, is "written in <technology>", is "the
        <software noun>", or is in apposition to one. A stock ORG needs one of the strongest
        verbs: companies store data in S3 too, but rarely "expose" or "crash"."""
        new, drop = [], []
        for tok in doc:
            if not (_propn(tok) and (tok.is_title or _CAMEL.match(tok.text))) or tok.ent_id_:
                continue
            if tok.ent_type_ not in ("", "ORG", "PERSON", "GPE", "LOC", "PRODUCT", "NORP"):
                continue
            if tok.text in self.a.all_names or self.a.is_gazetteer(tok.text):
                continue
            if tok.lower_ in self.s["kin_words"]:
                continue
            cover = _covering(tok)
            strong = tok.ent_type_ == "ORG"  # a company "uses Kubernetes" too
            if any(len(e) > 1 for e in cover) or not self._software_role(tok, strong):
                continue
            new.append(_span(doc, tok.i, tok.i + 1, PROJECT, RULE + "software"))
            drop.extend(cover)
        if new:
            _merge(doc, new, replace=drop)

    def _software_role(self, tok: Token, strong: bool) -> bool:
        nouns = self.s["software_nouns"]
        if any(c.dep_ == "appos" and c.lower_ in nouns for c in tok.children):
            return True
        head = tok.head
        if tok.dep_ not in ("nsubj", "nsubjpass") or not _verb(head):
            return False
        if head.lower_ in ("is", "was", "are", "'s"):
            return any(c.dep_ == "attr" and c.lower_ in nouns for c in head.children)
        lemma = self.lemmas.lemma(head.text) or ""
        passive = tok.dep_ == "nsubjpass" and lemma in ("write", "implement", "build")
        if not passive and lemma not in self.s["system_verbs" if strong else "software_verbs"]:
            return False
        return any(t.ent_type_ == TECH for c in head.children if c.i != tok.i for t in c.subtree)

    # ---- sports teams before their fixtures

    def teams(self, doc: Doc) -> None:
        """A sports team before its fixture: "the Arsenal match", "the Galatasaray derby",
        "the Warriors game" (a plural name before "game": not "the Emberfall game"), in a
        sentence with no software in it. The trained NER took them for tools."""
        new, drop = [], []
        for tok in doc[:-1]:
            nxt = doc[tok.i + 1].lower_
            if not (tok.is_title and tok.is_alpha) or tok.ent_type_ in (ORG, PERSON, "EVENT"):
                continue
            plural = tok.tag_ == "NNPS" or (tok.text.endswith("s") and not tok.text.endswith("ss"))
            if not (nxt in _FIXTURES or (plural and nxt in ("game", "games"))):
                continue
            known = self.a.by_name.get(tok.ent_id_)
            if known is not None and known.type != "place":
                continue  # a known tool or company keeps its type
            if self._software_in(tok):
                continue
            cover = _covering(tok)
            if any(len(e) > 1 for e in cover):
                continue
            new.append(_span(doc, tok.i, tok.i + 1, ORG, RULE + "team"))
            drop.extend(cover)
        if new:
            _merge(doc, new, replace=drop)

    def _software_in(self, tok: Token) -> bool:
        """Another technology or project, or a software word, in the token's sentence."""
        return any(t.i != tok.i and (t.ent_type_ in (TECH, PROJECT)
                                     or _cue_word(t, self.software_cues)) for t in tok.sent)

    def languages(self, doc: Doc) -> None:
        """A human language is a language (concept), whatever the words around it made of it:
        "learning Spanish", "forms in Dari and Pashto" were codenames, places or tools, and
        a trained NER took "Tagalog" for a person or passed it by (`rules.json:
        human_languages`). A longer name that holds one ("Irish Rail") stays."""
        new, drop = [], []
        languages = self.s["human_languages"]
        for ent in doc.ents:
            if (ent.label_ in (PROJECT, TECH, PLACE, ORG, "NORP", PERSON)
                    and ent.text in languages and not self.a.is_gazetteer(ent.text)
                    and (ent.label_ != PERSON or ent.text not in self.a.first_names)):
                new.append(_span(doc, ent.start, ent.end, "LANGUAGE", RULE + "language"))
                drop.append(ent)
        # a trained NER may pass one by: "into Spanish and Tagalog"
        new += [_span(doc, tok.i, tok.i + 1, "LANGUAGE", RULE + "language") for tok in doc
                if not tok.ent_type_ and tok.is_title and tok.text in languages
                and not self.a.is_gazetteer(tok.text)]
        if new:
            _merge(doc, new, replace=drop)

    # ---- works: what is read, watched or listened to

    def works(self, doc: Doc) -> None:
        """A name that is read, watched or listened to is a work (book, film, song), whatever the
        stock model called it: "have you read Piranesi?" (a person to it), "rewatching Spirited
        Away", "listen to Bohemian Rhapsody", "his copy of Things Fall Apart"; the trained NER
        took some for tools ("watched Parasite") where no software is talked of. Given names are
        left alone ("watching Maya swim")."""
        new, drop = [], []
        for ent in doc.ents:
            if ent.id_ or ent.label_ not in (PERSON, ORG, "GPE", "PRODUCT", "FAC", "NORP",
                                             TECH, PROJECT):
                continue
            if any(self._given_name(t) for t in ent) or not self._media_object(ent.root):
                continue
            if ent.label_ in (TECH, PROJECT) and self._software_in(ent[0]):
                continue  # the trained NER's tool or system where software is talked of
            new.append(_span(doc, ent.start, ent.end, "WORK_OF_ART", RULE + "work"))
            drop.append(ent)
        if new:
            _merge(doc, new, replace=drop)

    def _media_object(self, root: Token) -> bool:
        head = root.head
        if root.dep_ == "dobj":
            return head.lower_ in self.s["media_verbs"]
        if root.dep_ != "pobj":
            return False
        if head.lower_ == "to":
            return head.head.lower_.startswith("listen")
        return head.lower_ == "of" and head.head.lower_ in self.s["media_of"]

    # ---- people written in lowercase ("lol tomasz just force-pushed", "chris says")

    def chat_names(self, doc: Doc) -> None:
        """Chat writes names in lowercase. A lowercase word that is a listed given name and no
        English word ("tomasz", "priya"; not "will", "mark", "sunny") is that person, and
        so is a given name greeted ("hey june", "Hi June,")."""
        new, drop = [], []
        for tok in doc:
            if not (tok.is_alpha and len(tok) > 2) or not (tok.is_lower or tok.is_title):
                continue
            if self._greeted(tok):  # a person, not the month: "hey june", "Hi June,"
                drop.extend(_covering(tok))
                new.append(_span(doc, tok.i, tok.i + 1, PERSON, RULE + "chat_name"))
                continue
            if tok.ent_type_ or tok.is_title:
                continue
            title = tok.text.title()
            if not self._given_name_text(title) or title not in self.a.chat_first_names or (
                    title in self.a.word_names and not self._chat_speaker(tok)):
                continue  # "june" the month, but "hey june"
            if _cue_word(tok, self.words) and not self._chat_speaker(tok):
                continue  # an English word or its plural: "yoga mats"; not "tom said"
            if tok.lower_ in self.not_chat_names:
                continue  # "dev", "prod": software words that are names too
            new.append(_span(doc, tok.i, tok.i + 1, PERSON, RULE + "chat_name"))
        if new:
            _merge(doc, new, replace=drop)

    def _greeted(self, tok: Token) -> bool:
        """A given name right after a greeting that opens the text ("Hi June,", "hey june
        did you ..."), whatever else a step made of the word."""
        if tok.i != 1 or tok.doc[0].lower_ not in _GREETING_WORDS:
            return False
        if tok.ent_type_ and (not _one_word_entity(tok) or tok.ent_type_ == PERSON):
            return False
        title = tok.text.title()
        return title in self.a.first_names or title in self.a.word_names or (
            title in self.a.calendar_names and title not in _DAY_TITLES)  # "June", not "Monday"

    def lower_codenames(self, doc: Doc) -> None:
        """Chat writes codenames in lowercase too: a lowercase word that no English list
        knows, right before a system word, is a project ("the ledgerline rate limiter", "the
        tidepool API", "cardforge rewrite"; `rules.json: lower_codename_heads`)."""
        new = []
        for tok in doc[:-1]:
            if tok.ent_type_ or not (tok.is_lower and tok.is_alpha and len(tok) > 3):
                continue
            if doc[tok.i + 1].lower_ not in self.s["lower_codename_heads"]:
                continue
            if _cue_word(tok, self.words) or not tok.tag_.startswith("NN"):
                continue  # an English word or its plural ("the user service"), "migrated"
            if tok.i > 0 and doc[tok.i - 1].text in ("-", "/"):
                continue  # "on-prem cluster", "lockout/tagout incident"
            if tok.is_stop or self.a.is_gazetteer(tok.text) or tok.lower_ in self.not_chat_names:
                continue
            if self._given_name_text(tok.text.title()):
                continue  # "rowan's repo": the chat-name step judges a person
            new.append(_span(doc, tok.i, tok.i + 1, PROJECT, RULE + "codename"))
        if new:
            _merge(doc, new)

    def _chat_speaker(self, tok: Token) -> bool:
        """A lowercase given name that is also a word, used as only a person is: greeted ("hey
        june"), owning something ("lily's recital"), told ("tell mina"), opening a message
        before a colon or comma ("wei: please review"), or the subject of a speech verb ("tom
        said")."""
        doc = tok.doc
        prev = doc[tok.i - 1] if tok.i > 0 else None
        nxt = doc[tok.i + 1] if tok.i + 1 < len(doc) else None
        if prev is not None and prev.lower_ in _GREETING_WORDS:
            return True
        if nxt is not None and nxt.text in ("'s", "’s") and tok.dep_ == "poss":
            return True  # "maya's sending the link", "theo's reading log"
        if _object_of(tok, self.s["address_verbs"]):
            return True  # "tell mina not to pay"
        if tok.i == 0 and nxt is not None and nxt.text in (":", ","):
            return True
        return _subject_of(tok, self.s["speech_verbs"])

    # ---- within-document propagation

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
