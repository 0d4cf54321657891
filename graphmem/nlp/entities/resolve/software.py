"""Names that behave like software ("Atlas now uses Elasticsearch"), sports teams before
their fixtures, programming languages, and works that are read, watched or listened to."""

from __future__ import annotations

from spacy.tokens import Doc, Token

from graphmem.nlp.entities.model import ORG, PERSON, PLACE, PROJECT, RULE, TECH
from graphmem.nlp.entities.spans import (
    _CAMEL,
    _FIXTURES,
    _covering,
    _cue_word,
    _merge,
    _propn,
    _span,
    _verb,
)


class SoftwareNames:
    """Passes of `ResolveComponent` (component.py), which holds the state they read."""

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

    def cluster_words(self, doc: Doc) -> None:
        """A technology named by an English word right before a `word_heads` noun is the word:
        a cluster's "Node pool", "node group", not Node.js (the rules skip the listed form;
        this is for the trained NER's own reading)."""
        drop = [e for e in doc.ents if e.label_ == TECH and e.end < len(doc)
                and doc[e.end].lower_ in self.s["word_heads"] and e.text.lower() in self.words]
        if drop:
            _merge(doc, [], replace=drop)

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
