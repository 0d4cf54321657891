"""Companies named like their products (Datadog the vendor or the tool), devices and their
models ("Pixel 8"), and longer names built on a known organisation."""

from __future__ import annotations

from spacy.tokens import Doc, Span, Token

from graphmem.nlp.entities.model import ORG, RULE, TECH
from graphmem.nlp.entities.spans import (
    _MODEL_NUMBER,
    _YEAR,
    _cue_word,
    _lone_guess,
    _merge,
    _person_from,
    _possessive,
    _span,
)


class VendorNames:
    """Passes of `ResolveComponent` (component.py), which holds the state they read."""

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
