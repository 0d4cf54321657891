"""The model directory's assets (`ner_models/`: config.json, the gazetteer, name and
word lists), parsed once; no spaCy needed."""

from __future__ import annotations

import functools
import json
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from graphmem.nlp.entities.keys import _fold, _key
from graphmem.nlp.entities.model import DEFAULT_MODEL_DIR


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
