"""`EntityExtractor`: the pipeline assembled, run over texts in batches, and its
docs read into `Extraction`s. Nothing here raises on bad input."""

from __future__ import annotations

import functools
import logging
import re
import threading
from collections.abc import Iterator
from pathlib import Path

import spacy
from spacy.language import Language
from spacy.tokens import Doc, Span

from graphmem.nlp.entities import markup
from graphmem.nlp.entities.assets import load_assets
from graphmem.nlp.entities.keys import _POSSESSIVE, _clean, _key
from graphmem.nlp.entities.linking import _GROUPS, canonicalize, person_mention, typed_key
from graphmem.nlp.entities.model import (
    _TYPE_LABEL,
    DEFAULT_MODEL_DIR,
    Extraction,
    Mention,
    Relation,
)
from graphmem.nlp.entities.pipeline import (
    _multiply_with_numpy,
    _use_trained_ner,
    _warn_if_slow_spacy,
)
from graphmem.nlp.entities.relations import RelationFinder
from graphmem.nlp.entities.resolve import ResolveComponent
from graphmem.nlp.entities.rules import RulesComponent
from graphmem.nlp.entities.words import VerbLemmas

log = logging.getLogger(__name__)
# Importing these modules registers graphmem_rules and graphmem_resolve, which `_build` adds to
# the pipeline by name.
_COMPONENTS = (RulesComponent, ResolveComponent)


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
    text = _LONG_RUN.sub(lambda m: " " * len(m.group()), text)
    return markup.plain(text)  # a table's pipes, a link's target, backticks: never names


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
        # as written, but for the blanks markup.plain left in it ("Spotify" and its link's
        # target as spaces)
        text = " ".join(ent.text.split())
        if etype is None or not text:
            return None
        entry = self.assets.by_name.get(ent.id_) if ent.id_ else None
        if entry is not None and _TYPE_LABEL[entry.type] == ent.label_:
            name, key = entry.name, entry.key
        elif etype == "person":
            mention = person_mention(text)
            name, key = mention.name, mention.key
            if name.islower() and not text.startswith("@") and all(
                    c.isalpha() or c in " '-" for c in name):
                name = name.title()  # shown as "Priya", whoever wrote "priya"; "@kofi_b" stays
        else:
            name, key, found = canonicalize(text, self.assets)
            if found is not None and _GROUPS.get(found.type) != _GROUPS.get(etype):
                name = _POSSESSIVE.sub("", _clean(text)) or text  # Java the island
                key = _key(name)
            key = typed_key(key, etype, self.assets)
        if not key:
            return None
        return Mention(text, name, key, etype, offset + ent.start_char, offset + ent.end_char)


@functools.lru_cache(maxsize=4)
def _cached_extractor(model_dir: str) -> EntityExtractor:
    return EntityExtractor(model_dir)


def load_extractor(model_dir: str | Path | None = None) -> EntityExtractor:
    """The process-wide extractor for a model directory (built once: loading takes ~1 s)."""
    return _cached_extractor(str(Path(model_dir) if model_dir else DEFAULT_MODEL_DIR))
