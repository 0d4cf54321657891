"""The embedder's ONNX Runtime twin (queries and single writes) gives the model's own vectors."""

from __future__ import annotations

import numpy as np
import pytest

from graphmem.nlp.embedder import SMALL, get_embedder

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
    assert embedder.small is not None, "ONNX Runtime twin missing: queries run on torch (slower)"
    assert len(TEXTS) <= SMALL
    small = np.array(embedder.encode(TEXTS))  # one padded batch on ONNX Runtime
    assert small.shape == (len(TEXTS), embedder.dimension)
    assert np.abs(small - torch_vectors(embedder, TEXTS)).max() < 1e-5
    one = np.array(embedder.encode([TEXTS[2]]))
    assert np.abs(one[0] - small[2]).max() < 1e-5  # padding does not change a vector


def test_batches_past_the_small_size_stay_on_torch_and_agree(embedder):
    texts = [f"{t} ({i})" for i, t in enumerate(TEXTS * 3)]
    assert len(texts) > SMALL
    big = np.array(embedder.encode(texts))
    small = np.array([embedder.encode([t])[0] for t in texts])
    assert np.abs(big - small).max() < 1e-5
