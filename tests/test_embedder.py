"""The embedder runs the model on ONNX Runtime and must give the model's own vectors."""

from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor

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
    """Past one batch, texts are grouped by length and encoded by two threads at once: each
    vector must still land at its text."""
    texts = [f"{t} ({i})" for i, t in enumerate(TEXTS * 30)]
    assert len(texts) > 2 * embedder.batch_size
    expected = torch_vectors(embedder, texts)
    assert np.abs(np.array(embedder.encode(texts)) - expected).max() < 1e-5
    # An import: its encoder thread and the thread that parsed the texts share the batches.
    job = embedder.batches(texts)
    helper = threading.Thread(target=job.work)
    helper.start()
    job.work()
    helper.join()
    assert np.abs(job.result() - expected).max() < 1e-5


def test_a_failed_batch_reaches_the_caller_instead_of_hanging(embedder):
    texts = [f"turn {i}" for i in range(3 * embedder.batch_size)] + [b"bytes"]  # not text
    job = embedder.batches(texts)
    errors = []

    def work():
        try:
            job.work()
        except ValueError as exc:  # the tokenizer takes text only
            errors.append(exc)

    helper = threading.Thread(target=work)
    helper.start()
    work()
    helper.join(timeout=60)
    assert len(errors) == 1  # whichever thread took the batch with the bytes in it
    waiting = ThreadPoolExecutor(1)
    result = waiting.submit(job.result)
    with pytest.raises(ValueError):
        result.result(timeout=30)  # at once: nothing is left waiting for the failed batch
    waiting.shutdown(wait=False)
