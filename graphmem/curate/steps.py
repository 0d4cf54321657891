"""Monthly: `procedure` memories from step lists a person repeats in conversation (no LLM).

A step list is a numbered or bulleted list in a turn ("1. Run the tests", "- build the image") or
an inline sequence ("first X, then Y, then Z"; "First X. Then Y. Finally Z."). Two lists are the
same when their steps match once case, punctuation and the numbering or bullet style are set
aside. The same list in 2+ threads becomes one `procedure` memory: its text the steps as first
written (extractive, with the line that introduced them), DERIVED_FROM the records of every turn
that gave it, its id made of the normalised steps (a re-run or a rebuild gives it again).

Every run derives all of them again from the turns, so near-identical lists are merged by the
three-tier rule in process (as discovery's findings are): merging a list into an earlier month's
procedure is reinforcing it. Assistant, system and tool turns are left out: the point is the
person's own routines, not an answer's boilerplate.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

from graphmem.curate import decisions, dedup
from graphmem.curate.common import curated_id, decay_class_for, fresh_fields
from graphmem.curate.text import words

MIN_STEPS, MAX_STEPS = 2, 12
MIN_THREADS = 2
MAX_STEP_CHARS = 300
MAX_TITLE_CHARS = 200
DETECTOR = "steps"
# A list line: "1. x", "2) x", "Step 3: x", "- x", "* x", "• x".
LIST_ITEM = re.compile(r"^\s*(?:(?:step\s*)?\d{1,2}[.):]|[-*•‣◦+])\s+(\S.*)$", re.IGNORECASE)
# "first" opening a sentence or a clause ("To deploy, first ..."), and what chains the steps.
FIRST = re.compile(r"(?:^|(?<=[.!?:;,\n]))\s*first(?:ly)?\b[,:]?\s+", re.IGNORECASE)
THEN = re.compile(r"\s*[,;.!?]?\s+(?:and\s+)?(?:then|after that|afterwards|finally|lastly)\b"
                  r"[,:]?\s+", re.IGNORECASE)
SENTENCE_END = re.compile(r"[.!?](?=\s|$)|\n")
# The Cypher prefilter (Java regex, whole text): a list line, or "first ... then".
TURN_PATTERN = (r"(?is).*(?:(?:^|\n)[ \t]*(?:(?:step[ \t]*)?\d{1,2}[.):]|[-*•‣◦+])[ \t]+\S.*"
                r"|\bfirst(?:ly)?\b.*\b(?:then|after that|afterwards|finally|lastly)\b.*)")


@dataclass
class StepList:
    steps: list[str]  # as written
    title: str = ""   # the line or clause that introduced them

    @property
    def key(self) -> tuple[str, ...]:
        return tuple(" ".join(words(s)) for s in self.steps)

    @property
    def text(self) -> str:
        lines = [f"{n}. {step}" for n, step in enumerate(self.steps, 1)]
        head = [self.title.rstrip(":") + ":"] if self.title else []
        return "\n".join(head + lines)


@dataclass
class Occurrence:
    steps: StepList
    turn: dict


@dataclass
class Finding:
    key: tuple[str, ...]
    occurrences: list[Occurrence] = field(default_factory=list)

    @property
    def first(self) -> Occurrence:
        return self.occurrences[0]

    @property
    def threads(self) -> set[str]:
        return {o.turn["thread_id"] or "" for o in self.occurrences}


# -- reading step lists --------------------------------------------------------------------------
def step_lists(text: str) -> list[StepList]:
    """Every numbered or bulleted list and every "first ..., then ..." sequence in `text`."""
    found = _block_lists(text or "") + _inline_lists(text or "")
    return [s for s in found if MIN_STEPS <= len(s.steps) <= MAX_STEPS and all(s.key)]


def _block_lists(text: str) -> list[StepList]:
    out: list[StepList] = []
    current: list[str] = []
    before = title = ""
    for line in text.splitlines():
        item = LIST_ITEM.match(line)
        if item:
            title = title if current else before
            current.append(_clean(item.group(1)))
        elif line.strip():  # a blank line does not end a list; any other line does
            if current:
                out.append(StepList(current, _title(title)))
                current = []
            before = line.strip()
    if current:
        out.append(StepList(current, _title(title)))
    return out


def _inline_lists(text: str) -> list[StepList]:
    out = []
    for start in FIRST.finditer(text):
        steps = []
        for piece in THEN.split(text[start.end():]):
            end = SENTENCE_END.search(piece)
            steps.append(_clean(piece[:end.start()] if end else piece))
            if end:  # the sequence ends with its sentence
                break
        lead = SENTENCE_END.split(text[:start.start()])[-1]
        out.append(StepList(steps, _title(lead)))
    return out


def _clean(step: str) -> str:
    return " ".join(step.split()).rstrip(".,;")[:MAX_STEP_CHARS]


def _title(line: str) -> str:
    line = " ".join(line.split()).rstrip(",;")
    return line[:MAX_TITLE_CHARS] if words(line) else ""


def findings(turns: list[dict]) -> list[Finding]:
    """Step lists said in 2+ threads, oldest first; each finding's first occurrence is the
    earliest (turns come in event order)."""
    by_key: dict[tuple[str, ...], Finding] = {}
    for turn in turns:
        for steps in step_lists(turn["text"]):
            by_key.setdefault(steps.key, Finding(steps.key)).occurrences.append(
                Occurrence(steps, turn))
    return [f for f in by_key.values() if len(f.threads) >= MIN_THREADS]


# -- writing -------------------------------------------------------------------------------------
def run(services, user_id: str, now: str) -> int:
    """Derive the user's step-list procedures from every turn up to `now`; how many were written."""
    turns = services.store.read("curate/step_turns", user_id=user_id, now=now,
                                pattern=TURN_PATTERN)
    found = findings(turns)
    if not found:
        return 0
    decided = decisions.read(services.store, user_id, "procedure")
    existing = {r["id"] for r in services.store.read("curate/discovered", user_id=user_id)}
    vectors = services.embedder.encode([f.first.steps.text for f in found])
    candidates = []
    for f, vector in zip(found, vectors, strict=True):
        pid = curated_id(user_id, "procedure", DETECTOR, *f.key)
        rank = (pid not in existing, f.first.turn["occurred_at"], f.first.turn["seq"], f.key)
        records = [o.turn["record_id"] for o in f.occurrences]
        candidates.append(dedup.Candidate(pid, f.first.steps.text, vector, records, rank,
                                          {"finding": f}))
    return dedup.write_merged(services, user_id, candidates, decided,
                              lambda c, confirmed: _row(c, confirmed, now), now)


def _row(cand: dedup.Candidate, confirmed: bool, now: str) -> dict:
    finding: Finding = cand.payload["finding"]
    occurrences = finding.occurrences + [o for other, _ in cand.merged
                                         for o in other.payload["finding"].occurrences]
    turns = [o.turn for o in occurrences]
    topics = Counter(t["topic_id"] for t in turns if t["topic_id"])
    first = min(t["occurred_at"] for t in turns)
    props = {
        "id": cand.id, "kind": "procedure", "text": cand.text, "embedding": cand.vector,
        "detector": DETECTOR, "pattern_key": "steps:" + " > ".join(finding.key)[:500],
        "steps": finding.first.steps.steps, "discovered": False, "confirmed": confirmed,
        "support": len(occurrences), "sessions": len({t["thread_id"] or "" for t in turns}),
        "reinforced": len(cand.merged), "pattern_first_seen": first,
        "pattern_last_seen": max(t["occurred_at"] for t in turns),
        "topic_id": topics.most_common(1)[0][0] if topics else None,
        "record_type": "conversation", "occurred_at": first, "valid_from": first,
        "recorded_at": max(t["recorded_at"] for t in turns),
        "seq": max(t["seq"] for t in turns),
        "decay_class": decay_class_for("procedure"), "updated_at": now,
    }
    return {"props": props, "create": fresh_fields(), "record_ids": cand.all_record_ids,
            "entity_keys": _entities(cand.text, turns)}


def _entities(text: str, turns: list[dict]) -> list[str]:
    """The entities linked in the source turns that the procedure's text names."""
    lower = text.lower()
    return sorted({m["key"] for t in turns for m in t["mentions"]
                   if any(s and s.lower() in lower for s in m["surface"] or [])})
