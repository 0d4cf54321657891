"""Structure-aware document chunking: Markdown headings, code blocks and lists stay whole.

Blocks (a fenced code block, a list, a paragraph, a heading with what follows) are packed into
chunks of `target` tokens (at most `limit`, headings included), with about 10% overlap carried
from the previous chunk's tail: its last blocks, or the last sentences of its closing paragraph.
A single block larger than `limit` is split at line bounds (a code block's pieces each fenced
again), a one-line paragraph at sentence bounds.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from graphmem.nlp.tokens import count_tokens

FENCE = re.compile(r"^(`{3,}|~{3,})")
HEADING = re.compile(r"^#{1,6}\s")
LIST_ITEM = re.compile(r"^\s*([-*+]|\d+[.)])\s")
# After a full stop and a space; after a CJK one (。！？) with none, as those scripts write it.
SENTENCE_END = re.compile(r"(?<=[.!?])\s+|(?<=[。！？])")
TABLE_ROW = re.compile(r"^\s*\|")
TABLE_RULE = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")
# Where a piece cut for size may end, besides a space: after CJK punctuation
_SOFT_ENDS = "。！？，、；："


def _closes(line: str, opening: str) -> bool:
    """A fence closes with the same character, at least as many, and nothing after (CommonMark):
    a ```python block inside a ````markdown one does not end it."""
    found = FENCE.match(line)
    return bool(found and found.group(1)[0] == opening[0] and len(found.group(1)) >= len(opening)
                and not line[len(found.group(1)):].strip())


def split_blocks(text: str) -> list[str]:
    blocks: list[str] = []
    current: list[str] = []
    fence: str | None = None  # the opening fence of the code block we are in

    def flush() -> None:
        if current and "".join(current).strip():
            blocks.append("\n".join(current).strip("\n"))
        current.clear()

    for line in text.splitlines():
        if fence is not None:
            current.append(line)
            if _closes(line.strip(), fence):
                flush()
                fence = None
        elif opening := FENCE.match(line.strip()):
            flush()
            current.append(line)
            fence = opening.group(1)
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
    """A block over `limit` in pieces: a code block at line bounds, each piece fenced again as
    the block was; other text at line bounds (list items), or sentences for a single line; a
    piece with no bound at all (minified text) by characters. Line breaks are kept."""
    lines = block.splitlines()
    opening = FENCE.match(lines[0].strip())
    if opening and len(lines) > 1:
        closed = _closes(lines[-1].strip(), opening.group(1))
        closing = lines[-1] if closed else opening.group(1)
        body = lines[1:-1] if closed else lines[1:]
        room = max(1, limit - count(f"{lines[0]}\n{closing}"))
        return [f"{lines[0]}\n{part}\n{closing}"
                for part in _by_characters(_pack(body, "\n", room, count), room, count)]
    if len(lines) > 2 and TABLE_ROW.match(lines[0]) and TABLE_RULE.match(lines[1]):
        # a table's pieces each start with its header row and rule: rows without them lose
        # what their columns are
        header = f"{lines[0]}\n{lines[1]}"
        room = max(1, limit - count(header) - 2)
        return [f"{header}\n{part}"
                for part in _by_characters(_pack(lines[2:], "\n", room, count), room, count)]
    pieces, joint = (lines, "\n") if len(lines) > 1 else (SENTENCE_END.split(block), " ")
    return _by_characters(_pack(pieces, joint, limit, count), limit, count)


def _pack(pieces: list[str], joint: str, limit: int, count: Callable[[str], int]) -> list[str]:
    out: list[str] = []
    current: str | None = None
    for piece in pieces:
        candidate = piece if current is None else f"{current}{joint}{piece}"
        if current is not None and count(candidate) > limit:
            out.append(current)
            current = piece
        else:
            current = candidate
    if current is not None and current.strip():
        out.append(current)
    return out


def _by_characters(parts: list[str], limit: int, count: Callable[[str], int]) -> list[str]:
    """Parts still over `limit` (a sentence that never ends, minified text) cut into pieces
    within it, each ending at a space where there is one, never inside a word."""
    final: list[str] = []
    for part in parts:
        while count(part) > limit:
            cut = _cut(part, limit, count)
            final.append(part[:cut].rstrip())
            part = part[cut:].lstrip()
        if part.strip():
            final.append(part)
    return final


def _cut(text: str, limit: int, count: Callable[[str], int]) -> int:
    """How many characters of `text` make a piece within `limit` tokens, ending at a space or
    at CJK punctuation in its second half if there is one."""
    cut = max(1, len(text) * limit // count(text))
    while cut > 1 and count(text[:cut]) > limit:
        cut = cut * 9 // 10
    soft = max([text.rfind(c, 0, cut) + 1 for c in _SOFT_ENDS] + [text.rfind(" ", 0, cut),
                                                                   text.rfind("\n", 0, cut)])
    return soft if soft > cut // 2 else cut


def chunk_document(text: str, target: int = 384, limit: int = 512, overlap: float = 0.1,
                   count: Callable[[str], int] = count_tokens) -> list[str]:
    # A block over `limit` is cut into pieces of `target`, so that each next piece still has
    # room for the overlap the chunk before it leaves (pieces of `limit` never had).
    blocks = _blocks(text, limit, target, count)
    if not blocks:
        return [text.strip()] if text.strip() else []
    chunks: list[str] = []
    current: list[str] = []
    size = 0
    floor = target * 2 // 3  # a chunk under it takes the next block if `limit` allows
    for block in blocks:
        n = count(block)
        if current and size + n > target and (size >= floor or size + n > limit):
            chunks.append("\n\n".join(current))
            current, size = _overlap_tail(current, int(target * overlap), count)
            if size + n > limit:
                current, size = [], 0
        current.append(block)
        size += n
    if current:
        chunks.append("\n\n".join(current))
    return chunks


def _blocks(text: str, limit: int, target: int, count: Callable[[str], int]) -> list[str]:
    """The text's blocks, each with the headings just above it and none over `limit`: a block
    too large is split into pieces of `target`, with room left for its headings, which go with
    its first piece."""
    out: list[str] = []
    for headings, block in _headed(split_blocks(text)):
        prefix = "\n\n".join(headings)
        # tokens are not quite additive across the joint: keep two spare
        room = max(limit // 2, limit - count(prefix) - 2) if prefix else limit
        size = min(room, target)
        pieces = _split_large(block, size, count) if count(block) > room else [block]
        if prefix:
            pieces[0] = f"{prefix}\n\n{pieces[0]}"
        out.extend(pieces)
    return out


def _headed(blocks: list[str]) -> list[tuple[list[str], str]]:
    """Each block with the headings above it, so a chunk never ends on a heading whose text
    starts the next one (headings that end the text stand alone)."""
    out: list[tuple[list[str], str]] = []
    held: list[str] = []
    for block in blocks:
        if all(HEADING.match(line) for line in block.splitlines()):
            held.append(block)
            continue
        out.append((held, block))
        held = []
    return out + [([], h) for h in held]


def _overlap_tail(blocks: list[str], budget: int, count: Callable[[str], int]):
    """What the next chunk repeats of this one's end: its last blocks within `budget`, else the
    last sentences of a closing paragraph (a code block or list is never cut for it)."""
    tail: list[str] = []
    size = 0
    for block in reversed(blocks):
        n = count(block)
        if size + n > budget:
            if not tail:
                return _sentences_tail(block, budget, count)
            break
        tail.insert(0, block)
        size += n
    return tail, size


def _sentences_tail(block: str, budget: int, count: Callable[[str], int]):
    lines = block.splitlines()
    if any(FENCE.match(line.strip()) or LIST_ITEM.match(line) or TABLE_ROW.match(line)
           for line in lines):
        return [], 0  # a fragment of a code block, a list or a table row is no context
    sentences = SENTENCE_END.split(lines[-1].strip())
    tail = ""
    for sentence in reversed(sentences[1:]):  # never the whole paragraph: it did not fit
        candidate = f"{sentence} {tail}".strip()
        if count(candidate) > budget:
            break
        tail = candidate
    return ([tail], count(tail)) if tail else ([], 0)
