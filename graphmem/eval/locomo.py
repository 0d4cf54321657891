"""LoCoMo retrieval evaluation (protocol: ../shared/bench/locomo/README.md), no LLM in the loop.

Per conversation a fresh user holds every turn as one `conversation` record (source_ref = dia_id,
sender = speaker, occurred_at = the session's date, thread_id = the session). Each question with
evidence is searched with `kinds: ["turn"]`; recall@k is the share of its evidence ids among the
source_refs of the top k. BM25 and dense-only baselines run on the same turns in the same run.
"""

from __future__ import annotations

import json
import math
import re
import time
import uuid
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path

from graphmem.eval.scratch import drop_scratch_user

EVIDENCE_ID = re.compile(r"D\d+:\d+")
KS = (1, 5, 10, 25)
CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop"}


@dataclass
class Turn:
    dia_id: str
    speaker: str
    text: str
    session: int
    occurred_at: datetime


@dataclass
class Question:
    text: str
    category: int
    evidence: list[str]


@dataclass
class Conversation:
    sample_id: str
    turns: list[Turn]
    questions: list[Question]


@dataclass
class Scores:
    """Per-question rankings (lists of dia_ids) -> recall@k, MRR, NDCG@10, per category."""

    rows: list[tuple[int, list[str], list[str]]] = field(default_factory=list)

    def add(self, category: int, evidence: list[str], ranked: list[str]) -> None:
        self.rows.append((category, evidence, ranked))

    def table(self, categories=None) -> dict[str, float]:
        rows = [r for r in self.rows if categories is None or r[0] in categories]
        if not rows:
            return {}
        out = {f"R@{k}": _mean(_recall(ev, ranked, k) for _, ev, ranked in rows) for k in KS}
        out["MRR"] = _mean(_rr(ev, ranked) for _, ev, ranked in rows)
        out["NDCG@10"] = _mean(_ndcg(ev, ranked, 10) for _, ev, ranked in rows)
        out["n"] = len(rows)
        return out


def _mean(values) -> float:
    values = list(values)
    return sum(values) / len(values) if values else 0.0


def _recall(evidence: list[str], ranked: list[str], k: int) -> float:
    top = set(ranked[:k])
    return sum(1 for e in evidence if e in top) / len(evidence)


def _rr(evidence: list[str], ranked: list[str]) -> float:
    for i, ref in enumerate(ranked, 1):
        if ref in evidence:
            return 1.0 / i
    return 0.0


def _ndcg(evidence: list[str], ranked: list[str], k: int) -> float:
    dcg = sum(1.0 / math.log2(i + 1) for i, ref in enumerate(ranked[:k], 1) if ref in evidence)
    ideal = sum(1.0 / math.log2(i + 1) for i in range(1, min(len(evidence), k) + 1))
    return dcg / ideal if ideal else 0.0


def parse_session_date(text: str) -> datetime:
    return datetime.strptime(text.strip(), "%I:%M %p on %d %B, %Y").replace(tzinfo=UTC)


class NotLocomo(ValueError):
    """The file is not LoCoMo's shape (a list of conversations with sessions and questions)."""


def load(path: Path) -> list[Conversation]:
    """The conversations of a LoCoMo file; NotLocomo when it holds none in that shape."""
    try:
        conversations = _conversations(json.loads(Path(path).read_text(encoding="utf-8")))
    except (ValueError, KeyError, TypeError, AttributeError) as exc:
        raise NotLocomo(f"{path} is not a LoCoMo file ({type(exc).__name__}: {exc}); the "
                        "protocol's files are in ../shared/bench/locomo") from None
    if not any(c.questions for c in conversations):
        raise NotLocomo(f"{path} holds no LoCoMo question with evidence among its turns: "
                        "nothing to evaluate")
    return conversations


def _conversations(items: list[dict]) -> list[Conversation]:
    conversations = []
    for item in items:
        conv = item["conversation"]
        turns: list[Turn] = []
        n = 1
        while f"session_{n}" in conv:
            start = parse_session_date(conv[f"session_{n}_date_time"])
            for i, t in enumerate(conv[f"session_{n}"]):
                text = t["text"]
                if t.get("blip_caption"):
                    text = f"{text} [shares {t['blip_caption']}]"
                # Turns of one session share its date; a second apart keeps their order.
                turns.append(Turn(t["dia_id"], t["speaker"], text, n,
                                  start + timedelta(seconds=i)))
            n += 1
        known = {t.dia_id for t in turns}
        questions = []
        for q in item["qa"]:
            if q.get("category") not in CATEGORIES:
                continue
            evidence = [e for e in EVIDENCE_ID.findall(" ".join(q.get("evidence", [])))
                        if e in known]
            if evidence:
                questions.append(Question(q["question"], q["category"], evidence))
        conversations.append(Conversation(item["sample_id"], turns, questions))
    return conversations


def as_records(conv: Conversation) -> list[dict]:
    return [{"type": "conversation", "content": t.text, "source_ref": t.dia_id,
             "sender": t.speaker, "occurred_at": t.occurred_at.isoformat(),
             "thread_id": f"session-{t.session}", "role": "user"} for t in conv.turns]


# -- baselines (same turns, same run) --------------------------------------------------------

TOKEN = re.compile(r"[a-z0-9]+")


def bm25_ranker(conv: Conversation) -> Callable[[str], list[str]]:
    from rank_bm25 import BM25Okapi

    docs = [TOKEN.findall(f"{t.speaker}: {t.text}".lower()) for t in conv.turns]
    index = BM25Okapi(docs)
    ids = [t.dia_id for t in conv.turns]

    def rank(query: str) -> list[str]:
        scores = index.get_scores(TOKEN.findall(query.lower()))
        order = sorted(range(len(ids)), key=lambda i: scores[i], reverse=True)
        return [ids[i] for i in order[:25]]

    return rank


def dense_ranker(conv: Conversation, embedder) -> Callable[[str], list[str]]:
    import numpy as np

    matrix = np.array(embedder.encode([f"{t.speaker}: {t.text}" for t in conv.turns]))
    ids = [t.dia_id for t in conv.turns]

    def rank(query: str) -> list[str]:
        scores = matrix @ np.array(embedder.encode_query(query))
        return [ids[i] for i in np.argsort(-scores)[:25]]

    return rank


def rrf(*rankings: list[str], k: int = 60) -> list[str]:
    scores: dict[str, float] = defaultdict(float)
    for ranking in rankings:
        for i, ref in enumerate(ranking, 1):
            scores[ref] += 1.0 / (k + i)
    return sorted(scores, key=scores.get, reverse=True)[:25]


# -- the run ---------------------------------------------------------------------------------

def evaluate(services, path: Path, limit: int | None = None, log=print,
             keep: bool = False) -> dict[str, Scores]:
    """Each conversation goes to a fresh scratch user; its data is deleted after its questions
    unless `keep` (to look at it afterwards), so repeated runs do not pile up in the store."""
    systems = {name: Scores() for name in ("graphmem", "bm25", "dense", "bm25+dense rrf")}
    latencies: list[float] = []
    _say_what_else_is_stored(services.store, log)
    for conv in load(path)[:limit]:
        user = f"locomo-{conv.sample_id}-{uuid.uuid4().hex[:6]}"
        try:
            _run_conversation(services, conv, user, systems, latencies, log)
        finally:
            if keep:
                log(f"{conv.sample_id}: kept as user {user}")
            else:
                drop_user(services.store, user)
    systems["_latency_ms"] = latencies  # type: ignore[assignment]
    return systems


def _say_what_else_is_stored(store, log) -> None:
    """Other users' memories share the store's indexes with the evaluated conversations: the
    vector index's approximate search wades through them, and Lucene picks its keyword
    candidates with statistics of the whole store (scored again with each user's own,
    retrieve/keyword_stats.py). Latencies are not comparable with an empty store's."""
    held = store.read_values("admin/memories_in_store")[0]["memories"]
    if held:
        log(f"note: the store already holds {held} memories of other users. They share its "
            "indexes with the conversations evaluated here, so search latency is higher than "
            "in an empty store. Recall measured the same (LoCoMo dev R@10 0.846 beside 5,100 "
            "synthetic memories of another user and alone).")


def drop_user(store, user: str) -> None:
    drop_scratch_user(store, user, "locomo-")


def _run_conversation(services, conv, user: str, systems: dict, latencies: list, log) -> None:
    from graphmem.api.validation import parse_record
    from graphmem.models import SearchIn

    records = [parse_record(r, 10**7) for r in as_records(conv)]
    started = time.perf_counter()
    services.writer.append_many(user, records)
    if services.settings.episodes_on_write:  # searches see the thread episodes, settled
        services.episodes.flush(timeout=300)
    log(f"{conv.sample_id}: {len(records)} turns ingested in "
        f"{time.perf_counter() - started:.1f}s, {len(conv.questions)} questions")
    bm25, dense = bm25_ranker(conv), dense_ranker(conv, services.embedder)
    for q in conv.questions:
        t = time.perf_counter()
        out = services.searcher.search(user, SearchIn(query=q.text, top_k=25, kinds=["turn"]))
        latencies.append((time.perf_counter() - t) * 1000)
        ranked = [ref for r in out.results for ref in r.source_refs]
        systems["graphmem"].add(q.category, q.evidence, ranked)
        b, d = bm25(q.text), dense(q.text)
        systems["bm25"].add(q.category, q.evidence, b)
        systems["dense"].add(q.category, q.evidence, d)
        systems["bm25+dense rrf"].add(q.category, q.evidence, rrf(b, d))


def report(systems: dict) -> str:
    latencies = systems.pop("_latency_ms", [])
    lines = []
    header = f"{'system':<16}" + "".join(f"{m:>9}" for m in
                                          ("R@1", "R@5", "R@10", "R@25", "MRR", "NDCG@10"))
    for title, cats in [("categories 1-4", None)] + [
            (f"category {c} ({name})", {c}) for c, name in CATEGORIES.items()]:
        tables = {name: s.table(cats) for name, s in systems.items()}
        n = next(iter(tables.values())).get("n", 0)
        lines += ["", f"{title}  (n={n})", header]
        for name, t in tables.items():
            lines.append(f"{name:<16}" + "".join(f"{t.get(m, 0):9.3f}" for m in
                                                   ("R@1", "R@5", "R@10", "R@25", "MRR",
                                                    "NDCG@10")))
        ours, best = tables["graphmem"], max(
            (t for n_, t in tables.items() if n_ != "graphmem"), key=lambda t: t.get("R@10", 0))
        if best.get("R@10"):
            lines.append(f"{'ratio vs best baseline R@10':<30} {ours['R@10'] / best['R@10']:.2f}x")
    if latencies:
        ordered = sorted(latencies)
        lines += ["", f"search latency: p50 {ordered[len(ordered) // 2]:.1f} ms, "
                      f"p95 {ordered[int(len(ordered) * 0.95)]:.1f} ms over {len(ordered)} queries"]
    return "\n".join(lines)
