"""A synthetic entity graph for bench/connect.py: N entities, M RELATED edges with evidence.

Degrees are skewed (a few hubs, a long tail) like a real entity graph; every edge names 1-3
evidence memories, which exist, so connect's evidence step does its real work.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

TYPES = ["co_occurs"] * 6 + ["uses", "leads", "stores_in", "depends_on"]
KINDS = ["technology", "project", "person", "organization", "concept"]
BATCH = 10_000


def entity_id(user: str, i: int) -> str:
    return f"{user}-e{i}"


def entity_rows(user: str, n: int, rng: random.Random) -> Iterator[list[dict]]:
    for start in range(0, n, BATCH):
        yield [{"id": entity_id(user, i), "key": f"entity {i}", "name": f"Entity {i}",
                "type": KINDS[i % len(KINDS)], "importance": rng.random(),
                "at": _day(rng)} for i in range(start, min(n, start + BATCH))]


def memory_rows(user: str, n: int, rng: random.Random) -> Iterator[list[dict]]:
    for start in range(0, n, BATCH):
        yield [{"id": f"{user}-m{i}", "text": f"synthetic evidence note {i}", "at": _day(rng)}
               for i in range(start, min(n, start + BATCH))]


def relation_rows(user: str, entities: int, relations: int, memories: int,
                  rng: random.Random) -> Iterator[list[dict]]:
    # Zipf-like weights: entity i is picked with weight 1 / (i + 10) ** 0.8, so hubs exist but
    # no node holds a large share of all edges.
    weights = [1.0 / (i + 10) ** 0.8 for i in range(entities)]
    order = list(range(entities))
    rng.shuffle(order)
    population = order
    seen: set[tuple[int, int]] = set()
    batch: list[dict] = []
    while len(seen) < relations:
        pairs = zip(rng.choices(population, weights, k=BATCH),
                    rng.choices(range(entities), k=BATCH), strict=True)
        for a, b in pairs:
            if a == b or (a, b) in seen or (b, a) in seen or len(seen) >= relations:
                continue
            seen.add((a, b))
            first, last = sorted((_day(rng), _day(rng)))
            batch.append({
                "source": entity_id(user, a), "target": entity_id(user, b),
                "type": rng.choice(TYPES), "weight": rng.randint(1, 6),
                "first_seen": first, "last_seen": last,
                "evidence": [f"{user}-m{rng.randrange(memories)}"
                             for _ in range(rng.randint(1, 3))],
            })
            if len(batch) == BATCH:
                yield batch
                batch = []
    if batch:
        yield batch


def _day(rng: random.Random) -> str:
    return f"2025-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}T10:00:00.000000Z"
