"""The embedder runs the model on ONNX Runtime and must give the model's own vectors."""

from __future__ import annotations

import threading
import uuid
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


MORE_TEXTS = [
    *TEXTS,
    "中文字符 and العربية, mixed scripts",
    "Tab\tnew\nline   spaces, İstanbul ß ﬁ, e\u0301 combining",
    "\x00\x01 binary-looking \ufffd text",
    "VaultKeeper stores tokens in Redis; see https://example.com/x?y=1#z",
    "a" * 3000,
]


def test_texts_are_tokenized_as_the_models_own_tokenizer_does(embedder):
    """The ONNX twin tokenizes with `tokenizers` from the model's tokenizer.json, not with
    transformers: the ids fed to the model and the token counts must be the same."""
    from transformers import AutoTokenizer

    from graphmem.nlp.tokens import count_many, count_tokens

    reference = AutoTokenizer.from_pretrained(str(embedder.model_dir))
    fed = reference(MORE_TEXTS, padding=True, truncation=True, max_length=256,
                    return_tensors="np")
    ours = embedder.onnx.tokenizer.encode_batch(MORE_TEXTS)
    assert [e.ids for e in ours] == fed["input_ids"].tolist()
    assert [e.attention_mask for e in ours] == fed["attention_mask"].tolist()
    assert [e.type_ids for e in ours] == fed["token_type_ids"].tolist()
    assert max(len(e.ids) for e in ours) == 256  # truncated at the model's length, not 128
    counts = [len(ids) for ids in reference(MORE_TEXTS, add_special_tokens=False)["input_ids"]]
    assert count_many(MORE_TEXTS) == counts
    assert [count_tokens(t) for t in MORE_TEXTS] == counts
    assert counts[4] > 256  # counting does not truncate


FRESH_PROCESS = """
import json, sys
from pathlib import Path
from graphmem.nlp.embedder import Embedder
from graphmem.nlp.entities import load_extractor
embedder = Embedder(model_cache=Path(sys.argv[1]))
load_extractor().extract_many(["Alice moved VaultKeeper from Redis to PostgreSQL."])
print(json.dumps({"torch": "torch" in sys.modules,
                  "transformers": "transformers" in sys.modules,
                  "vector": embedder.encode([sys.argv[2]])[0]}))
"""


def test_the_exported_graph_is_kept_and_a_later_process_loads_no_torch(embedder, tmp_path):
    """The first start exports the model's graph with torch and keeps it (again, over a file
    that does not load); a process that finds it loads neither torch nor transformers
    (importing them was most of a server's start-up), parses with spaCy all the same, and
    gives the same vectors."""
    import json
    import subprocess
    import sys

    from graphmem.nlp.embedder import Embedder
    from graphmem.nlp.onnx_model import cache_path

    kept = cache_path(embedder.model_dir, tmp_path)
    kept.write_bytes(b"not a graph: a disk that filled up, a copy cut short")
    first = Embedder(model_cache=tmp_path)  # exported again over the damaged file
    assert first.onnx is not None
    assert [p.name for p in tmp_path.iterdir()] == [kept.name]
    assert kept.stat().st_size > 10_000_000
    out = subprocess.run([sys.executable, "-c", FRESH_PROCESS, str(tmp_path), TEXTS[0]],
                         capture_output=True, text=True, timeout=300, check=True)
    later = json.loads(out.stdout.strip().splitlines()[-1])
    assert later["torch"] is False and later["transformers"] is False
    assert np.abs(np.array(later["vector"]) - torch_vectors(embedder, TEXTS[:1])[0]).max() < 1e-5


def test_cached_vectors_are_the_models_and_held_compactly(embedder):
    """A long-running process caches thousands of query and summary vectors: as float32 arrays
    (1.5 kB each), never as lists of Python floats (12 kB), and a hit gives the same numbers."""
    text = f"which database does billing use {uuid.uuid4().hex}"
    miss = embedder.encode_query(text)
    hit = embedder.encode_query(text)
    assert hit == miss == embedder.encode([text])[0]
    assert isinstance(hit, list) and hit is not miss
    held = embedder.queries.get(text)
    assert held.dtype == np.float32 and held.nbytes == 4 * embedder.dimension
    texts = [f"a summary {uuid.uuid4().hex}", "a sentence of it"]
    first = embedder.encode_cached(texts)
    assert embedder.encode_cached(texts) == first == embedder.encode(texts)
    assert embedder.texts.get(texts[0]).dtype == np.float32


def test_the_onnx_sessions_keep_no_arena(embedder):
    """ONNX Runtime's arena keeps the largest buffers any run needed for the life of the process
    (~1 GB after document-sized texts): a long-running server runs without it."""
    for session in (embedder.onnx.session, embedder.onnx.narrow):
        assert session.get_session_options().enable_cpu_mem_arena is False


def test_the_sessions_read_the_kept_graph_from_its_file(embedder, tmp_path):
    """ONNX Runtime keeps the bytes a session was made from for the session's life (to make it
    again on another provider): two sessions from bytes held the 90 MB graph beside their
    weights, 86 MB more of a serving process. Made from the kept file, they hold its path; where
    the graph cannot be kept (a read-only cache) they are made from bytes and still embed."""
    from graphmem.nlp.embedder import Embedder
    from graphmem.nlp.onnx_model import cache_path

    for session in (embedder.onnx.session, embedder.onnx.narrow):
        assert session._model_bytes is None
        assert session._model_path.endswith(".onnx")
    blocked = tmp_path / "cache"
    blocked.write_text("a file where the cache folder should be: nothing can be kept in it")
    unkept = Embedder(model_cache=blocked)
    assert unkept.onnx is not None and not cache_path(embedder.model_dir, blocked).exists()
    assert unkept.onnx.session._model_bytes is not None
    got = np.array(unkept.encode(TEXTS[:3]))
    assert np.abs(got - np.array(embedder.encode(TEXTS[:3]))).max() < 1e-5
