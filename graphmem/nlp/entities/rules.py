"""`graphmem_rules`, before the statistical NER: case-exact gazetteer forms,
handles, "X team" / "the X project", CamelCase and kebab-case names, given names."""

from __future__ import annotations

import logging
from collections.abc import Iterator

from spacy.language import Language
from spacy.tokens import Doc, Span, Token

from graphmem.nlp.entities.assets import Assets, load_assets
from graphmem.nlp.entities.model import _TYPE_LABEL, ORG, PERSON, PROJECT, RULE
from graphmem.nlp.entities.pipeline import _factory
from graphmem.nlp.entities.spans import (
    _CAMEL,
    _CLAN_NAME,
    _CORPORATE,
    _DAY_ABBREVIATIONS,
    _DISTRICTS,
    _ERROR_CLASS,
    _GROUP_MENTIONS,
    _HANDLE,
    _HUMP,
    _IDENT,
    _INITIAL,
    _KEBAB_PART,
    _NAME_PARTICLES,
    _OWNERS,
    _SAINT,
    _SENTENCE_ENDS,
    _determiner,
    _exact_forms,
    _joined_end,
    _merge,
    _object_of,
    _propn,
    _span,
    _subject_of,
    _title,
)
from graphmem.nlp.entities.words import _adjectives, _english_words

log = logging.getLogger(__name__)


@_factory("graphmem_rules", default_config={"model_dir": None})
def make_rules(nlp: Language, name: str, model_dir: str | None):
    return RulesComponent(nlp, load_assets(model_dir))


def _period_matcher(nlp: Language, sets: dict):
    """"end of (the) quarter", "start of Q3", "9th of August", each with an optional year."""
    from spacy.matcher import Matcher

    head = [{"LOWER": {"IN": sorted(sets["period_heads"])}}, {"LOWER": "of"},
            {"LOWER": {"IN": ["the", "this", "next", "that"]}, "OP": "?"}]
    ordinal = [{"TEXT": {"REGEX": r"^\d{1,2}(?:st|nd|rd|th)$"}}, {"LOWER": "of"}]
    period = {"LOWER": {"IN": sorted(sets["periods"])}}
    quarter = {"TEXT": {"REGEX": r"^Q[1-4]$"}}
    year = {"SHAPE": "dddd", "OP": "?"}
    matcher = Matcher(nlp.vocab)
    matcher.add("period", [head + [period, year], head + [quarter, year],
                           ordinal + [period, year]], greedy="LONGEST")
    return matcher


class RulesComponent:
    """Case-exact gazetteer forms, handles, named groups/projects, CamelCase and kebab-case
    names, given names."""

    def __init__(self, nlp: Language, assets: Assets):
        from spacy.matcher import PhraseMatcher

        self.a = assets
        self.s = assets.sets
        # a PhraseMatcher on ORTH is far cheaper than hundreds of EntityRuler token patterns
        self.exact = PhraseMatcher(nlp.vocab, attr="ORTH")
        for entry in assets.entries:
            forms = _exact_forms(entry)
            if forms:
                self.exact.add(entry.name, [nlp.make_doc(f) for f in forms])
        self.periods = _period_matcher(nlp, self.s)
        self.adjectives = _adjectives(nlp)
        self.words = _english_words(nlp)[1]
        self.of_heads = self.s["org_suffixes"] | self.s["org_of_heads"]

    def __call__(self, doc: Doc) -> Doc:
        try:
            groups = sorted(self.groups(doc), key=len, reverse=True)
            kebabs = list(self.kebab(doc))
            of_names = list(self.of_names(doc))
            firms = sorted([*self.firms(doc), *self.ampersands(doc)], key=len, reverse=True)
            known = [k for k in self.gazetteer(doc) if not self._inside_longer_name(
                k, of_names, firms)]  # "the Rockies" in "the Food Bank of the Rockies"
            companies = [f for f in firms if f[-1].text in _CORPORATE]  # "Grafana Labs"
            inner = [e for e in doc.ents if any(  # "kube" in "kube-proxy", "Google" in
                k.start <= e.start and e.end <= k.end and len(e) < len(k)  # "Google Docs"
                for k in (*kebabs, *known, *of_names, *companies))]
            spans = [
                *known, *of_names, *self.saints(doc), *self.handles(doc), *groups, *firms,
                *self.camel(doc), *kebabs,  # "Hartmann GmbH" is no camel
                *self.speakers(doc), *self.period_dates(doc),
            ]
            _merge(doc, spans, replace=inner)
        except Exception:  # a rule must never break extraction
            log.debug("graphmem_rules failed", exc_info=True)
        return doc

    @staticmethod
    def _inside_longer_name(known: Span, of_names: list[Span], firms: list[Span]) -> bool:
        """A listed name inside an "X of Y" organisation, a place or another organisation
        inside a firm's name ("Oakland Public Library", "Brightline Retail"), or a product
        before a company's word ("Grafana Labs", "Docker Inc") is part of that name."""
        return any(o.start <= known.start and known.end <= o.end for o in of_names) or any(
            f.start <= known.start and known.end <= f.end and len(f) > len(known) and (
                known.label_ in ("GPE", "LOC", ORG) or f[-1].text in _CORPORATE)
            for f in firms)

    def gazetteer(self, doc: Doc) -> list[Span]:
        spans = []
        for match_id, start, end in self.exact(doc):
            entry = self.a.by_name[doc.vocab.strings[match_id]]
            if entry.context == "start" and doc[start].is_sent_start:
                continue  # "Go to the page": resolve judges it from context
            if end < len(doc) and doc[end].lower_ in self.s["word_heads"] and (
                    doc[start:end].text.lower() in self.words):
                continue  # a cluster's "Node pool": the word, not Node.js
            spans.append(_span(doc, start, end, _TYPE_LABEL[entry.type], entry.name))
        return sorted(spans, key=len, reverse=True)

    def period_dates(self, doc: Doc) -> list[Span]:
        """"end of the quarter", "start of next week", "end of Q2", "the 9th of August": dates
        a statistical NER can lose after a name ("off Go before the end of the quarter")."""
        return [_span(doc, start, end, "DATE", RULE + "period")
                for _, start, end in self.periods(doc)]

    def handles(self, doc: Doc) -> Iterator[Span]:
        for tok in doc:
            if tok.lower_ in _GROUP_MENTIONS:
                continue  # "@channel", "@here": everyone in the room, nobody in particular
            if tok.text.startswith("@") and _HANDLE.match(tok.text):
                yield _span(doc, tok.i, _joined_end(doc, tok.i + 1, ("-", ".")), PERSON,
                            RULE + "handle")

    def _name_token(self, tok: Token) -> bool:
        return ((tok.is_title or tok.is_upper or bool(_CAMEL.match(tok.text)))
                and self._plain_word(tok) and not self.a.is_gazetteer(tok.text))

    def _plain_word(self, tok: Token) -> bool:
        """A word that can be part of a name: letters (or O'Brien), no stop word, day, month or
        greeting."""
        return ((tok.is_alpha or bool(_CLAN_NAME.match(tok.text))) and not tok.is_stop
                and tok.lower_ not in self.s["weekday_month"]
                and tok.text not in self.s["greetings"])

    def groups(self, doc: Doc) -> Iterator[Span]:
        """"the Atlas team" (organisation, with "team"), "the Atlas project" (project "Atlas"),
        "Project Phoenix" (project)."""
        words_org, words_proj = self.s["org_words"], self.s["project_words"]
        for tok in doc:
            named = self._prefixed_name(doc, tok)
            if named is not None:
                yield named
            elif tok.text == "Library":
                continue  # "the Oakland Public Library" is a firm's ("the Atlas library" ours)
            elif tok.lower_ in words_org and tok.i > 0 and doc[tok.i - 1].is_title and (
                    doc[tok.i - 1].text in self.s["org_suffixes"]):
                continue  # "the Harbor Grill team": the firm's people, the firm is named
            elif tok.text in self.s["org_suffixes"] and tok.i > 0 and doc[tok.i - 1].is_title:
                continue  # "Pruitt Tax Services": a firm's name (`firms`), not a service
            elif tok.lower_ in words_org or tok.lower_ in words_proj:
                start = tok.i
                inner = words_proj if tok.lower_ in words_org else ()  # "Helios platform team"
                while start > 0 and tok.i - start < 3 and (
                    self._name_token(doc[start - 1]) or doc[start - 1].lower_ in inner
                ):
                    start -= 1
                first = start
                while start < tok.i and doc[start].lower_ in inner:
                    start += 1
                if start == tok.i and first < start and doc[first].is_title:
                    start = first  # "the Platform team": the head word is its name
                if start == tok.i and tok.lower_ in words_org:
                    start = self._tech_team(doc, tok.i)
                if start == tok.i or self.a.is_gazetteer(doc[start:tok.i].text) and (
                    tok.lower_ not in words_org
                ) or doc[start:tok.i].text in self.a.not_entities:
                    continue  # nor "the CRM migration", "the OCR pipeline"
                if tok.lower_ in words_org:
                    yield _span(doc, start, tok.i + 1, ORG, RULE + "team")
                else:
                    yield _span(doc, start, tok.i, PROJECT, RULE + "project")

    def firms(self, doc: Doc) -> Iterator[Span]:
        """"Trellis Health", "Willow Creek Land Trust", "Hollis & Webb LLP": up to four
        capitalised words, one of them tagged a proper noun, before a word like "Health" or
        "LLP" (`org_suffixes`). "Central Bank of Nigeria" is left to the NER: it goes on."""
        for tok in doc[1:]:
            if tok.is_lower:
                continue
            owner = self._owner_start(doc, tok.i)
            if not (tok.text in self.s["org_suffixes"] or tok.text in _DISTRICTS
                    or owner < tok.i):
                continue
            if tok.i + 1 < len(doc) and doc[tok.i + 1].lower_ == "of":
                continue
            nxt = doc[tok.i + 1] if tok.i + 1 < len(doc) else None
            if nxt is not None and (nxt.text in self.s["org_suffixes"] or nxt.text in _DISTRICTS
                                    ) and not nxt.is_lower:
                continue  # "Baltic Freight Solutions", "Lincoln High School": the longest
            if tok.text in _DISTRICTS and not (
                    tok.i > 0 and doc[tok.i - 1].text in self.s["org_suffixes"]):
                continue  # "Ashby Unified School District"; not "the Lake District"
            start = tok.i
            while start > 0 and tok.i - start < 4 and (
                self._firm_word(doc[start - 1]) or self._firm_joiner(doc, start - 1)
            ):
                start -= 1
            if start == tok.i:
                start = owner
            elif start > 0 and doc[start - 1].text in _SAINT:
                start -= 1  # "St. Brigid Hospital"
            elif start > 1 and doc[start - 1].text == "-" and doc[start - 2].is_title and (
                    not doc[start - 1].whitespace_ and not doc[start - 2].whitespace_):
                start -= 2  # "Al-Noor Academy"
            if start < tok.i and any(_propn(t) or t.lower_ not in self.words
                                     for t in doc[start:tok.i]):
                yield _span(doc, start, tok.i + 1, ORG, RULE + "firm")

    def _owner_start(self, doc: Doc, i: int) -> int:
        """"Lula's Diner", "Kai's Hardware": a capitalised name and its possessive before a
        shop's word (`org_suffixes`, `shop_words`) name the shop; where i's word is none, or
        no such name stands before it, i."""
        if i < 2 or doc[i - 1].text not in ("'s", "’s") or not doc[i].is_title or not (
                doc[i].text in self.s["org_suffixes"] or doc[i].text in self.s["shop_words"]):
            return i
        start = i - 1
        while start > 0 and i - start < 4 and self._firm_word(doc[start - 1]) and (
                doc[start - 1].lower_ not in self.s["kin_words"]):
            start -= 1  # "Starship Children's Hospital"
        return start if start < i - 1 else i

    def ampersands(self, doc: Doc) -> Iterator[Span]:
        """"Hollis & Frey", "Basket & Bough", "Foster + Partners": two capitalised words
        joined by "&" or "+" name a firm (44 of the 55 in the labelled sets), unless both are
        given names ("Ewa & Mateusz") or days ("Mon & Thu")."""
        for tok in doc[1:-1]:
            if tok.text not in ("&", "+"):
                continue
            left, right = doc[tok.i - 1], doc[tok.i + 1]
            if not (self._firm_word(left) and self._firm_word(right)):
                continue
            if left.text in self.a.all_names and right.text in self.a.all_names:
                continue
            start = tok.i - 1
            while start > 0 and tok.i - start < 3 and self._firm_word(doc[start - 1]):
                start -= 1
            end = tok.i + 2
            while end < len(doc) and end - tok.i < 4 and self._firm_word(doc[end]):
                end += 1
            yield _span(doc, start, end, ORG, RULE + "firm")

    def of_names(self, doc: Doc) -> Iterator[Span]:
        """"the Food Bank of the Rockies", "City of Tacoma", "Hospital for Special Surgery",
        "Museo del Prado": a capitalised organisation word (`org_suffixes`, `org_of_heads`)
        and "of"/"for" with up to four capitalised words after it is one organisation."""
        for tok in doc[:-2]:
            if tok.text not in self.of_heads or not tok.is_title:
                continue
            nxt = doc[tok.i + 1]
            if nxt.lower_ not in ("of", "for", "del", "de"):
                continue
            end = tok.i + 2 + (doc[tok.i + 2].lower_ == "the")
            first = end
            while end < len(doc) and end - first < 4 and (  # not "... of Edinburgh GPU"
                    self._firm_word(doc[end]) and not doc[end].is_upper
                    and doc[end].text not in self.s["project_prefixes"]
                    and not (end == first and nxt.lower_ == "for"
                             and doc[end].text in self.a.first_names)
                    or self._firm_joiner(doc, end)):
                end += 1
            if end == first or doc[end - 1].text in ("&", "+"):
                continue
            if first > tok.i + 2 and end < len(doc) and doc[end].tag_ in ("NN", "NNS"):
                continue  # "Grafana Labs for the Halyard stack": the name describes a noun
            start = tok.i
            while start > 0 and tok.i - start < 3 and self._firm_word(doc[start - 1]):
                start -= 1
            yield _span(doc, start, end, ORG, RULE + "firm")

    def saints(self, doc: Doc) -> Iterator[Span]:
        """"St. Luke's", "St Thomas'", "St. Mary's Hospital": a saint's name with a
        possessive is a hospital, school or parish, not a person (not "St Paul's Cathedral",
        a building, nor "St. Louis")."""
        for tok in doc[:-2]:
            if tok.text not in _SAINT:
                continue
            name, mark = doc[tok.i + 1], doc[tok.i + 2]
            if not name.is_title or mark.text not in ("'s", "’s", "'", "’"):
                continue
            end = tok.i + 3
            if end < len(doc) and doc[end].is_title:
                if doc[end].text not in self.s["org_suffixes"]:
                    continue
                end += 1
            yield _span(doc, tok.i, end, ORG, RULE + "firm")

    def _firm_joiner(self, doc: Doc, i: int) -> bool:
        """"&" or "+" between two words of a firm's name ("Hollis & Webb")."""
        return doc[i].text in ("&", "+") and i > 0 and self._firm_word(doc[i - 1])

    def _firm_word(self, tok: Token) -> bool:
        """A capitalised word of a firm's name; "First" and "Second" too ("First Community
        Bank"), though they are stop words."""
        return ((tok.is_title or tok.is_upper or bool(_CAMEL.match(tok.text))) and (
            self._plain_word(tok) or tok.text in ("First", "Second", "Third"))
                and tok.text not in self.s["title_words"])

    def _prefixed_name(self, doc: Doc, tok: Token) -> Span | None:
        """"Project Phoenix", "Operation Daybreak": the project is "Phoenix", as in "the Phoenix
        project" (one name however it is written). "Team Nimbus" is an organisation."""
        team = tok.text.lower() in self.s["org_words"] and tok.is_title
        if tok.text not in self.s["project_prefixes"] and not team:
            return None
        end = tok.i + 1
        while end < len(doc) and end - tok.i <= 2 and self._name_token(doc[end]):
            end += 1
        if end == tok.i + 1:
            return None
        if team:
            return _span(doc, tok.i, end, ORG, RULE + "team")
        return _span(doc, tok.i + 1, end, PROJECT, RULE + "project")

    def _tech_team(self, doc: Doc, i: int) -> int:
        """Start of "Java team" / "iOS team": one gazetteer technology right before "team"."""
        prev = doc[i - 1] if i > 0 else None
        if prev is not None and not prev.is_stop and prev.text[:1].isalnum():
            entry = self.a.lookup(prev.text)
            if entry is not None and entry.type == "technology":
                return i - 1
        return i

    def camel(self, doc: Doc) -> Iterator[Span]:
        for tok in doc:
            text = tok.text
            if not _CAMEL.match(text) or text in self.s["camel_stop"]:
                continue
            if self.a.is_gazetteer(text) or text.rstrip("s") in self.s["camel_stop"]:
                continue
            if _HUMP.findall(text)[0] in self.s["camel_name_prefixes"]:
                continue  # McDonald, DeShawn, LeBron: people
            if _ERROR_CLASS.search(text):
                continue  # TypeError, NullPointerException: what went wrong, not a system
            yield _span(doc, tok.i, tok.i + 1, PROJECT, RULE + "camel")

    def kebab(self, doc: Doc) -> Iterator[Span]:
        i = 0
        while i < len(doc):
            end = self._kebab_end(doc, i)
            if end > i + 1:
                if self._kebab_ok(doc, i, end):
                    yield _span(doc, i, end, PROJECT, RULE + "kebab")
                i = end
                continue
            tok = doc[i]
            if _IDENT.match(tok.text) and self._quoted(doc, i, i + 1):
                yield _span(doc, i, i + 1, PROJECT, RULE + "ident")
            i += 1

    @staticmethod
    def _kebab_end(doc: Doc, i: int) -> int:
        """End of a run like `email - triage` written without spaces, else i."""
        if not _KEBAB_PART.match(doc[i].text) or doc[i].whitespace_:
            return i
        end = i + 1
        while (
            end + 1 < len(doc) and doc[end].text == "-" and not doc[end].whitespace_
            and _KEBAB_PART.match(doc[end + 1].text)
        ):
            end += 2
            if doc[end - 1].whitespace_:
                break
        return end if end > i + 1 else i

    @staticmethod
    def _quoted(doc: Doc, start: int, end: int) -> bool:
        return start > 0 and end < len(doc) and doc[start - 1].text == "`" == doc[end].text

    def _kebab_ok(self, doc: Doc, start: int, end: int) -> bool:
        text = doc[start:end].text
        if self._quoted(doc, start, end):
            return True
        parts = text.split("-")
        s = self.s
        return not (
            text in s["kebab_stop"] or text.removesuffix("s") in s["kebab_stop"]  # "follow-ups"
            or text.lower() in self.words  # an English compound: "red-eye", "x-ray"
            or self.a.is_gazetteer(text) or len(parts) > 5
            or parts[0] in s["kebab_prefix_stop"] or parts[-1] in s["kebab_suffix_stop"]
            or any(p in s["stop_parts"] or p.isdigit() for p in parts)
            or doc[end - 1].tag_ in ("VBN", "VBD")  # "force-pushed"
            # "well-known", "open-ended"; not "vitals-ingest", "invoice-ocr": the tagger reads
            # "-est" and unknown words as adjectives
            or doc[end - 1].tag_ in ("JJ", "JJR", "JJS") and parts[-1] in self.adjectives
            or doc[start].tag_ in ("JJS", "RBS") and self._superlative(parts[0])  # "best-ever"
        )

    def _superlative(self, word: str) -> bool:
        """A superlative: best, fastest, largest, biggest; not "ingest" (ingest-worker)."""
        stem = word.removesuffix("est")
        forms = (stem, stem + "e", stem[:-1] if stem[-2:-1] == stem[-1:] else "")  # big-g-est
        return word in self.adjectives or stem != word and any(
            form in self.adjectives for form in forms)

    def _hyphen_given(self, tok: Token) -> bool:
        doc = tok.doc
        if not (tok.is_title and tok.i + 2 < len(doc) and doc[tok.i + 1].text == "-"):
            return False
        rest = doc[tok.i + 2]
        return rest.is_lower and rest.is_alpha and (
            tok.text + rest.text in self.a.all_names
            or f"{tok.text}-{rest.text}" in self.a.all_names)

    def speakers(self, doc: Doc) -> Iterator[Span]:
        """A capitalised word that says, asks or thinks ("Wilder asked for the files", "Mercy
        and Lin argued", "Maple said the sync is fixed"), is asked or told ("Ask Bishop
        whether ...") or is named with the speaker ("Summer and I"), or follows a title, is a
        person: systems do not talk. Names that are English words ("Grant", "Bishop") are in
        no name list, and the NER leaves them out or calls them organisations; other listed
        given names are the NER's to judge (a rule that made each one a person cost more than
        it won: ner_models/README.md, "Session 39")."""
        for tok in doc:
            if not self._untagged_name(tok):
                continue
            if self._titled(tok):
                yield _span(doc, tok.i, self._surname_end(doc, tok.i), PERSON, RULE + "speaker")
            elif tok.i > 0 and _determiner(doc[tok.i - 1]):
                continue  # "the Dockerfile says": people take no article
            elif (self._speaks(tok) or self._addressed(tok) or self._after_role(tok)
                  or self._with_person(tok)):
                yield _span(doc, tok.i, tok.i + 1, PERSON, RULE + "speaker")

    def _untagged_name(self, tok: Token) -> bool:
        """A capitalised word no entity holds yet that could be a name on its own: a listed
        given name or a word no list knows, not a listed name of anything else."""
        text = tok.text
        if not (tok.is_title and len(text) > 2 and tok.tag_ == "NNP" and self._plain_word(tok)):
            return False
        if tok.ent_type_ or text in self.a.not_entities:
            return False
        if (self.a.is_gazetteer(text) or tok.lower_ in self.s["kin_words"]
                or text in self.s["title_words"]):
            return False
        # part of a longer name ("Mercy General said"); not the verb before it ("Ask Bishop")
        doc = tok.doc
        near = [doc[j] for j in (tok.i - 1, tok.i + 1) if 0 <= j < len(doc) and j != tok.head.i]
        return not any(t.is_title and not t.is_stop and not _title(t, self.s) for t in near)

    def _titled(self, tok: Token) -> bool:
        """After a title: "Councillor Dhillon asked", "Chef Ramírez says"."""
        return tok.i > 0 and _title(tok.doc[tok.i - 1], self.s)

    def _speaks(self, tok: Token) -> bool:
        subject = tok
        while subject.dep_ == "conj" and subject.head.i != subject.i:  # "Mercy and Lin argued"
            subject = subject.head
        return _subject_of(subject, self.s["speech_verbs"])

    def _with_person(self, tok: Token) -> bool:
        """Named with the speaker: "Summer and I", "me and Rose". (A name joined by "and" to
        a known given name, "Mason and Jaylen", fixed sets 4 and 10 but lost 0.004 on a set
        only scored.)"""
        doc = tok.doc
        return (doc[tok.i + 1:tok.i + 3].text in ("and I", "and me")
                or doc[max(tok.i - 2, 0):tok.i].text.lower() == "me and")

    def _after_role(self, tok: Token) -> bool:
        """After someone's role: "my tech lead Okonkwo", "our paralegal, Blessing,"."""
        doc = tok.doc
        i = tok.i - 1
        if i >= 0 and doc[i].text == ",":
            i -= 1
        if i < 1 or doc[i].lower_ not in self.s["role_nouns"]:
            return False
        owner = i - 2 if doc[i - 1].tag_ == "NN" else i - 1  # "my [tech] lead"
        return owner >= 0 and doc[owner].lower_ in _OWNERS

    def _addressed(self, tok: Token) -> bool:
        return _object_of(tok, self.s["address_verbs"])

    def _surname_end(self, doc: Doc, i: int) -> int:
        end = _joined_end(doc, i + 1, ("-",), title=True)  # "Jean-Luc"
        if end == i + 1 and self._hyphen_given(doc[i]):
            end = i + 3  # "Ye-jin"
        given = end
        while end < len(doc) and end - given <= 1:  # up to two words after the given name
            nxt = doc[end]
            if nxt.text in _NAME_PARTICLES and end + 1 < len(doc) and doc[end + 1].is_title:
                end += 1  # "Anneke de Vries", "Aisha bint Khalid"
                continue
            if _INITIAL.match(nxt.text) and end == given:
                return end + 1  # "Priya R."
            if not (nxt.is_title and self._surname_like(nxt)):
                break
            if not self._name_token(nxt) or nxt.lower_ in self.s["project_words"]:
                break
            if nxt.lower_ in self.s["org_words"] or _CAMEL.match(nxt.text):
                break
            if nxt.text in self.s["org_suffixes"] or nxt.text in self.s["event_heads"] or (
                    nxt.text in self.s["nationalities"] and end + 1 < len(doc)
                    and doc[end + 1].is_title):
                break  # "Camden Rocks Festival", "Royal British Legion"; not "Nomvula Zulu"
            if nxt.text.rstrip(".") in _DAY_ABBREVIATIONS:
                break  # a rota: "Farida Tue/Thu, Hiroshi Fri"
            end = _joined_end(doc, end + 1, ("-",), title=True)  # "Al-Sayed"
        return end

    def _surname_like(self, tok: Token) -> bool:
        """A word after a titled name that goes on with it ("Dr. Rose Tan"): a proper noun, or
        a word no English list knows that the tagger took for a noun; and not the start of
        another sentence, unless only the parser says so (it splits "Reviewers: Prof. Farid
        Haddad, ..." at "Haddad")."""
        doc = tok.doc
        before = doc[tok.i - 1].text
        if tok.is_sent_start and (before in _SENTENCE_ENDS or before.isspace()):
            return False
        return _propn(tok) or (tok.tag_ == "NN" and tok.lower_ not in self.words)
