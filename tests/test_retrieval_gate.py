"""Regression gate for search quality: a seeded set of records and questions with known answers
(tests/data/retrieval_gate.json), searched through the real API. Precision@1, recall@5/10, MRR
and NDCG@10 must not fall under the floors recorded in the file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from graphmem.eval.locomo import Scores

GATE = Path(__file__).parent / "data" / "retrieval_gate.json"


def measure(client, data: dict) -> tuple[dict[str, float], list[str]]:
    """The gate's metrics, and the queries whose first result is not an answer (with the first
    result's and the best answer's scores: BM25's statistics are index-wide, so a near tie can
    move with what else the database holds)."""
    records = [{"type": "conversation", "content": r["text"], "source_ref": r["ref"],
                "sender": r["sender"], "thread_id": r["thread"], "occurred_at": r["at"],
                "role": "user"} for r in data["records"]]
    r = client.post("/records/import", json={"records": records})
    assert r.status_code == 200 and r.json()["created"] == len(records), r.text
    scores, first_hits, misses = Scores(), 0, []
    for q in data["queries"]:
        r = client.post("/search", json={"query": q["q"], "top_k": 10, "kinds": ["turn"]})
        assert r.status_code == 200, r.text
        hits = [(ref, hit["score"]) for hit in r.json()["results"] for ref in hit["source_refs"]]
        ranked = [ref for ref, _ in hits]
        scores.add(0, q["answers"], ranked)
        if ranked and ranked[0] in q["answers"]:
            first_hits += 1
        else:
            best = next(((ref, s) for ref, s in hits if ref in q["answers"]), None)
            misses.append(f"{q['q']!r}: first {hits[:1]}, answer {best}")
    table = scores.table()
    return {"P@1": first_hits / len(data["queries"]), "R@5": table["R@5"],
            "R@10": table["R@10"], "MRR": table["MRR"], "NDCG@10": table["NDCG@10"]}, misses


def test_search_quality_does_not_regress(client, app, monkeypatch):
    # The gate measures ranking, not its own feedback: each search's results would count as
    # accesses and rank higher in the next ones (tests/test_search.py covers the accesses).
    monkeypatch.setattr(app.state.services.searcher, "access", None)
    data = json.loads(GATE.read_text())
    metrics, misses = measure(client, data)
    floors = data["floors"]
    if not floors:
        pytest.fail(f"no floors recorded in {GATE.name}; measured {metrics}")
    below = {name: (round(metrics[name], 4), floor) for name, floor in floors.items()
             if metrics[name] < floor - 1e-9}
    assert not below, (f"search quality fell under the gate (measured, floor): {below}; "
                       f"first result not an answer: {misses}")
