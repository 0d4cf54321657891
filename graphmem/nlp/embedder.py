"""Sentence embeddings from the packaged all-MiniLM-L6-v2 (offline; one model per process)."""

from __future__ import annotations

import os
import threading
from functools import cached_property, lru_cache
from pathlib import Path

import numpy as np

from graphmem.lru import LRU
from graphmem.nlp import onnx_model
from graphmem.nlp.batches import Batches
from graphmem.nlp.tokens import model_dir

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

MODEL_NAME = "all-MiniLM-L6-v2"


class Embedder:
    def __init__(self, batch_size: int = 16, cache_size: int = 4096,
                 model_cache: Path | None = None):
        """`model_cache`: where the exported ONNX graph is kept (None: exported at each start)."""
        self.model_dir = model_dir()
        self.batch_size = batch_size
        self.name = MODEL_NAME
        # ONNX Runtime runs the model: same vectors, 4x faster for a query, ~15-20% faster for
        # an import's batches (nlp/onnx_model.py); None: torch does everything.
        self.onnx = onnx_model.load(self.model_dir, model_cache, lambda: self.model)
        self.dimension = onnx_model.dimension(self.model_dir)
        # What the model reads of a text, less its [CLS] and [SEP]: the rest is dropped
        self.window_tokens = onnx_model.max_length(self.model_dir) - 2
        # The caches hold float32 arrays, 1.7 kB a vector against 12.4 kB as a list of Python
        # floats (the 8,192 entries of both: 14 MB, not 101); the model's outputs are float32,
        # so the lists they give back are the same numbers.
        self.queries: LRU[str, np.ndarray] = LRU(cache_size)
        # curation: summaries and their sentences
        self.texts: LRU[str, np.ndarray] = LRU(cache_size)
        # torch on CPU is not re-entrant friendly across many threads; one encode at a time.
        self._torch_lock = threading.Lock()

    @cached_property
    def model(self):
        """The sentence-transformers model on torch: loaded only to export the ONNX graph,
        or to run everything where ONNX Runtime cannot."""
        import torch
        from sentence_transformers import SentenceTransformer

        torch.set_num_threads(max(1, min(2, os.cpu_count() or 1)))
        return SentenceTransformer(str(self.model_dir), device="cpu")

    def encode(self, texts: list[str]) -> list[list[float]]:
        if not texts:
            return []
        if self.onnx is not None:
            return self.onnx.encode(texts, self.batch_size).tolist()
        return self._encode_on_torch(texts)

    def batches(self, texts: list[str]):
        """The texts as batches that several threads encode together: call `work()` from each
        (an import's encoder thread, then the thread that parsed them), then `result()`."""
        if self.onnx is not None:
            return self.onnx.batches(texts, self.batch_size)
        # torch takes every core for one call: a single batch, which one thread encodes
        return Batches(texts, max(1, len(texts)), self._encode_on_torch)

    def _encode_on_torch(self, texts: list[str]) -> list[list[float]]:
        with self._torch_lock:
            vectors = self.model.encode(
                texts, batch_size=self.batch_size, normalize_embeddings=True,
                convert_to_numpy=True, show_progress_bar=False,
            )
        return [v.tolist() for v in vectors]

    def encode_query(self, text: str) -> list[float]:
        """Queries repeat (dashboards, retries, agents asking again): cache them."""
        hit = self.queries.get(text)
        if hit is not None:
            return hit.tolist()
        vector = self.encode([text])[0]
        self.queries.put(text, np.asarray(vector, dtype=np.float32))
        return vector

    def encode_cached(self, texts: list[str]) -> list[list[float]]:
        """`encode` for texts that come back: a thread's episode is summarised again at each new
        turn, mostly from the same central sentences and often to the same summary."""
        unique = list(dict.fromkeys(texts))
        known = {t: v.tolist() for t in unique if (v := self.texts.get(t)) is not None}
        missing = [t for t in unique if t not in known]
        for text, vector in zip(missing, self.encode(missing), strict=True):
            self.texts.put(text, np.asarray(vector, dtype=np.float32))
            known[text] = vector
        return [known[t] for t in texts]


@lru_cache(maxsize=1)
def get_embedder() -> Embedder:
    from graphmem.config import get_settings

    settings = get_settings()
    return Embedder(batch_size=settings.embed_batch_size, model_cache=settings.model_cache_dir)
