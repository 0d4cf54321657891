"""The NER training data: labelled surfaces become the right token tags."""

from __future__ import annotations

import json
import logging
import shutil

import pytest
import spacy

from graphmem.nlp.entities import DEFAULT_MODEL_DIR, EntityExtractor
from graphmem.nlp.train_ner import example, gold_paths, load_rows


@pytest.fixture(scope="module")
def nlp():
    return spacy.blank("en")


def biluo(nlp, row, unknown=frozenset()):
    """The reference's tags, IOB-style: "B-ORG", "I-ORG", "O", and "-" where no loss counts."""
    return [f"{t.ent_iob_}-{t.ent_type_}" if t.ent_type_ else (t.ent_iob_ or "-")
            for t in example(nlp, row, unknown).reference]


def test_a_longer_name_is_placed_before_the_name_inside_it(nlp):
    row = {"text": "Google Docs crashed, so Google support called",
           "entities": [{"text": "Google", "type": "organization"},
                        {"text": "Google Docs", "type": "technology"}]}
    assert biluo(nlp, row) == ["B-TECHNOLOGY", "I-TECHNOLOGY", "O", "O", "O", "B-ORG", "O",
                               "O"]


def test_concepts_and_unknown_labels_carry_no_loss(nlp):
    row = {"text": "Ana ships the Spanish build on Redis",
           "entities": [{"text": "Ana", "type": "person"},
                        {"text": "Spanish", "type": "concept"},
                        {"text": "Redis", "type": "technology"}]}
    assert biluo(nlp, row, frozenset({"TECHNOLOGY"})) == ["B-PERSON", "O", "O", "-", "O", "O",
                                                          "-"]


def test_silver_rows_keep_their_offsets_and_spacy_labels(nlp):
    row = {"text": "3 of them met 3 days later",
           "entities": [{"text": "3", "label": "CARDINAL", "start": 0},
                        {"text": "3 days later", "label": "DATE", "start": 14}]}
    assert biluo(nlp, row) == ["B-CARDINAL", "O", "O", "O", "B-DATE", "I-DATE", "I-DATE"]


def test_the_gold_files_parse_and_hold_their_surfaces():
    config = json.loads((DEFAULT_MODEL_DIR / "config.json").read_text(encoding="utf-8"))
    paths = gold_paths(DEFAULT_MODEL_DIR, config["training"]["gold"])
    assert all(p.exists() for p in paths)
    # the sets that are only scored, and those nobody has read, are never trained on
    never = {f"ner_heldout{n}.jsonl"
             for n in (2, 5, 7, 9, 11, 13, 14, 15, 18, 19, 21, 23, 25, 27, 28, 29)}
    assert not never & {p.name for p in paths}
    by_file = {p: load_rows([p]) for p in paths}
    rows = [row for file_rows in by_file.values() for row in file_rows]
    assert len(rows) >= 21000
    assert all(e["text"] in r["text"] for r in rows for e in r["entities"])
    # nor is any of their sentences among those the helpers wrote for training
    tests = DEFAULT_MODEL_DIR.parent / "tests" / "data"
    scored = {r["text"].casefold() for r in load_rows([tests / name for name in never])}
    written = [row for p, file_rows in by_file.items() if p.parent.name == "training"
               for row in file_rows]
    assert len(written) >= 18000
    overlap = scored & {r["text"].casefold() for r in written}
    assert not overlap, f"{len(overlap)} never-trained sentences in training/ (not printed)"


def test_a_configured_but_absent_trained_ner_falls_back_to_the_stock_one(tmp_path, caplog):
    model_dir = tmp_path / "ner_models"
    shutil.copytree(DEFAULT_MODEL_DIR, model_dir, ignore=shutil.ignore_patterns("ner", "training"))
    with caplog.at_level(logging.WARNING):
        extractor = EntityExtractor(model_dir, options={"trained_ner": "ner"})
    assert "no trained NER" in caplog.text
    assert "ner" in extractor.nlp.pipe_names and extractor.info["ner"] == "stock"
    assert {m.text: m.type for m in extractor.extract("Alice moved billing to Redis").mentions}[
        "Redis"] == "technology"


def test_training_writes_a_ner_the_pipeline_loads(tmp_path):
    """A short run end to end writes a one-component pipeline that knows our labels and takes
    the stock NER's place."""
    from graphmem.nlp.train_ner import train

    model_dir = tmp_path / "ner_models"
    shutil.copytree(DEFAULT_MODEL_DIR, model_dir, ignore=shutil.ignore_patterns("ner", "training"))
    rows = [{"text": f"{who} moved {what} to Postgres last week",
             "entities": [{"text": who, "type": "person"}, {"text": what, "type": "project"},
                          {"text": "Postgres", "type": "technology"}]}
            for who, what in [("Priya", "Atlas"), ("Tomás", "Nimbus"), ("Grace", "Kestrel")]]
    (model_dir / "gold.jsonl").write_text("\n".join(json.dumps(r) for r in rows),
                                          encoding="utf-8")
    out = tmp_path / "ner"
    train(model_dir, {"gold": ["gold.jsonl"], "silver": [], "batch_size": 2}, out, epochs=2,
          log=lambda *_: None)
    saved = spacy.load(out)
    assert saved.pipe_names == ["ner"]
    assert {"PROJECT", "TECHNOLOGY"} <= set(saved.get_pipe("ner").labels)
    extractor = EntityExtractor(model_dir, options={"trained_ner": str(out)})
    assert extractor.info["ner"] == "trained"
