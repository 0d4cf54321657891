"""Gazetteer names the NER left alone or may have misread, judged by their sentence:
Java the language or the island, Apple the company or the fruit, Sofia the person or the city."""

from __future__ import annotations

from spacy.tokens import Doc, Span

from graphmem.nlp.entities.assets import GazEntry
from graphmem.nlp.entities.model import (
    _KEEP_BIGGER,
    _TRAINED,
    _TYPE_LABEL,
    _WEAK_STOCK,
    PERSON,
    PLACE,
    RULE,
    TECH,
)
from graphmem.nlp.entities.spans import (
    _VERSION,
    _cue_word,
    _determiner,
    _done_by_another,
    _listed_inside,
    _merge,
    _other_technology,
    _overrules,
    _possessive,
    _propn,
    _span,
    _verb,
)


class GazetteerNames:
    """Passes of `ResolveComponent` (component.py), which holds the state they read."""

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
