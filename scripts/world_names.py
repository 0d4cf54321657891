"""Write given names from many countries to ner_models/world_names.txt (a developer step).

    .venv/bin/pip download faker==40.63.0 --no-deps -d /tmp/faker
    unzip -o -q /tmp/faker/faker-40.63.0-py3-none-any.whl -d /tmp/faker/x
    .venv/bin/pip download names==0.3.0 --no-deps -d /tmp/faker
    tar xzf /tmp/faker/names-0.3.0.tar.gz -C /tmp/faker
    .venv/bin/python scripts/world_names.py /tmp/faker/x /tmp/faker/names-0.3.0/names

The list began with US Census names and a hand-made international set, so "Chibuzor",
"Gráinne", "Przemek" or "Godswill" were read as codenames, places or organisations. PyPI
`faker` (MIT licence) ships given names for many locales; this takes those written in Latin
script, leaving out names that are English words in the model's WordNet tables (the lemma
index, as for the companies), the 10,000 commonest US surnames ("Wong", "Hartwell": a faker
locale's given names hold some), stop words, short ones (under three letters), kin and title
words, words `not_entities.txt` lists, names the gazetteer or `ambiguous_names.json` has
(places, words, months), and those `first_names.txt` has. They are given names like those of
`first_names.txt`, except in lowercase chat: "til", "riad" and "bitten" are names somewhere,
so a lowercase word is a name only from the shorter list. Running it again writes the same file.
"""

from __future__ import annotations

import importlib
import json
import pkgutil
import re
import sys
import unicodedata

from gazetteer_companies import surnames
from gazetteer_io import MODELS, english_words, given_names, known_forms

LATIN_NAME = re.compile(r"^[^\W\d_]+(?:['’-][^\W\d_]+)*$")
HEADER = ("# Given names from PyPI faker 40.63.0 (MIT licence), written by\n"
          "# scripts/world_names.py: capitalised names only (see first_names.txt).")


def latin(name: str) -> bool:
    return bool(LATIN_NAME.match(name)) and all(
        "LATIN" in unicodedata.name(c, "") for c in name if c.isalpha())


def faker_names(folder: str) -> set[str]:
    sys.path.insert(0, folder)
    person = importlib.import_module("faker.providers.person")
    names: set[str] = set()
    for info in pkgutil.iter_modules(person.__path__):
        provider = importlib.import_module(f"faker.providers.person.{info.name}").Provider
        for attr in ("first_names", "first_names_male", "first_names_female",
                     "first_names_unisex", "first_names_nonbinary"):
            values = getattr(provider, attr, ())
            if isinstance(values, (tuple, list, dict)):  # not a property of an instance
                names.update(values)
    return {n.strip() for n in names if isinstance(n, str)}


def excluded(names_folder: str) -> set[str]:
    import spacy.lang.en.stop_words as stop

    rules = json.loads((MODELS / "rules.json").read_text(encoding="utf-8"))
    amb = json.loads((MODELS / "ambiguous_names.json").read_text(encoding="utf-8"))
    words = english_words("noun", "verb", "adj", "adv")
    listed = {w.casefold() for key in ("calendar", "place", "word") for w in amb[key]}
    roles = {w.casefold().rstrip(".") for key in ("kin_words", "title_words", "weekday_month")
             for w in rules[key]}
    not_entities = {w.casefold() for line in (MODELS / "not_entities.txt").read_text(
        encoding="utf-8").splitlines() if not line.startswith("#") for w in line.split()}
    return (words | set(stop.STOP_WORDS) | listed | roles | not_entities | known_forms()
            | given_names() | surnames(names_folder))


def main(folder: str, names_folder: str) -> None:
    out = excluded(names_folder)
    new = sorted(n for n in faker_names(folder)
                 if latin(n) and len(n) >= 3 and n[0].isupper() and n.casefold() not in out)
    path = MODELS / "world_names.txt"
    path.write_text(HEADER + "\n" + "".join(name + "\n" for name in new), encoding="utf-8")
    print(f"wrote {len(new)} names to {path}")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
