"""The embedding model again, run by ONNX Runtime: the same vectors, sooner.

For one short text (a search query, a single write) torch spends most of its ~10 ms in the
Python of each layer; ONNX Runtime runs the same graph in ~2.6 ms with the same output (max
difference ~2e-7). For an import's batches it is ~15-20% faster than torch (3000 chat turns:
10.4 vs 12.3-13.7 s on two cores), and it can run batches on one core while spaCy parses on the
other, which torch's process-wide thread count cannot do without slowing everything else
(`nlp/batches.py`).

The graph is exported from the loaded model when the process starts (about a second, in memory,
nothing written or fetched). If the export or ONNX Runtime is unavailable, `build` returns None
and everything runs on torch as before.
"""

from __future__ import annotations

import io
import logging
import os
import warnings
from concurrent.futures import ThreadPoolExecutor

import numpy as np

from graphmem.nlp.batches import Batches

log = logging.getLogger(__name__)

INPUTS = ("input_ids", "attention_mask", "token_type_ids")


class OnnxModel:
    def __init__(self, session, tokenizer, max_length: int, narrow=None):
        """`session` runs on all the cores we use; `narrow` (or None) on one."""
        self.session = session
        self.narrow = narrow or session
        self.tokenizer = tokenizer
        self.max_length = max_length
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
        batch = self.tokenizer(texts, padding=True, truncation=True, max_length=self.max_length,
                               return_tensors="np")
        feeds = {name: batch[name].astype(np.int64) for name in INPUTS}
        hidden = session.run(None, feeds)[0]
        mask = feeds["attention_mask"][..., None].astype(np.float32)
        pooled = (hidden * mask).sum(axis=1) / np.clip(mask.sum(axis=1), 1e-9, None)
        return pooled / np.clip(np.linalg.norm(pooled, axis=1, keepdims=True), 1e-12, None)


def build(model) -> OnnxModel | None:
    """An ONNX Runtime twin of a sentence-transformers model made of a BERT-like transformer,
    mean pooling and normalisation (all-MiniLM-L6-v2); None for any other shape or failure."""
    try:
        if not _mean_pooled(model):
            return None
        return _export(model)
    except Exception as exc:  # an optimisation: without it, torch does the work
        log.info("embedding on torch only (no ONNX Runtime twin: %s: %s)",
                 type(exc).__name__, exc)
        return None


def _mean_pooled(model) -> bool:
    names = [type(m).__name__ for m in model]
    pooling = model[1] if len(names) > 1 else None
    mode = getattr(pooling, "pooling_mode", None) or getattr(
        pooling, "get_pooling_mode_str", lambda: None)()
    return names[:2] == ["Transformer", "Pooling"] and mode == "mean" and all(
        n == "Normalize" for n in names[2:])


def _export(model) -> OnnxModel:
    import onnxruntime as ort
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
    cores = max(1, min(2, os.cpu_count() or 1))
    session = _session(ort, buffer.getvalue(), cores)
    narrow = _session(ort, buffer.getvalue(), 1) if cores > 1 else None
    return OnnxModel(session, model.tokenizer, model.max_seq_length, narrow)


def _session(ort, graph: bytes, threads: int):
    options = ort.SessionOptions()
    options.intra_op_num_threads = threads
    options.inter_op_num_threads = 1
    options.log_severity_level = 3
    # Idle workers sleep instead of spinning: a spinning thread would take the core Neo4j needs
    # for the search requests that follow the query's embedding.
    options.add_session_config_entry("session.intra_op.allow_spinning", "0")
    return ort.InferenceSession(graph, options, providers=["CPUExecutionProvider"])
