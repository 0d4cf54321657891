"""Every Cypher statement lives in cypher/ and is loaded here by name ("records/get").

A line `// include: <name>` is replaced by that statement's text: two statements that end alike
(search/hydrate and search/vector_hydrate share the filters of /search) keep one copy of it.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

from graphmem.config import REPO_ROOT

CYPHER_DIR = REPO_ROOT / "cypher"
INCLUDE = re.compile(r"^[ \t]*// include: (\S+)[ \t]*$", re.MULTILINE)


@cache
def query(name: str) -> str:
    path = CYPHER_DIR / f"{name}.cypher"
    if not path.is_file():
        raise KeyError(f"no Cypher statement named {name!r} (looked for {path})")
    return INCLUDE.sub(lambda m: query(m.group(1)), path.read_text())


def statements(name: str) -> list[str]:
    """A file of several statements separated by `;` (schema.cypher), comments dropped."""
    text = "\n".join(
        line for line in query(name).splitlines() if not line.lstrip().startswith("//")
    )
    return [s.strip() for s in text.split(";") if s.strip()]


def all_query_files() -> list[Path]:
    return sorted(CYPHER_DIR.rglob("*.cypher"))
