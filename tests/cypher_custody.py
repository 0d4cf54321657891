"""A small static reader of the statements in cypher/: which node patterns read a user's data
without a user filter. Used by tests/test_custody.py.

A statement is custody-safe when every pattern that reaches a user-owned node (Memory, Record,
Entity and the bookkeeping that describes them) is anchored: one of its nodes is filtered on
`$user_id` (inline `{user_id: $user_id}` or `x.user_id = $user_id` anywhere in the statement), or
is a variable already bound from an anchored pattern. Edges never cross users (a data test checks
that), so a path anchored at one node is anchored everywhere along it. Nodes a statement CREATEs
are not reads; the statement must still take `$user_id`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from graphmem.store.queries import INCLUDE, query

USER_LABELS = {
    "Memory", "Record", "Entity", "Conversation", "Turn", "UserHead", "Decision", "Evidence",
    "EntityDecision", "VizProjection", "GdsRun", "PersonCard", "Vectored",
}
ADMIN_MARK = "// admin"

_COMMENT = re.compile(r"//[^\n]*")
_STRING = re.compile(r"'(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\"")
# A node pattern: `(`, not preceded by a name (that would be a function call), then an optional
# variable, labels, a property map and an inline WHERE, then `)`.
_NODE = re.compile(
    r"(?<![\w.])\(\s*(?P<var>[A-Za-z_]\w*)?\s*(?P<labels>(?::\s*\w+\s*(?:[|&]\s*\w+\s*)*)*)"
    r"\s*(?P<props>\{[^{}]*\})?\s*(?:WHERE\b[^()]*)?\)"
)
_REL = re.compile(r"^\s*<?-\s*(?:\[[^\]]*\])?\s*->?\s*$")
_CLAUSE = re.compile(r"\b(OPTIONAL\s+MATCH|MATCH|MERGE|CREATE|WHERE|WITH|RETURN|UNWIND|CALL|SET"
                     r"|DELETE|REMOVE|FOREACH|YIELD)\b", re.IGNORECASE)
_ALIAS = re.compile(r"(?:\bUNWIND\b|\bWITH\b|\bRETURN\b|\bYIELD\b|,|\{)(?P<expr>[^,{]*?)"
                    r"\bAS\s+(?P<name>[A-Za-z_]\w*)", re.IGNORECASE)
_ITERATE = re.compile(r"(?<![\w.$])(?P<name>[A-Za-z_]\w*)\s+IN\s+(?P<expr>[^|\]]+)")
_USER_FILTER_INLINE = re.compile(r"\buser_id\s*:\s*\$user_id\b")


@dataclass
class Node:
    var: str | None
    labels: set[str]
    props: str
    start: int
    end: int
    creating: bool


def is_admin(text: str) -> bool:
    first = next((line.strip() for line in text.splitlines() if line.strip()), "")
    return first == ADMIN_MARK


def clean(text: str) -> str:
    return _STRING.sub("''", _COMMENT.sub("", text))


def _nodes(text: str) -> list[Node]:
    nodes = []
    for m in _NODE.finditer(text):
        labels = set(re.findall(r"\w+", m.group("labels") or ""))
        clauses = list(_CLAUSE.finditer(text, 0, m.start()))
        creating = bool(clauses) and clauses[-1].group(1).upper() == "CREATE"
        nodes.append(Node(m.group("var"), labels, m.group("props") or "", m.start(), m.end(),
                          creating))
    return nodes


def _paths(text: str, nodes: list[Node]) -> list[list[Node]]:
    """Consecutive node patterns joined by a relationship pattern form one path."""
    paths: list[list[Node]] = []
    for node in nodes:
        if paths and _REL.match(text[paths[-1][-1].end:node.start]):
            paths[-1].append(node)
        else:
            paths.append([node])
    return paths


def _filtered_vars(text: str) -> set[str]:
    found = set(re.findall(r"\b([A-Za-z_]\w*)\.user_id\s*(?:=|IN\b)\s*\$user_id\b", text))
    found |= set(re.findall(r"\$user_id\s*=\s*([A-Za-z_]\w*)\.user_id\b", text))
    return found


def unanchored(text: str) -> list[str]:
    """The user-owned node patterns of one statement that no user filter reaches."""
    text = clean(text)
    nodes = _nodes(text)
    paths = _paths(text, nodes)
    anchored = _filtered_vars(text)
    changed = True
    while changed:
        changed = False
        for path in paths:
            if any(_USER_FILTER_INLINE.search(n.props) or n.var in anchored for n in path):
                for n in path:
                    if n.var and n.var not in anchored:
                        anchored.add(n.var)
                        changed = True
        for m in [*_ALIAS.finditer(text), *_ITERATE.finditer(text)]:
            words = set(re.findall(r"[A-Za-z_]\w*", m.group("expr")))
            if words & anchored and m.group("name") not in anchored:
                anchored.add(m.group("name"))
                changed = True
    bad = []
    for path in paths:
        if any(_USER_FILTER_INLINE.search(n.props) or n.var in anchored for n in path):
            continue
        for n in path:
            if n.labels & USER_LABELS and not n.creating:
                bad.append(text[n.start:n.end])
    bad += _unfiltered_index_hits(text, anchored)
    return bad


def _unfiltered_index_hits(text: str, anchored: set[str]) -> list[str]:
    """A full-text or vector index call returns every user's nodes: its hits must be filtered."""
    bad = []
    for m in re.finditer(r"db\.index\.\w+\.queryNodes\([^)]*\)\s*YIELD\s+node(?:\s+AS\s+(\w+))?",
                         text):
        var = m.group(1) or "node"
        if var not in anchored:
            bad.append(m.group(0))
    return bad


def touches_user_data(text: str) -> bool:
    cleaned = clean(text)
    labels = {label for n in _nodes(cleaned) for label in n.labels}
    return bool(labels & USER_LABELS) or "db.index." in cleaned


def problems(path: Path) -> list[str]:
    """Why one statement file breaks custody (empty when it does not), read as it runs: with
    the statements it includes (`// include: <name>`) in place."""
    text = INCLUDE.sub(lambda m: query(m.group(1)), path.read_text())
    if is_admin(text) or not touches_user_data(text):
        return []
    if "$user_id" not in text:
        return ["touches user data but never takes $user_id"]
    return [f"no user filter reaches {pattern}" for pattern in unanchored(text)]
