"""Which entity a mention means: canonical names and keys from the gazetteer,
type-qualified keys, and the fuzzy, type-aware match the writer links mentions with."""

from __future__ import annotations

import difflib
import math
import re

from graphmem.nlp.entities.assets import Assets, GazEntry, load_assets
from graphmem.nlp.entities.keys import (
    _EDGE_CHARS,
    _GROUP_SUFFIX,
    _POSSESSIVE,
    _PROJECT_PREFIX,
    _clean,
    _fold,
    _key,
)
from graphmem.nlp.entities.model import Mention


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
