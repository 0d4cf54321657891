"""What the entity pipeline returns (mentions, relations), its entity types and the
span labels its components share."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

ENTITY_TYPES = (
    "person", "organization", "project", "technology", "place", "concept", "event", "date",
)
DEFAULT_MODEL_DIR = Path(__file__).resolve().parents[3] / "ner_models"

TECH, PROJECT, PERSON, ORG, PLACE = "TECHNOLOGY", "PROJECT", "PERSON", "ORG", "GPE"
RULE = "gm:"  # span-id prefix of our rule spans; gazetteer spans carry the canonical name
_WEAK_STOCK = ("ORG", "PRODUCT", "PERSON", "NORP", "WORK_OF_ART")  # stock guesses we may drop
_KEEP_BIGGER = ("GPE", "LOC", "FAC", "EVENT", "PERSON")
_TRAINED = (PERSON, ORG, PROJECT, TECH)  # the labels our NER was trained on (train_ner.py)
_NAME_LABELS = ("PERSON", "ORG", "GPE", "LOC", "NORP", "FAC", "PRODUCT")  # what a title may precede
_QUARTER = re.compile(r"^(?:Q[1-4]|H[12]|FY ?\d{2,4})$")
_TYPE_LABEL = {
    "technology": TECH, "organization": ORG, "person": PERSON, "place": PLACE, "event": "EVENT",
    "concept": "PRODUCT",
}


@dataclass(frozen=True)
class Mention:
    text: str  # surface form as written
    name: str  # canonical display name ("PostgreSQL" for "PG")
    key: str  # normalised linking key, e.g. "postgresql"
    type: str  # one of ENTITY_TYPES
    start: int  # char offsets in the input text
    end: int


@dataclass(frozen=True)
class Relation:
    source: int  # index into mentions
    target: int
    type: str  # verb-derived like "stores_in", "leads", or "co_occurs"


@dataclass
class Extraction:
    mentions: list[Mention]
    relations: list[Relation]
