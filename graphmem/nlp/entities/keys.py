"""Linking keys: a surface form folded to the key entities are linked by (case,
spacing, possessives, a leading "the")."""

from __future__ import annotations

import re
import unicodedata


def _fold(text: str) -> str:
    return " ".join(text.casefold().split())


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
