"""spaCy plumbing: registering our components, the gazetteer ruler, our trained NER
in place of the stock one, and the numpy maths the layers predict with."""

from __future__ import annotations

import logging
import sys
import typing
from pathlib import Path

import numpy as np
import spacy
from spacy.language import Language
from spacy.pipeline import EntityRuler
from thinc.api import NumpyOps
from threadpoolctl import threadpool_limits

log = logging.getLogger(__name__)


class _Ruler(EntityRuler):
    """spaCy's EntityRuler, lighter:
    - it does not count its thousands of patterns on every doc (its check for an empty ruler
      walks all of them: a fifth of this component's time on a chat turn);
    - it keeps no Doc of its phrase patterns. The phrase matcher holds what it matches; the
      ruler kept each pattern's Doc too, only to write itself to disk (graphmem never does):
      7,633 docs, 26.5 MB of a serving process (scratch `s58`, RSS after a trim)."""

    _phrases = 0  # phrase patterns added (their docs are not kept)

    def add_patterns(self, patterns) -> None:
        super().add_patterns(patterns)
        for docs in self.phrase_patterns.values():
            self._phrases += len(docs)
            docs.clear()

    def __len__(self) -> int:
        return self._phrases + sum(len(p) for p in self.token_patterns.values())

    def _require_patterns(self) -> None:
        if not (self._phrases or self.token_patterns):
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


def _use_trained_ner(nlp: Language, path: Path) -> None:
    """Put our trained NER (graphmem/nlp/train_ner.py; it knows PROJECT and TECHNOLOGY too) in
    place of the stock one. Without the folder, the stock NER stays, with a warning."""
    if not (path / "ner").is_dir():
        log.warning("no trained NER at %s: using the stock model's", path)
        return
    nlp.remove_pipe("ner")
    # Loaded into the pipeline's own vocabulary: loaded into one of its own, the NER kept that
    # one (111k strings the pipeline's vocabulary already holds), 16 MB of a serving process.
    nlp.add_pipe("ner", source=spacy.load(path, vocab=nlp.vocab))


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
