"""Build the Bloom perspective and the NeoDash dashboard from the Cypher in cypher/dashboards/.

    .venv/bin/python dashboards/build.py          # rewrite both JSON files
    .venv/bin/python dashboards/build.py --check  # exit 1 when a file is out of date

The JSON embeds each statement exactly as its file has it (NeoDash: with `$user_id` spelt as
NeoDash's dashboard parameter `$neodash_user_id`), so the dashboards run the same Cypher as
cypher/, and tests/test_dashboards.py runs every one of them against the test database.
Output is deterministic (fixed ids and times): rebuilding an unchanged spec changes nothing.
"""

from __future__ import annotations

import argparse
import json
import sys
import uuid
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from graphmem.store.queries import query  # noqa: E402

BLOOM_FILE = HERE / "bloom-perspective.json"
NEODASH_FILE = HERE / "neodash-dashboard.json"
NS = uuid.UUID("8e4b7a51-0c2d-4f0e-9d3b-6a1f5c7e2b90")
CREATED = 1764460800000  # fixed: the files only change when the spec does
NEODASH_USER = "$neodash_user_id"

CATEGORIES = [  # label, caption property, colour, properties shown
    ("Memory", "text", "#4C8EDA", ["kind", "text", "occurred_at", "valid_from", "valid_to",
                                   "superseded", "importance", "thread_id", "topic_id"]),
    ("Entity", "name", "#F79767", ["name", "type", "aliases", "importance", "mentions",
                                   "community", "first_seen", "last_seen"]),
    ("Record", "content", "#8DCC93", ["type", "content", "seq", "occurred_at", "recorded_at",
                                      "sender", "source_ref", "kind", "key"]),
]
RELATIONSHIPS = [  # type, colour
    ("DERIVED_FROM", "#A5ABB6"), ("MENTIONS", "#F16667"), ("RELATED", "#FFC454"),
    ("SAME_AS", "#D9C8AE"), ("SUPERSEDED_BY", "#C990C0"), ("NEXT", "#57C7E3"),
    ("FOLLOWS", "#569480"), ("CONTAINS", "#ECB5C9"), ("CONFLICTS_WITH", "#DA7194"),
    ("SIMILAR", "#6DCE9E"),
]
ENTITY_PARAM = {"dataType": "String", "suggestionLabel": "Entity", "suggestionProp": "name"}
PHRASES = [  # phrase, description, cypher file, params
    ("what connects $a to $b", "Shortest paths between two entities, with the memories each "
     "hop names as evidence", "dashboards/bloom_connect",
     {"$a": ENTITY_PARAM, "$b": ENTITY_PARAM}),
    ("$entity as of $date", "An entity and what was valid about it on a day (date as "
     "YYYY-MM-DD)", "dashboards/bloom_as_of",
     {"$entity": ENTITY_PARAM, "$date": {"dataType": "String"}}),
    ("timeline of $entity", "The memories that mention an entity, latest 50, with their "
     "records", "dashboards/bloom_timeline", {"$entity": ENTITY_PARAM}),
    ("what changed about $entity", "Superseded memories about an entity and what replaced "
     "them", "dashboards/bloom_changed", {"$entity": ENTITY_PARAM}),
]
REPORTS = [  # title, cypher file, NeoDash report type, x, y, width, height
    ("Layers: records, memories, entities", "dashboards/neodash_layers", "table", 0, 0, 6, 4),
    ("Most important entities", "dashboards/neodash_top_entities", "bar", 6, 0, 6, 4),
    ("Entity graph", "dashboards/neodash_entity_graph", "graph", 0, 4, 12, 6),
    ("Open conflicts", "dashboards/neodash_conflicts", "table", 0, 10, 6, 4),
    ("State now", "dashboards/neodash_state_now", "table", 6, 10, 6, 4),
    ("Latest records", "dashboards/neodash_recent_records", "table", 0, 14, 12, 4),
]
USER_SELECTOR = "dashboards/neodash_users"


def stable_id(*parts: str) -> str:
    return str(uuid.uuid5(NS, "/".join(parts)))


def neodash_query(name: str) -> str:
    """The statement as NeoDash runs it: its dashboard parameter for the user id."""
    return query(name).replace("$user_id", NEODASH_USER)


def bloom() -> dict:
    categories = [{
        "id": n, "name": label, "labels": [label], "color": colour, "size": 1,
        "icon": "no-icon", "caption": [caption], "textSize": 1, "textAlign": "top",
        "styleRules": [], "hiddenLabels": [], "createdAt": CREATED, "lastEditedAt": CREATED,
        "properties": [{"name": p, "exclude": False, "isCaption": p == caption,
                        "dataType": "string"} for p in props],
    } for n, (label, caption, colour, props) in enumerate(CATEGORIES, start=1)]
    relationships = [{"id": name, "name": name, "color": colour, "size": 1, "properties": []}
                     for name, colour in RELATIONSHIPS]
    templates = [{
        "id": f"tmpl:{stable_id('phrase', phrase)}", "name": phrase, "text": phrase,
        "description": description, "cypher": query(name), "hasCypher": True,
        "isUpdateQuery": False, "createdAt": CREATED,
        "params": [{"name": p, **spec} for p, spec in params.items()],
    } for phrase, description, name, params in PHRASES]
    return {
        "name": "graphmem", "id": stable_id("perspective"), "version": "2.x",
        "createdAt": CREATED, "lastEditedAt": CREATED, "categories": categories,
        "categoryIndex": len(categories), "relationshipTypes": relationships,
        "hiddenRelationshipTypes": [], "hiddenCategories": [], "hideUncategorisedData": True,
        "labels": {label: [{"propertyKey": p, "type": "String"} for p in props]
                   for label, _, _, props in CATEGORIES},
        "palette": {"colors": [c for _, _, c, _ in CATEGORIES], "currentIndex": 0},
        "templates": templates, "metadata": {"pathSegments": [], "indexes": []},
    }


def neodash() -> dict:
    selector = {
        "id": stable_id("report", "user"), "title": "User", "type": "select",
        "query": query(USER_SELECTOR), "x": 0, "y": 0, "width": 4, "height": 2,
        "selection": {}, "settings": {"type": "Custom Query", "entityType": "user_id",
                                      "parameterName": NEODASH_USER[1:]},
    }
    reports = [{
        "id": stable_id("report", name), "title": title, "type": kind,
        "query": neodash_query(name), "x": x, "y": y + 2, "width": w, "height": h,
        "selection": {}, "settings": {},
    } for title, name, kind, x, y, w, h in REPORTS]
    return {
        "uuid": stable_id("dashboard"), "title": "graphmem", "version": "2.4",
        "settings": {"pagenumber": 0, "editable": True, "fullscreenEnabled": False,
                     "parameters": {NEODASH_USER[1:]: "local"}},
        "pages": [{"title": "Memory", "reports": [selector, *reports]}],
        "parameters": {}, "extensions": {},
    }


def render(doc: dict) -> str:
    return json.dumps(doc, indent=2, ensure_ascii=False) + "\n"


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--check", action="store_true", help="fail when a file is out of date")
    args = ap.parse_args()
    stale = []
    for path, doc in ((BLOOM_FILE, bloom()), (NEODASH_FILE, neodash())):
        text = render(doc)
        if path.is_file() and path.read_text() == text:
            continue
        stale.append(path.name)
        if not args.check:
            path.write_text(text)
    if args.check and stale:
        print(f"out of date: {', '.join(stale)}; run dashboards/build.py", file=sys.stderr)
        return 1
    print("rewrote " + ", ".join(stale) if stale else "up to date")
    return 0


if __name__ == "__main__":
    sys.exit(main())
