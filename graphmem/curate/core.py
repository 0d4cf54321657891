"""Core memory: the pinned memories context assembly always includes, within a token cap.

Over the cap nothing is dropped silently: the answer lists what did not fit and says so."""

from __future__ import annotations

from dataclasses import dataclass, field

from graphmem.nlp.tokens import count_many
from graphmem.store.driver import Store, still_there


@dataclass
class CoreMemory:
    memories: list[dict]
    tokens: int
    cap_tokens: int
    pinned_tokens: int
    omitted: list[dict] = field(default_factory=list)

    @property
    def over_cap(self) -> bool:
        return bool(self.omitted)

    @property
    def warning(self) -> str | None:
        if not self.omitted:
            return None
        return (f"core memory is {self.pinned_tokens} tokens, over its cap of {self.cap_tokens}: "
                f"{len(self.omitted)} pinned memories left out; unpin some or raise "
                "GRAPHMEM_CORE_MEMORY_TOKENS (500-1500)")

    def as_dict(self) -> dict:
        return {"memories": self.memories, "tokens": self.tokens, "cap_tokens": self.cap_tokens,
                "pinned_tokens": self.pinned_tokens, "over_cap": self.over_cap,
                "omitted": self.omitted, "warning": self.warning}


def core_memory(store: Store, user_id: str, cap_tokens: int) -> CoreMemory:
    """Pinned memories, most important first, while they fit under `cap_tokens`."""
    # A pin a rebuild deletes while this runs reads back empty: leave it off.
    rows = still_there(store.read("curate/core_memory", user_id=user_id), "memory_id")
    sizes = count_many([r["text"] for r in rows])
    kept, omitted, used = [], [], 0
    for row, size in zip(rows, sizes, strict=True):
        entry = {**row, "tokens": size}
        if used + size <= cap_tokens:
            kept.append(entry)
            used += size
        else:
            omitted.append({"memory_id": row["memory_id"], "tokens": size})
    return CoreMemory(kept, used, cap_tokens, sum(sizes), omitted)
