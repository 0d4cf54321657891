"""The Porter stemmer (M.F. Porter, 1980), as Lucene's english analyzer runs it: the algorithm of
Porter's own C release, with its two departures from the paper ("bli" -> "ble", "logi" -> "log").
Search scores keywords with per-user statistics (retrieve/keyword_stats.py) and must reduce words
the way the full-text index did when it matched them ("running", "runs" -> "run")."""

from __future__ import annotations

_VOWELS = frozenset("aeiou")

# (suffix, replacement) per step; within a step the first suffix the word ends with decides.
_STEP2 = (("ational", "ate"), ("tional", "tion"), ("enci", "ence"), ("anci", "ance"),
          ("izer", "ize"), ("bli", "ble"), ("alli", "al"), ("entli", "ent"), ("eli", "e"),
          ("ousli", "ous"), ("ization", "ize"), ("ation", "ate"), ("ator", "ate"),
          ("alism", "al"), ("iveness", "ive"), ("fulness", "ful"), ("ousness", "ous"),
          ("aliti", "al"), ("iviti", "ive"), ("biliti", "ble"), ("logi", "log"))
_STEP3 = (("icate", "ic"), ("ative", ""), ("alize", "al"), ("iciti", "ic"), ("ical", "ic"),
          ("ful", ""), ("ness", ""))
_STEP4 = ("al", "ance", "ence", "er", "ic", "able", "ible", "ant", "ement", "ment", "ent", "ion",
          "ou", "ism", "ate", "iti", "ous", "ive", "ize")


def _consonant(w: str, i: int) -> bool:
    if w[i] in _VOWELS:
        return False
    if w[i] == "y":
        return i == 0 or not _consonant(w, i - 1)
    return True


def _measure(stem: str) -> int:
    """m in [C](VC)^m[V]: how many vowel-consonant runs the stem has."""
    m, vowel_seen = 0, False
    for i in range(len(stem)):
        if _consonant(stem, i):
            if vowel_seen:
                m += 1
            vowel_seen = False
        else:
            vowel_seen = True
    return m


def _has_vowel(stem: str) -> bool:
    return any(not _consonant(stem, i) for i in range(len(stem)))


def _double_consonant(w: str) -> bool:
    return len(w) >= 2 and w[-1] == w[-2] and _consonant(w, len(w) - 1)


def _cvc(w: str) -> bool:
    """Ends consonant-vowel-consonant, the last not w, x or y ("hop", not "snow")."""
    i = len(w) - 1
    return (i >= 2 and _consonant(w, i) and not _consonant(w, i - 1) and _consonant(w, i - 2)
            and w[i] not in "wxy")


def _step1(w: str) -> str:
    if w.endswith("sses") or w.endswith("ies"):
        w = w[:-2]
    elif w.endswith("s") and not w.endswith("ss"):
        w = w[:-1]
    if w.endswith("eed"):
        if _measure(w[:-3]) > 0:
            w = w[:-1]
    else:
        for suffix in ("ed", "ing"):
            if w.endswith(suffix) and _has_vowel(w[:-len(suffix)]):
                w = _step1b_tidy(w[:-len(suffix)])
                break
    if w.endswith("y") and _has_vowel(w[:-1]):
        w = w[:-1] + "i"
    return w


def _step1b_tidy(w: str) -> str:
    if w.endswith(("at", "bl", "iz")):
        return w + "e"
    if _double_consonant(w):
        return w if w[-1] in "lsz" else w[:-1]
    if _measure(w) == 1 and _cvc(w):
        return w + "e"
    return w


def _replace(w: str, rules, min_measure: int) -> str:
    for suffix, replacement in rules:
        if w.endswith(suffix):
            stem = w[:-len(suffix)]
            return stem + replacement if _measure(stem) > min_measure else w
    return w


def _step4(w: str) -> str:
    for suffix in _STEP4:
        if w.endswith(suffix):
            stem = w[:-len(suffix)]
            if suffix == "ion" and not stem.endswith(("s", "t")):
                continue  # "ion" counts only after s or t; "ou" cannot match a word in "ion"
            return stem if _measure(stem) > 1 else w
    return w


def _step5(w: str) -> str:
    if w.endswith("e"):
        m = _measure(w[:-1])
        if m > 1 or (m == 1 and not _cvc(w[:-1])):
            w = w[:-1]
    if w.endswith("ll") and _measure(w) > 1:
        w = w[:-1]
    return w


def stem(word: str) -> str:
    """The Porter stem of a lowercase word; words of one or two letters are left as they are.
    Not cached here: keyword_stats keeps each word's term (stem or stop word) itself."""
    if len(word) <= 2:
        return word
    w = _step1(word)
    w = _replace(w, _STEP2, 0)
    w = _replace(w, _STEP3, 0)
    return _step5(_step4(w))
