"""The embedder runs the model on ONNX Runtime and must give the model's own vectors."""

from __future__ import annotations

import threading

import numpy as np
import pytest

from graphmem.nlp.embedder import get_embedder

TEXTS = [
    "Caroline: I went to the LGBTQ support group yesterday and it was so powerful.",
    "Redis",
    "What did Melanie paint last week?",
    "ünïcödé, emoji 🎉 and a URL https://example.com/a?b=c",
    "word " * 600,  # past the model's 256 tokens: both truncate the same way
    "",
]


@pytest.fixture(scope="module")
def embedder():
    return get_embedder()


def torch_vectors(embedder, texts):
    return np.array(embedder.model.encode(texts, normalize_embeddings=True,
                                          convert_to_numpy=True, show_progress_bar=False))


def test_the_onnx_twin_is_built_and_matches_the_model(embedder):
    assert embedder.onnx is not None, "ONNX Runtime twin missing: everything runs on torch (slower)"
    small = np.array(embedder.encode(TEXTS))  # one padded batch on ONNX Runtime
    assert small.shape == (len(TEXTS), embedder.dimension)
    assert np.abs(small - torch_vectors(embedder, TEXTS)).max() < 1e-5
    one = np.array(embedder.encode([TEXTS[2]]))
    assert np.abs(one[0] - small[2]).max() < 1e-5  # padding does not change a vector


def test_an_import_batch_keeps_its_order_and_the_models_vectors(embedder):
    """Past one batch, texts are grouped by length: each vector must still land at its text, on
    either session (one core while spaCy parses beside it, both after)."""
    texts = [f"{t} ({i})" for i, t in enumerate(TEXTS * 30)]
    assert len(texts) > embedder.batch_size
    expected = torch_vectors(embedder, texts)
    parsing = threading.Event()
    assert np.abs(np.array(embedder.encode(texts)) - expected).max() < 1e-5
    parsing.set()
    assert np.abs(np.array(embedder.encode(texts, parsing)) - expected).max() < 1e-5
