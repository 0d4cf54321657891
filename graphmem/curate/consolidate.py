"""Weekly consolidation: episodes older than `consolidate_min_age_days` are clustered by entity
overlap and embedding similarity (in process); a cluster of two or more yields a `fact` memory
summarised extractively from its turns, DERIVED_FROM all their records, and its episodes are
compressed (one sentence, time and entities kept) and CONSOLIDATED by the fact. A fact that
nearly repeats an existing one reinforces it instead (three-tier dedup)."""

from __future__ import annotations

from collections import Counter, defaultdict
from datetime import timedelta

import numpy as np

from graphmem.curate import dedup, lease
from graphmem.curate.common import Clock, curated_id, decay_class_for, fresh_fields, unit_rows
from graphmem.curate.text import Item, sentences, summarize_many
from graphmem.models import iso

W_COSINE, W_ENTITIES = 0.6, 0.4
MAX_EPISODES = 4000  # per run, the most recent; bounds the similarity matrix
FACT_SENTENCES = 3
FACT_CHARS = 600


def run(services, user_id: str, clock: Clock) -> dict[str, int]:
    now = clock()
    settings = services.settings
    before = iso(now - timedelta(days=settings.consolidate_min_age_days))
    episodes = services.store.read_values("curate/old_episodes", user_id=user_id,
                                          before=before, limit=MAX_EPISODES)
    episodes.sort(key=lambda e: (e["last_turn_at"], e["id"]))
    groups = [g for g in cluster(episodes, settings.cluster_similarity) if len(g) >= 2]
    counts = {"clusters": len(groups), "facts": 0, "reinforced": 0, "compressed": 0,
              "corrected": _refresh_corrected(services, user_id, iso(now))}
    if not groups:
        return counts
    texts = _summaries(services, user_id, groups)
    vectors = services.embedder.encode(texts)
    existing = services.store.read_values("curate/facts", user_id=user_id)
    plan = _plan(user_id, groups, texts, vectors, existing, settings, iso(now))
    compress = _compressed(services, plan["compress"])
    lease.write_many(services.store, [
        ("curate/upsert_memories", {"user_id": user_id, "rows": plan["create"]}),
        ("curate/reinforce", {"user_id": user_id, "rows": plan["reinforce"], "now": iso(now)}),
        ("curate/log_evidence", {"user_id": user_id, "rows": plan["evidence"]}),
        ("curate/compress_episodes", {"user_id": user_id, "rows": compress, "now": iso(now)}),
    ])
    counts.update(facts=len(plan["create"]), reinforced=len(plan["reinforce"]),
                  compressed=len(compress))
    return counts


def _refresh_corrected(services, user_id: str, now: str) -> int:
    """Facts that quote a turn corrected since they were made are summed up again from the
    turns that still hold (or superseded, when none does): a fact kept "CI runs on Jenkins"
    beside the correction that it moved, and a rebuild gave another fact than the live layer."""
    stale = [f for f in services.store.read_values("curate/fact_corrections", user_id=user_id)
             if _quotes(f["text"], [t for group in f["corrected"] for t in group])]
    if not stale:
        return 0
    texts = _summaries(services, user_id, [f["episodes"] for f in stale], fallback=False)
    wanted = [t for t in texts if t]
    vectors = iter(services.embedder.encode(wanted) if wanted else [])
    rows = [{"id": f["id"], "text": text or None,
             "embedding": [float(x) for x in next(vectors)] if text else None,
             "drop": sorted({r for group in f["corrected_records"] for r in group})}
            for f, text in zip(stale, texts, strict=True)]
    lease.write_many(services.store, [
        ("curate/refresh_facts", {"user_id": user_id, "rows": rows, "now": now})])
    return len(rows)


def _quotes(fact: str, corrected: list[str]) -> bool:
    """Whether the fact holds a sentence of a corrected turn (facts are extractive)."""
    return any(s in fact for text in corrected for s in sentences(text) if len(s) >= 12)


def similarity_matrix(episodes: list[dict]) -> np.ndarray:
    """W_COSINE * cosine of the embeddings + W_ENTITIES * Jaccard of the entity sets."""
    unit = unit_rows([e["embedding"] for e in episodes])
    cos = unit @ unit.T
    keys = sorted({k for e in episodes for k in e["entity_keys"] or []})
    if not keys:
        return W_COSINE * cos
    col = {k: i for i, k in enumerate(keys)}
    incidence = np.zeros((len(episodes), len(keys)), dtype=np.float32)
    for row, e in enumerate(episodes):
        for k in e["entity_keys"] or []:
            incidence[row, col[k]] = 1.0
    inter = incidence @ incidence.T
    sizes = incidence.sum(axis=1)
    union = sizes[:, None] + sizes[None, :] - inter
    jac = np.divide(inter, union, out=np.zeros_like(inter), where=union > 0)
    return W_COSINE * cos + W_ENTITIES * jac


def cluster(episodes: list[dict], threshold: float) -> list[list[dict]]:
    """Greedy average linkage in time order: an episode joins the cluster it is, on average, most
    similar to (at least `threshold`), else starts one. Deterministic for a given order."""
    usable = [e for e in episodes if e.get("embedding")]
    if not usable:
        return []
    sims = similarity_matrix(usable)
    members: list[list[int]] = []
    for i in range(len(usable)):
        best, best_score = None, threshold
        for c, idx in enumerate(members):
            score = float(sims[i, idx].mean())
            if score >= best_score:
                best, best_score = c, score
        if best is None:
            members.append([i])
        else:
            members[best].append(i)
    return [[usable[i] for i in idx] for idx in members]


def _summaries(services, user_id: str, groups: list[list[dict]],
               fallback: bool = True) -> list[str]:
    ids = [e["id"] for g in groups for e in g]
    turns: dict[str, list[dict]] = defaultdict(list)
    for row in services.store.read_values("curate/episode_turns", user_id=user_id, ids=ids):
        turns[row["episode_id"]].append(row)
    items = []
    for group in groups:
        rows = [t for e in group for t in turns[e["id"]] if t["embedding"]]
        items.append([Item(t["text"], t["embedding"], i) for i, t in enumerate(rows)])
    texts = summarize_many(services.embedder, items, FACT_SENTENCES, FACT_CHARS)
    if not fallback:  # no turn that holds: nothing to say
        return [t or "" for t in texts]
    return [t or " ".join(e["text"] for e in g)[:FACT_CHARS] for t, g in zip(texts, groups,
                                                                             strict=True)]


def _plan(user_id, groups, texts, vectors, existing, settings, now: str) -> dict[str, list]:
    plan: dict[str, list] = {"create": [], "reinforce": [], "evidence": [], "compress": []}
    known = {e["id"] for e in existing}
    for group, text, vector in zip(groups, texts, vectors, strict=True):
        fact_id = curated_id(user_id, "fact", *sorted(e["id"] for e in group))
        records = list(dict.fromkeys(r for e in group for r in e["record_ids"]))
        target, sim = dedup.best_match(vector, existing)
        if fact_id not in known and target is not None and sim >= settings.dedup_log:
            plan["reinforce"].append({"memory_id": target["id"], "key": fact_id,
                                      "record_ids": records,
                                      "consolidates": [e["id"] for e in group]})
            if sim < settings.dedup_reinforce:
                plan["evidence"].append({
                    "id": curated_id(user_id, "evidence", target["id"], fact_id),
                    "memory_id": target["id"], "text": text, "similarity": round(sim, 4),
                    "record_ids": records, "at": now})
            fact_id = target["id"]
        else:
            plan["create"].append(_fact_row(fact_id, group, text, vector, records, now))
            existing.append({"id": fact_id, "embedding": vector})
            known.add(fact_id)
        plan["compress"].extend((e, fact_id) for e in group)
    return plan


def _fact_row(fact_id, group, text, vector, records, now: str) -> dict:
    topics = Counter(e["topic_id"] for e in group if e["topic_id"])
    entities = Counter(k for e in group for k in set(e["entity_keys"] or []))
    props = {
        "id": fact_id, "kind": "fact", "text": text, "embedding": vector,
        "topic_id": topics.most_common(1)[0][0] if topics else None,
        "record_type": "conversation", "occurred_at": min(e["occurred_at"] for e in group),
        "valid_from": min(e["occurred_at"] for e in group),
        "last_turn_at": max(e["last_turn_at"] for e in group),
        "recorded_at": max(e["recorded_at"] for e in group),
        "seq": max(e["seq"] for e in group), "episode_count": len(group),
        "decay_class": decay_class_for("fact"), "updated_at": now,
    }
    return {"props": props, "create": fresh_fields(), "record_ids": records,
            "entity_keys": [k for k, _ in entities.most_common(30)]}


def _compressed(services, pairs: list[tuple[dict, str]]) -> list[dict]:
    """Each absorbed episode shrinks to the sentence of its summary closest to the episode."""
    options = [sentences(e["text"]) or [e["text"]] for e, _ in pairs]
    flat = [s for opts in options for s in opts]
    vectors = services.embedder.encode(flat) if flat else []
    rows, at = [], 0
    for (episode, fact_id), opts in zip(pairs, options, strict=True):
        own = unit_rows(vectors[at:at + len(opts)])
        at += len(opts)
        best = int(np.argmax(own @ unit_rows([episode["embedding"]])[0]))
        rows.append({"id": episode["id"], "fact_id": fact_id, "text": opts[best],
                     "embedding": vectors[at - len(opts) + best]})
    return rows
