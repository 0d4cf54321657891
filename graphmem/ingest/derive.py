"""From one validated, scrubbed record to the drafts of what it derives: memories, entities,
relations.

Pure: no database. The writer embeds the drafts in batches and persists them in one transaction.
"""

from __future__ import annotations

import json
import re
import unicodedata
import uuid
from collections.abc import Iterator
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any

import numpy as np

from graphmem.curate.text import sentences
from graphmem.ingest.chunker import chunk_document
from graphmem.ingest.scrub import dangerous_commands, scrub, scrub_fields, scrub_value
from graphmem.models import RecordIn, RecordType, iso
from graphmem.nlp.tokens import windows

_NS = uuid.UUID("6f1c7a52-9a5e-4a57-9d0f-2c3c1f0b7e11")

MEMORY_KIND = {
    RecordType.conversation: "turn",
    RecordType.document: "chunk",
    RecordType.state_object: "state",
    RecordType.observation: "observation",
}
DECAY_CLASS = {"turn": "medium", "chunk": "slow", "state": "slow", "observation": "medium"}
MAX_ENTITIES_PER_MEMORY = 12
# A turn of several sentences also stores each sentence's embedding (its "facets", at most this
# many): one vector for a whole turn blurs what each sentence is about, and a question usually
# asks about one of them. Search scores a turn by its best facet too (retrieve/search.py).
MAX_FACETS = 4
_BRACKETED = re.compile(r"\[([^\[\]]{12,})\]")  # "[shares a photo of a dog]": its own facet


def memory_id(record_id: str, kind: str, index: int) -> str:
    """Deterministic, so a rebuild gives every memory the id it had."""
    return str(uuid.uuid5(_NS, f"{record_id}/{kind}/{index}"))


def entity_id(user_id: str, key: str) -> str:
    return str(uuid.uuid5(_NS, f"{_user_part(user_id)}/entity/{key}"))


def record_id(user_id: str, source_ref: str | None) -> str:
    if source_ref:
        return str(uuid.uuid5(_NS, f"{_user_part(user_id)}/record/{source_ref}"))
    return str(uuid.uuid4())


def _user_part(user_id: str) -> str:
    """The user id with `/` escaped, so the first `/` ends it: user `u` with source_ref
    `x/record/y` and user `u/record/x` with `y` must not name the same record (one user's write
    would then fail on another's id). Ids without `%` or `/` are unchanged."""
    return user_id.replace("%", "%25").replace("/", "%2F")


@dataclass
class MemoryDraft:
    id: str
    kind: str
    text: str
    chunk_index: int
    embedding: list[float] | None = None
    facets: list[list[float]] = field(default_factory=list)  # see MAX_FACETS
    mentions: list[tuple[str, str]] = field(default_factory=list)  # (entity key, surface)
    sender_key: str | None = None


@dataclass
class EntityDraft:
    key: str
    name: str
    type: str
    surface: str
    aliases: list[str] = field(default_factory=list)  # surfaces linked by a close spelling


@dataclass
class PreparedRecord:
    index: int
    record: RecordIn
    content: str
    metadata_json: str
    scrubbed: int
    flags: list[str]
    occurred_at: str | None
    record_id: str = ""
    memories: list[MemoryDraft] = field(default_factory=list)
    entities: dict[str, EntityDraft] = field(default_factory=dict)
    relations: list[tuple[str, str, str, str]] = field(default_factory=list)  # src, dst, type, mem

    @property
    def source_ref(self) -> str | None:
        return self.record.source_ref


# The writer's other text fields (a credential in a document URL, a token pasted as a thread id):
# scrubbed of known secret shapes only, the same way every time, so ids still match each other.
TEXT_FIELDS = ("sender", "source_path", "thread_id", "topic_id", "source_ref", "prev_source_ref",
               "supersedes", "kind", "key")


def _texts(value: Any) -> Iterator[str]:
    """The strings of a metadata value, each on its own (in the JSON of the whole, a command's
    last argument ran into the quote after it: `"rm -rf /"}`), and a list of strings also
    joined as a command line (an argv)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _texts(item)
    elif isinstance(value, list):
        if value and all(isinstance(item, str) for item in value):
            yield " ".join(value)
        for item in value:
            yield from _texts(item)


def prepare(index: int, record: RecordIn) -> PreparedRecord:
    """Scrub secrets before anything is stored or embedded; flag dangerous commands."""
    record, field_count = scrub_fields(record, TEXT_FIELDS)
    cleaned = scrub(record.content)
    metadata, meta_count = scrub_value(record.metadata)
    flags = ["dangerous_command"] if record.type == RecordType.observation and (
        dangerous_commands(cleaned.text) or any(map(dangerous_commands, _texts(metadata)))
    ) else []
    return PreparedRecord(
        index=index, record=record, content=cleaned.text,
        metadata_json=json.dumps(metadata, sort_keys=True, ensure_ascii=False),
        scrubbed=cleaned.count + meta_count + field_count, flags=flags,
        occurred_at=iso(record.occurred_at) if record.occurred_at else None,
    )


def draft_memories(prepared: PreparedRecord, rid: str) -> None:
    kind = MEMORY_KIND[prepared.record.type]
    if prepared.record.type == RecordType.document:
        texts = chunk_document(prepared.content) or [prepared.content]
    else:
        texts = [prepared.content]
    # A memory's text is composed (NFC) where the record keeps what was sent: "München" sent
    # as "u" plus a combining diaeresis is one word to Lucene and the entity pipeline, and the
    # same word as the composed "ü" (a search's query is composed too, models.py SearchIn).
    prepared.memories = [
        MemoryDraft(memory_id(rid, kind, i), kind, unicodedata.normalize("NFC", text), i)
        for i, text in enumerate(texts)
    ]


def embedding_text(prepared: PreparedRecord, draft: MemoryDraft) -> str:
    # The speaker is part of what a turn means ("what did Alice say about ..."), so it is embedded.
    sender = prepared.record.sender
    if draft.kind == "turn" and sender:
        return f"{sender}: {draft.text}"
    if draft.kind == "state":
        # A value alone ("Carol") says nothing of what it is the value of: the kind and key do
        # ("service owner billing: Carol"), so "who owns billing?" finds it, not another key's
        record = prepared.record
        about = re.sub(r"[_./:-]+", " ", f"{record.kind} {record.key}").strip()
        return f"{about}: {draft.text}"
    return draft.text


def embedding_parts(prepared: PreparedRecord, draft: MemoryDraft, window: int) -> list[str]:
    """What is encoded for the draft's vector: its embedding text, or, when that is longer
    than the model reads (`window` tokens; a document's chunk is up to 512), its pieces, whose
    vectors are averaged (`mean_vector`): encoded whole, the model read the first 254 tokens
    and a chunk's last third was found by its words only. A turn keeps its one text: its
    sentences are its facets."""
    text = embedding_text(prepared, draft)
    return [text] if draft.kind == "turn" else windows(text, window)


def mean_vector(vectors: list) -> list[float]:
    """The unit vector of the pieces' mean (the one vector itself when there is one)."""
    if len(vectors) == 1:
        return vectors[0].tolist()
    mean = np.mean(np.stack(vectors), axis=0)
    return (mean / (np.linalg.norm(mean) or 1.0)).tolist()


def facet_texts(prepared: PreparedRecord, draft: MemoryDraft) -> list[str]:
    """The units of a turn that get their own embedding: its sentences and bracketed notes
    (an image caption), when there are at least two; the longest MAX_FACETS of them."""
    if draft.kind != "turn":
        return []
    notes = [n.strip() for n in _BRACKETED.findall(draft.text)]
    units = [*sentences(_BRACKETED.sub(" ", draft.text)), *notes]
    if len(units) < 2:
        return []
    units = sorted(units, key=len, reverse=True)[:MAX_FACETS]
    sender = prepared.record.sender
    return [f"{sender}: {u}" if sender else u for u in units]


def attach_entities(prepared: PreparedRecord, draft: MemoryDraft, extraction, sender) -> None:
    """Link the extraction's mentions (and the sender) to the draft; add relation drafts."""
    keys: list[str] = []
    for mention in extraction.mentions if extraction else []:
        prepared.entities.setdefault(
            mention.key, EntityDraft(mention.key, mention.name, mention.type, mention.text))
        draft.mentions.append((mention.key, mention.text))
        keys.append(mention.key)
    if sender is not None:
        prepared.entities.setdefault(
            sender.key, EntityDraft(sender.key, sender.name, sender.type, sender.text))
        draft.sender_key = sender.key
    typed: set[frozenset[str]] = set()
    for rel in extraction.relations if extraction else []:
        src, dst = keys[rel.source], keys[rel.target]
        if src != dst:
            prepared.relations.append((src, dst, rel.type, draft.id))
            typed.add(frozenset((src, dst)))
    distinct = list(dict.fromkeys(keys + ([sender.key] if sender else [])))
    for a, b in combinations(sorted(distinct[:MAX_ENTITIES_PER_MEMORY]), 2):
        if frozenset((a, b)) not in typed:
            prepared.relations.append((a, b, "co_occurs", draft.id))
