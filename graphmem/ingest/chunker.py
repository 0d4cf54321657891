"""Structure-aware document chunking: Markdown headings, code blocks and lists stay whole.

Blocks (a fenced code block, a list, a paragraph, a heading with what follows) are packed into
chunks of `target` tokens (at most `limit`), with about 10% overlap carried from the previous
chunk's tail blocks. A single block larger than `limit` is split at sentence, then line, bounds.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from graphmem.nlp.tokens import count_tokens

FENCE = re.compile(r"^(```|~~~)")
HEADING = re.compile(r"^#{1,6}\s")
LIST_ITEM = re.compile(r"^\s*([-*+]|\d+[.)])\s")
SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


def split_blocks(text: str) -> list[str]:
    blocks: list[str] = []
    current: list[str] = []
    in_fence = False

    def flush() -> None:
        if current and "".join(current).strip():
            blocks.append("\n".join(current).strip("\n"))
        current.clear()

    for line in text.splitlines():
        if FENCE.match(line.strip()):
            if not in_fence:
                flush()
            current.append(line)
            if in_fence:
                flush()
            in_fence = not in_fence
            continue
        if in_fence:
            current.append(line)
        elif HEADING.match(line):
            flush()
            current.append(line)
        elif not line.strip():
            # A blank line ends a paragraph, but not a list whose next item follows.
            if current and not LIST_ITEM.match(current[-1]):
                flush()
        else:
            if current and LIST_ITEM.match(line) and not LIST_ITEM.match(current[-1]) \
                    and not HEADING.match(current[-1]):
                flush()
            current.append(line)
    flush()
    return blocks


def _split_large(block: str, limit: int, count: Callable[[str], int]) -> list[str]:
    pieces = SENTENCE_END.split(block) if "```" not in block else block.splitlines()
    out: list[str] = []
    current = ""
    for piece in pieces:
        candidate = f"{current} {piece}".strip() if current else piece
        if current and count(candidate) > limit:
            out.append(current)
            current = piece
        else:
            current = candidate
    if current:
        out.append(current)
    # A piece with no sentence or line bound at all (minified text): cut by characters.
    final: list[str] = []
    for part in out:
        while count(part) > limit and len(part) > 200:
            cut = max(200, len(part) * limit // max(1, count(part)))
            final.append(part[:cut])
            part = part[cut:]
        final.append(part)
    return final


def chunk_document(text: str, target: int = 384, limit: int = 512, overlap: float = 0.1,
                   count: Callable[[str], int] = count_tokens) -> list[str]:
    blocks: list[str] = []
    for block in split_blocks(text):
        blocks.extend(_split_large(block, limit, count) if count(block) > limit else [block])
    if not blocks:
        return [text.strip()] if text.strip() else []
    chunks: list[str] = []
    current: list[str] = []
    size = 0
    for block in blocks:
        n = count(block)
        if current and size + n > target:
            chunks.append("\n\n".join(current))
            current, size = _overlap_tail(current, int(target * overlap), count)
            if size + n > limit:
                current, size = [], 0
        current.append(block)
        size += n
    if current:
        chunks.append("\n\n".join(current))
    return chunks


def _overlap_tail(blocks: list[str], budget: int, count: Callable[[str], int]):
    tail: list[str] = []
    size = 0
    for block in reversed(blocks):
        n = count(block)
        if size + n > budget:
            break
        tail.insert(0, block)
        size += n
    return tail, size
