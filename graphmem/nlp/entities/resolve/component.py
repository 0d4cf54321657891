"""`graphmem_resolve`, after the statistical NER: ambiguous gazetteer names judged
by context (Java the language vs the island) where the NER named nothing, vendors typed by the
NER, clean-up of the stock model's labels in software talk.

Each group of passes is a class of its own module; this one holds what they share
(the assets, the matchers, the word lists) and runs them in order."""

from __future__ import annotations

import logging

from spacy.language import Language
from spacy.tokens import Doc

from graphmem.nlp.entities.assets import Assets, load_assets
from graphmem.nlp.entities.pipeline import _factory
from graphmem.nlp.entities.resolve.chat import ChatNames
from graphmem.nlp.entities.resolve.gazetteer import GazetteerNames
from graphmem.nlp.entities.resolve.people import PeopleNames
from graphmem.nlp.entities.resolve.software import SoftwareNames
from graphmem.nlp.entities.resolve.stock import StockLabels
from graphmem.nlp.entities.resolve.vendors import VendorNames
from graphmem.nlp.entities.resolve.workplaces import Workplaces
from graphmem.nlp.entities.spans import _NOT_CHAT_NAMES, _chat_form
from graphmem.nlp.entities.words import VerbLemmas, _english_words

log = logging.getLogger(__name__)


@_factory("graphmem_resolve", default_config={"model_dir": None})
def make_resolve(nlp: Language, name: str, model_dir: str | None):
    return ResolveComponent(nlp, load_assets(model_dir))


class ResolveComponent(GazetteerNames, VendorNames, StockLabels, SoftwareNames, ChatNames,
                       Workplaces, PeopleNames):
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
            self.cluster_words(doc)
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
