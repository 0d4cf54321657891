"""Token and span tests the rules and the resolver share, and the span edits they
make (`_merge`). The attribute_ruler (tag -> POS) is off for speed, so word classes come from
the fine tags."""

from __future__ import annotations

import re
from collections.abc import Iterable, Set

from spacy.tokens import Doc, Span, Token

from graphmem.nlp.entities.assets import GazEntry
from graphmem.nlp.entities.model import _TYPE_LABEL, PERSON, RULE, TECH


def _propn(tok: Token) -> bool:
    return tok.tag_ in ("NNP", "NNPS")


def _verb(tok: Token) -> bool:
    return tok.tag_.startswith("VB") or tok.tag_ == "MD"


def _joined_end(doc: Doc, end: int, joiners: tuple[str, ...], title: bool = False) -> int:
    """The end of a name the tokenizer split at a hyphen or dot written without spaces
    ("@ana-souza", "Al-Sayed"): each joiner and the word after it, while nothing separates
    them. `title`: the word after must be capitalised, or a short syllable ("Hyun-woo")."""
    while (end + 1 < len(doc) and doc[end].text in joiners and not doc[end - 1].whitespace_
           and not doc[end].whitespace_ and doc[end + 1].is_alpha
           and (not title or doc[end + 1].is_title or _syllable(doc[end + 1]))):
        end += 2
    return end


def _syllable(tok: Token) -> bool:
    """The lowercase second half of a Korean or Chinese given name: "woo", "ji", "yeon"."""
    return tok.is_lower and len(tok) <= 4 and tok.lower_ not in _NOT_SYLLABLES


_NOT_SYLLABLES = frozenset("and or the like based free ish day time old year led run up in out "
                           "on off to by for way".split())


def _possessive(span: Span) -> bool:
    """"Acme's": the span is followed by a possessive."""
    return span.end < len(span.doc) and span.doc[span.end].text in ("'s", "’s")


def _span(doc: Doc, start: int, end: int, label: str, span_id: str) -> Span:
    return Span(doc, start, end, label=label, span_id=span_id)


def _listed_inside(doc: Doc, start: int, end: int) -> list[Span]:
    """Gazetteer spans strictly inside doc[start:end]: a shorter name within a longer one."""
    return [e for e in doc.ents if e.id_ and not e.id_.startswith(RULE) and start <= e.start
            and e.end <= end and (e.start, e.end) != (start, end)]


def _overrules(cover: list[Span], span: Span, entry: GazEntry, label: str | None) -> bool:
    """Where the trained NER named a listed name, the gazetteer's reading stands in four
    cases only:
    - it agrees, on the same span or on the name without its version ("Java 21"): the span
      takes the canonical name ("postgres" -> PostgreSQL), and a version is left out as the
      ruler leaves it out of the names it knows, so that "Java 21" links to Java;
    - the NER took the listed meaning with nothing in the sentence for it, and the name has
      another ("We flew to Java": the island, not the language);
    - the NER took an English word written in lowercase for the listed technology, with no
      software word near it ("rust remover");
    - the name is a listed country, which is a place whatever the NER made of it ("Saint
      Lucia" an organisation)."""
    if len(cover) != 1:
        return False
    ner, listed = cover[0], _TYPE_LABEL[entry.type]
    same = (ner.start, ner.end) == (span.start, span.end)
    if entry.category == "country":
        return same and label == listed
    if ner.label_ != listed:
        return False
    if label == "word":  # an English word written in lowercase, with no software near it
        return same
    if label == ner.label_:
        rest = span.doc[span.end:ner.end]
        return ner.start == span.start and all(_VERSION.match(t.text) for t in rest)
    return label is not None and label == _TYPE_LABEL.get(entry.alt or "") and same


def _merge(doc: Doc, new: Iterable[Span], replace: Iterable[Span] = ()) -> None:
    """Set doc.ents: our spans (gazetteer/rule, they carry an id) are kept; `new` spans are
    taken greedily in order when they do not overlap one of ours; stock spans overlapping a
    taken span are dropped. `replace` spans are removed first."""
    removed = {(s.start, s.end) for s in replace}
    current = [e for e in doc.ents if (e.start, e.end) not in removed]
    taken = bytearray(len(doc))
    ours = [e for e in current if e.id_]
    for ent in ours:
        taken[ent.start:ent.end] = b"\x01" * len(ent)
    accepted = []
    for span in new:
        if not any(taken[span.start:span.end]):
            taken[span.start:span.end] = b"\x01" * len(span)
            accepted.append(span)
    stock = [e for e in current if not e.id_ and not any(taken[e.start:e.end])]
    doc.ents = sorted(ours + accepted + stock, key=lambda s: s.start)


_CAMEL = re.compile(r"^[A-Z][a-z0-9]+(?:[A-Z][A-Za-z0-9]*)+$")
_HUMP = re.compile(r"[A-Z][a-z0-9]*")
_CLAN_NAME = re.compile(r"^[OD]['’][A-Z][a-z]+$")  # O'Brien, D'Souza
_DAY_ABBREVIATIONS = frozenset("Mon Tue Tues Wed Thu Thur Thurs Fri Sat".split())  # not Sun
_DAY_NAMES = frozenset("monday tuesday wednesday thursday friday saturday sunday".split())
_ERROR_CLASS = re.compile(r"[a-z0-9](?:Error|Exception|Warning)s?$")  # an exception's class
_HANDLE = re.compile(r"^@[A-Za-z][\w.\-]*\w$|^@[A-Za-z]$")
_KEBAB_PART = re.compile(r"^[a-z][a-z0-9]*$|^[0-9]+[a-z]*$")
_IDENT = re.compile(r"^[a-z][a-z0-9]*(?:[_\-.][a-z0-9]+)+$")
_DISTRICTS = ("District", "Districts")  # a firm's word only after one: "School District"
_DAY_TITLES = frozenset(d.title() for d in _DAY_NAMES)
_INITIAL = re.compile(r"^[A-Z]\.$")  # a surname's initial: "Priya R."
_GREETING_WORDS = frozenset(("hey", "hi", "hello", "thanks", "thx", "dear", "morning"))
_GROUP_MENTIONS = frozenset(("@channel", "@here", "@everyone", "@all", "@team"))
_OWNERS = ("my", "our", "your", "his", "her", "their")  # whose role: "my tech lead Okonkwo"
_FIXTURES = ("match", "matches", "fixture", "derby")
_NOT_CHAT_NAMES = ("kin_words", "tech_cues", "system_cues", "personal_cues")
_RELEASE = re.compile(r"^(?:v\d+(?:\.\d+)*|\d+\.\d+(?:\.\d+)*)$")  # v2, 3.0; not "Thu 3"
_VERSION = re.compile(r"^v?\d+(?:\.\d+)*[a-z]?$")
_NAME_PARTICLES = frozenset(
    "de van von der den da di del della la le bin bint ibn al dos das".split())
_SAINT = ("St.", "St", "Saint")
_SENTENCE_ENDS = frozenset(".!?:;")
_CLOCK = re.compile(r"^\d{1,2}(?::\d{2})?\s?[ap]\.?m\.?$", re.I)  # "7:30am", "5 pm"
_NUMBERISH = re.compile(r"^[\d.,:%x]+s?$")
_YEAR = re.compile(r"^(?:1[5-9]|20|21)\d\d$")
_MODEL_NUMBER = re.compile(r"^\d{1,4}[a-z]?$")  # "Pixel 8", "Pixel 8a", "Edge 1040"


def _bare_number(text: str) -> bool:
    """Digits alone that are no year ("42", "054"; not "1999", "2024")."""
    return text.isdigit() and not _YEAR.match(text)


def _before_open_bracket(doc: Doc, start: int, end: int) -> int:
    """The span's end, cut before a bracket it opens but does not close."""
    unclosed: list[int] = []
    for i in range(start, end):
        if doc[i].text in ("(", "["):
            unclosed.append(i)
        elif doc[i].text in (")", "]") and unclosed:
            unclosed.pop()
    cut = unclosed[0] if unclosed else end
    while cut > start and doc[cut - 1].is_punct:
        cut -= 1
    return cut


def _chat_form(entry: GazEntry, form: str) -> bool:
    """A technology's case-exact name that chat writes in lowercase too ("jenkins", "python"):
    matched in any case, then judged by context (ResolveComponent._lowercase)."""
    return (entry.type == "technology" and form in entry.exact and form.isalpha()
            and len(form) > 3 and not form.isupper())


def _other_technology(span: Span) -> bool:
    """Another gazetteer technology in the span's sentence."""
    return any(e.label_ == TECH and e.id_ and not e.id_.startswith(RULE)
               and e.start != span.start for e in span.sent.ents)


def _title(tok: Token, sets: dict) -> bool:
    """"Councillor", "Dr." (`rules.json: title_words`), not "St.": "St. Kilda" is a place."""
    return tok.text in sets["title_words"] and tok.text not in _SAINT


def _determiner(tok: Token) -> bool:
    """A word that makes the next one an ordinary noun: "the", "our", "next", "this"."""
    return tok.tag_ in ("DT", "PRP$", "WP$") or tok.lower_ in ("next", "last")


def _technology_beside(tok: Token) -> bool:
    """A technology (listed or the NER's) elsewhere in the token's sentence."""
    return any(e.label_ == TECH and not e.start <= tok.i < e.end for e in tok.sent.ents)


def _exact_forms(entry: GazEntry) -> list[str]:
    """Forms the ruler cannot take (it matches lowercased): "Go", "PG", "Slack"."""
    if entry.type == "place" or entry.context not in (None, "start"):
        return []
    return [f for f in entry.forms if f in entry.exact]


# the words that make a product's name its company's ("Grafana Labs", "Docker Inc")
_CORPORATE = frozenset(
    "Labs Inc Inc. Corp Corp. Corporation LLC Ltd Ltd. GmbH Technologies Software Systems "
    "Holdings Company".split())

_MONTH_ABBREVIATIONS = frozenset(
    "jan feb mar apr jun jul aug sep sept oct nov dec".split())


def _person_from(doc: Doc, start: int, the: bool = False) -> bool:
    """A person right before "from" or "at" and the name at `start` ("Hunter from
    Cloudflare"; with `the`, also "Siddharth from the Ember pod")."""
    i = start - 1
    if the and i >= 0 and doc[i].lower_ == "the":
        i -= 1
    return i >= 1 and doc[i].lower_ in ("from", "at") and doc[i - 1].ent_type_ == PERSON


def _subject_of(tok: Token, verbs: Set[str]) -> bool:
    """The token is the subject of one of these verbs ("Wilder asked", "tom said")."""
    return tok.dep_ == "nsubj" and tok.head.lower_ in verbs


def _object_of(tok: Token, verbs: Set[str]) -> bool:
    """The token is the object of one of these verbs ("Ask Bishop", "tell mina")."""
    return tok.dep_ == "dobj" and tok.head.lower_ in verbs


def _covering(tok: Token) -> list[Span]:
    """The entities the token is part of (none or one)."""
    return [e for e in tok.doc.ents if e.start <= tok.i < e.end]


def _continues(tok: Token) -> bool:
    """The word after the token goes on with it: a capitalised word (a longer name) or a
    noun it describes ("from Argos stores")."""
    doc = tok.doc
    return tok.i + 1 < len(doc) and (doc[tok.i + 1].is_title
                                      or doc[tok.i + 1].tag_ in ("NN", "NNS"))


def _at_the_place(tok: Token) -> bool:
    """"at the Hatchery" closing a clause: a venue, even in a sentence about software."""
    doc = tok.doc
    return (tok.i >= 2 and doc[tok.i - 1].lower_ == "the" and doc[tok.i - 2].lower_ == "at"
            and (tok.i + 1 >= len(doc) or doc[tok.i + 1].is_punct))


def _done_by_another(tok: Token, span: Span) -> bool:
    """A verb whose subject is another organisation or system (not a person: "Connor is
    negotiating" deals with the vendor)."""
    return _verb(tok) and any(
        c.dep_ in ("nsubj", "nsubjpass") and c.ent_type_ and c.ent_type_ != PERSON
        and not span.start <= c.i < span.end for c in tok.children)


def _modal_question(span: Span) -> bool:
    """A modal before "I", "we" or "you" taken for a name: "May I", "Will you", "Can we"."""
    doc = span.doc
    return (len(span) == 1 and span.start + 1 < len(doc) and span[0].tag_ == "MD"
            and doc[span.start + 1].lower_ in ("i", "we", "you"))


def _one_word_entity(tok: Token) -> bool:
    """The token is an entity on its own: one begins at it and does not go on."""
    doc = tok.doc
    return tok.ent_iob_ == "B" and (tok.i + 1 == len(doc) or doc[tok.i + 1].ent_iob_ != "I")


def _lone_guess(tok: Token) -> bool:
    """A one-word entity of the statistical NER's (no list or rule made it)."""
    return not tok.ent_id_ and _one_word_entity(tok)


def _dated_month(span: Span) -> bool:
    """A month's short name next to a day number: "28 Jan", "Jan 28" ("Jan" alone may be a
    person)."""
    if len(span) != 1 or span[0].lower_.rstrip(".") not in _MONTH_ABBREVIATIONS:
        return False
    doc, i = span.doc, span[0].i
    return any(0 <= j < len(doc) and doc[j].like_num for j in (i - 1, i + 1))


def _cue_word(tok: Token, cues: set[str]) -> bool:
    return listed(tok.lower_, cues)


def listed(word: str, words: Set[str]) -> bool:
    """A lowercase word of the list, or its plural ("servers", "files")."""
    return word in words or (word.endswith("s") and word[:-1] in words)


def _after_route(doc: Doc, start: int, end: int) -> int:
    """Where an organisation name starts when the stock model ran it over a route ("lost the bid
    in Riverside to Turner Construction"): after a lowercase "to" or "from" followed by
    capitalised words only. Names keep their "of" ("Bank of America")."""
    for i in range(end - 2, start, -1):
        if doc[i].text in ("to", "from"):
            rest = doc[i + 1:end]
            return i + 1 if all(t.is_title or t.is_upper for t in rest) else start
    return start
