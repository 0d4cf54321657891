"""The embedding model run by ONNX Runtime: the same vectors, sooner, and without torch.

For one short text (a search query, a single write) torch spends most of its ~10 ms in the
Python of each layer; ONNX Runtime runs the same graph in ~2.6 ms with the same output (max
difference ~2e-7). For an import's batches it is ~15-20% faster than torch (3000 chat turns:
10.4 vs 12.3-13.7 s on two cores), and it can run batches on one core while spaCy parses on the
other, which torch's process-wide thread count cannot do without slowing everything else
(`nlp/batches.py`).

The graph is exported from the packaged weights with torch once, and kept on disk
(`~/.cache/graphmem`, `GRAPHMEM_MODEL_CACHE`; `scripts/setup` exports it). A process that finds
it there loads neither torch nor sentence-transformers: importing them and exporting took ~11
of a server's ~17 s start-up. Texts are tokenized by the model's own `tokenizer.json` with
`tokenizers`, the library under transformers' fast tokenizer (the same ids:
`tests/test_embedder.py`). If the export or ONNX Runtime is unavailable, `load` returns None
and everything runs on torch.
"""

from __future__ import annotations

import hashlib
import io
import json
import logging
import os
import warnings
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import numpy as np

from graphmem.nlp.batches import Batches
from graphmem.nlp.tokens import model_tokenizer

log = logging.getLogger(__name__)

INPUTS = ("input_ids", "attention_mask", "token_type_ids")
# Part of the cached graph's name: raise it when the export below changes what it writes.
EXPORT_FORMAT = 1


class OnnxModel:
    def __init__(self, session, tokenizer, narrow=None):
        """`session` runs on all the cores we use; `narrow` (or None) on one. `tokenizer`: a
        `tokenizers.Tokenizer` that truncates at the model's length and pads a batch."""
        self.session = session
        self.narrow = narrow or session
        self.tokenizer = tokenizer
        # A second thread for `encode` of several batches (none where there is one core).
        self._helper = ThreadPoolExecutor(1, thread_name_prefix="graphmem-encode-helper") \
            if narrow is not None else None

    def encode(self, texts: list[str], batch_size: int = 64) -> np.ndarray:
        """Mean-pooled, L2-normalised embeddings, as the sentence-transformers model gives, in
        the order of `texts`. One batch runs on all the cores; more run as `Batches`, one
        batch per core at a time."""
        if len(texts) <= batch_size:
            return self._batch(texts, self.session)
        job = self.batches(texts, batch_size)
        if self._helper is not None:
            # Not waited for: busy with another caller's batches, it finds none of these left.
            self._helper.submit(job.work)
        job.work()
        return job.result()

    def batches(self, texts: list[str], batch_size: int = 64) -> Batches:
        """Batches that threads encode together, each batch on the one-core session."""
        return Batches(texts, batch_size, lambda batch: self._batch(batch, self.narrow))

    def _batch(self, texts: list[str], session) -> np.ndarray:
        if not all(isinstance(t, str) for t in texts):
            raise ValueError("the embedder takes text (str) only")
        encoded = self.tokenizer.encode_batch(texts)
        feeds = {
            "input_ids": np.array([e.ids for e in encoded], dtype=np.int64),
            "attention_mask": np.array([e.attention_mask for e in encoded], dtype=np.int64),
            "token_type_ids": np.array([e.type_ids for e in encoded], dtype=np.int64),
        }
        hidden = session.run(None, feeds)[0]
        mask = feeds["attention_mask"][..., None].astype(np.float32)
        pooled = (hidden * mask).sum(axis=1) / np.clip(mask.sum(axis=1), 1e-9, None)
        return pooled / np.clip(np.linalg.norm(pooled, axis=1, keepdims=True), 1e-12, None)


def load(model_dir: Path, cache_dir: Path | None, torch_model: Callable) -> OnnxModel | None:
    """The ONNX Runtime twin of the sentence-transformers model in `model_dir` (a BERT-like
    transformer, mean pooling, normalisation: all-MiniLM-L6-v2), its graph read from
    `cache_dir`, or exported from `torch_model()` and kept there; None for any other shape or
    failure (then torch does the work)."""
    try:
        if not mean_pooled(model_dir):
            return None
        tokenizer = model_tokenizer(model_dir, max_length(model_dir))
        path = cache_path(model_dir, cache_dir) if cache_dir is not None else None
        if path is not None and path.is_file():
            try:
                return _sessions(str(path), tokenizer)
            except Exception as exc:  # damaged on disk: export it again, below
                log.warning("the kept ONNX graph %s does not load (%s); exporting it again",
                            path, exc)
        graph = _export(torch_model())
        if _keep(graph, path):
            return _sessions(str(path), tokenizer)
        return _sessions(graph, tokenizer)
    except Exception as exc:  # an optimisation: without it, torch does the work
        log.info("embedding on torch only (no ONNX Runtime twin: %s: %s)",
                 type(exc).__name__, exc)
        return None


def mean_pooled(model_dir: Path) -> bool:
    """Transformer, mean Pooling, then only Normalize: read from the model's own files."""
    kinds = [m["type"].rsplit(".", 1)[-1] for m in _modules(model_dir)]
    if kinds[:2] != ["Transformer", "Pooling"] or any(k != "Normalize" for k in kinds[2:]):
        return False
    modes = [k for k, on in _pooling(model_dir).items()
             if k.startswith("pooling_mode") and on is True]
    return modes == ["pooling_mode_mean_tokens"]


def dimension(model_dir: Path) -> int:
    """The length of the model's vectors (384)."""
    return _pooling(model_dir)["word_embedding_dimension"]


def _modules(model_dir: Path) -> list[dict]:
    return json.loads((model_dir / "modules.json").read_text())


def _pooling(model_dir: Path) -> dict:
    pooling = next(m for m in _modules(model_dir) if m["type"].endswith(".Pooling"))
    return json.loads((model_dir / pooling["path"] / "config.json").read_text())


def max_length(model_dir: Path) -> int:
    """The model's own truncation length (256 for all-MiniLM-L6-v2, not its tokenizer's 128)."""
    return json.loads((model_dir / "sentence_bert_config.json").read_text())["max_seq_length"]


def cache_path(model_dir: Path, cache_dir: Path) -> Path:
    """Named after the content of the weights it was exported from (0.1 s to hash 90 MB: every
    install of the same model shares one file, another model exports its own) and the
    export's format."""
    weights = next(model_dir.glob("*.safetensors"), None) or next(model_dir.glob("*.bin"))
    with weights.open("rb") as f:
        digest = hashlib.file_digest(f, "sha256").hexdigest()[:16]
    return cache_dir / f"{model_dir.parent.name}-{digest}-v{EXPORT_FORMAT}.onnx"


def _keep(graph: bytes, path: Path | None) -> bool:
    """Whether the graph is now kept at `path`."""
    if path is None:
        return False
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        partial = path.with_suffix(f".{os.getpid()}.part")
        partial.write_bytes(graph)
        os.replace(partial, path)  # whole or absent, for a process starting beside us
        return True
    except OSError as exc:  # a read-only cache: export again next start, no worse
        log.info("could not keep the exported model at %s: %s", path, exc)
        return False


def _export(model) -> bytes:
    import torch

    transformer = model[0].auto_model.eval()

    class Hidden(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.inner = transformer

        def forward(self, input_ids, attention_mask, token_type_ids):
            return self.inner(input_ids=input_ids, attention_mask=attention_mask,
                              token_type_ids=token_type_ids).last_hidden_state

    sample = model.tokenizer(["graphmem warms up its query model"], return_tensors="pt")
    axes = {name: {0: "batch", 1: "tokens"} for name in (*INPUTS, "hidden")}
    buffer = io.BytesIO()
    with warnings.catch_warnings(), torch.no_grad():
        warnings.simplefilter("ignore")
        torch.onnx.export(Hidden(), tuple(sample[n] for n in INPUTS), buffer,
                          input_names=list(INPUTS), output_names=["hidden"],
                          dynamic_axes=axes, opset_version=17, dynamo=False)
    return buffer.getvalue()


def _sessions(graph: str | bytes, tokenizer) -> OnnxModel:
    """`graph`: the kept file's path, or the graph itself where it could not be kept. A session
    made from bytes holds on to them for its whole life (ONNX Runtime keeps them to make the
    session again on another provider): 86 MB more of the serving process (scratch
    `s58/ortmem.py`, the two sessions +272.8 MB from bytes, +186.6 from the path)."""
    import onnxruntime as ort

    cores = max(1, min(2, os.cpu_count() or 1))
    session = _session(ort, graph, cores)
    narrow = _session(ort, graph, 1) if cores > 1 else None
    return OnnxModel(session, tokenizer, narrow)


def _session(ort, graph: str | bytes, threads: int):
    options = ort.SessionOptions()
    options.intra_op_num_threads = threads
    options.inter_op_num_threads = 1
    options.log_severity_level = 3
    # Idle workers sleep instead of spinning: a spinning thread would take the core Neo4j needs
    # for the search requests that follow the query's embedding.
    options.add_session_config_entry("session.intra_op.allow_spinning", "0")
    # No arena: it keeps the largest buffers any run needed, grown in powers of two, for the
    # life of the process (1.02-1.05 GB after embedding document-sized texts, against 0.58-0.81
    # without it; chat turns and queries as fast, long texts ~10% slower; docs/DEVELOPING.md,
    # "Memory of a long-running process").
    options.enable_cpu_mem_arena = False
    return ort.InferenceSession(graph, options, providers=["CPUExecutionProvider"])
