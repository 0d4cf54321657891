"""Pattern discovery over tool-use observations (no LLM). Observation records carry
`{tool, input, ok, error, file, session}` in their metadata. Four detectors:

- repeated: the same (non-shell) tool and input 3+ times across 2+ sessions;
- error_fix: a failed call followed by a successful call of the same tool (the fix is the memory);
- hot_file: a file edited 3+ times in one session;
- command: a normalised shell command recurring 3+ times (shell tools are judged here only:
  normalising subsumes exact repeats, and one habit gives one procedure).

Each finding is a `procedure` memory with `discovered=true` and a confidence: 0.5 at the
detector's minimum support, each further observation adds 0.05 * (1 - c), at most 0.85 until a
person confirms it; at read time it decays with a 60-day half-life (retrieve.signals). Findings
that nearly repeat each other are merged (three-tier dedup). Observations flagged
`dangerous_command` never become procedures.
"""

from __future__ import annotations

import json
import re
from collections import defaultdict
from dataclasses import dataclass

from graphmem.curate import decisions, dedup
from graphmem.curate.common import Clock, curated_id, decay_class_for, fresh_fields
from graphmem.models import iso

BASE_CONFIDENCE = 0.5
STEP = 0.05
CEILING = 0.85
MIN_REPEATS = 3
MIN_SESSIONS = 2
FIX_LOOKAHEAD = 5
SHELL_TOOLS = {"bash", "shell", "sh", "zsh", "terminal", "command", "cmd", "run", "exec",
               "execute", "run_command", "run_terminal_cmd", "powershell", "console"}
EDIT_TOOL = re.compile(r"edit|write|replace|patch|create|save|modify|apply|insert", re.I)
MAX_SHOWN = 120


@dataclass
class Obs:
    memory_id: str
    record_id: str
    tool: str
    input: str
    ok: bool
    error: str
    file: str
    session: str
    occurred_at: str
    recorded_at: str
    seq: int


@dataclass
class Finding:
    key: str
    detector: str
    text: str
    support: list[Obs]
    min_support: int
    units: int = 0  # what confidence counts: observations (or occurrences of a sequence)

    @property
    def count(self) -> int:
        return self.units or len(self.support)

    @property
    def sessions(self) -> int:
        return len({o.session for o in self.support})


def confidence(support: int, min_support: int, confirmed: bool = False) -> float:
    """0.5 at the minimum support, + 0.05 * (1 - c) per further observation; capped at 0.85
    unless a person confirmed it. Closed form of the per-observation rule, so re-running the job
    over the same observations gives the same value."""
    c = 1.0 - (1.0 - BASE_CONFIDENCE) * (1.0 - STEP) ** max(0, support - min_support)
    return round(c if confirmed else min(CEILING, c), 4)


def run(services, user_id: str, clock: Clock) -> dict[str, int]:
    now = clock()
    obs = observations(services.store, user_id, iso(now))
    findings = repeated(obs) + error_fixes(obs) + hot_files(obs) + commands(obs)
    written = write_findings(services, user_id, findings, obs, iso(now))
    return {"observations": len(obs), "findings": len(findings), "procedures": written}


def observations(store, user_id: str, now: str) -> list[Obs]:
    """Parsed observations, oldest first, without the ones flagged as dangerous commands."""
    out = []
    for row in store.read("curate/observations", user_id=user_id, now=now):
        if "dangerous_command" in (row["flags"] or []):
            continue
        meta = _metadata(row["metadata"])
        error = str(meta.get("error") or "")
        ok = meta.get("ok")
        out.append(Obs(
            row["memory_id"], row["record_id"], str(meta.get("tool") or "").strip(),
            _text(meta.get("input")), bool(ok) if ok is not None else not error, error,
            str(meta.get("file") or "").strip(),
            str(meta.get("session") or row["thread_id"] or "default"),
            row["occurred_at"], row["recorded_at"], row["seq"]))
    return out


# -- the four detectors ------------------------------------------------------------------------
def repeated(obs: list[Obs]) -> list[Finding]:
    groups: dict[tuple[str, str], list[Obs]] = defaultdict(list)
    for o in obs:
        if o.tool and o.input and o.tool.lower() not in SHELL_TOOLS:
            groups[(o.tool, o.input)].append(o)
    out = []
    for (tool, inp), items in groups.items():
        if len(items) >= MIN_REPEATS and len({o.session for o in items}) >= MIN_SESSIONS:
            out.append(Finding(f"repeat:{tool}:{inp[:300]}", "repeated",
                               f"Frequently runs {tool} with `{_short(inp)}` across sessions",
                               items, MIN_REPEATS))
    return out


def error_fixes(obs: list[Obs]) -> list[Finding]:
    groups: dict[tuple[str, str, str], list[Obs]] = defaultdict(list)
    for session in _by_session(obs).values():
        for i, failed in enumerate(session):
            if failed.ok or not failed.tool:
                continue
            fix = next((o for o in session[i + 1:i + 1 + FIX_LOOKAHEAD]
                        if o.tool == failed.tool and o.ok), None)
            if fix is not None:
                # The same failure groups by its signature (numbers and paths abstracted). The
                # same input again is a retry, not a fix: "a retry works".
                remedy = "" if fix.input == failed.input else fix.input
                key = (failed.tool, _error_signature(failed.error), remedy)
                groups[key].extend([failed, fix])
    out = []
    for (tool, error, fix_input), items in groups.items():
        items = list({o.record_id: o for o in items}.values())
        shown = next((o.error.strip().splitlines()[0] for o in items if o.error.strip()), "")
        problem = f"fails with `{_short(shown)}`" if shown else "fails"
        remedy = f"`{_short(fix_input)}` works" if fix_input else "a retry works"
        out.append(Finding(f"fix:{tool}:{error}:{fix_input[:300]}", "error_fix",
                           f"When {tool} {problem}, {remedy}", items, 2))
    return out


def hot_files(obs: list[Obs]) -> list[Finding]:
    hot: dict[str, list[Obs]] = defaultdict(list)
    for session in _by_session(obs).values():
        edits: dict[str, list[Obs]] = defaultdict(list)
        for o in session:
            if o.file and EDIT_TOOL.search(o.tool):
                edits[o.file].append(o)
        for path, items in edits.items():
            if len(items) >= MIN_REPEATS:
                hot[path].extend(items)
    return [Finding(f"hotfile:{path}", "hot_file", f"{path} is a frequent edit target", items,
                    MIN_REPEATS) for path, items in hot.items()]


def commands(obs: list[Obs]) -> list[Finding]:
    groups: dict[str, list[Obs]] = defaultdict(list)
    for o in obs:
        if o.tool.lower() in SHELL_TOOLS and o.input:
            for part in normalize_command(_command(o.input)):
                groups[part].append(o)
    out = []
    for norm, items in groups.items():
        if len(items) >= MIN_REPEATS:
            out.append(Finding(f"cmd:{norm}", "command", f"Often runs `{_short(norm)}`",
                               list({o.record_id: o for o in items}.values()), MIN_REPEATS))
    return out


# -- writing -----------------------------------------------------------------------------------
def write_findings(services, user_id: str, findings: list[Finding], obs: list[Obs],
                   now: str) -> int:
    """Findings -> procedure memories: merged in process (three-tier), confidence from support,
    a person's decisions respected (a dismissed one is never revived)."""
    if not findings:
        return 0
    decided = decisions.read(services.store, user_id, "procedure")
    existing = {r["id"] for r in services.store.read("curate/discovered", user_id=user_id)}
    vectors = services.embedder.encode([f.text for f in findings])
    candidates = []
    for f, v in zip(findings, vectors, strict=True):
        pid = curated_id(user_id, "procedure", f.key)
        rank = (pid not in existing, min(o.occurred_at for o in f.support), f.key)
        candidates.append(dedup.Candidate(pid, f.text, v, [o.record_id for o in f.support],
                                          rank, {"finding": f}))
    activity = max((o.occurred_at for o in obs), default=None)
    return dedup.write_merged(services, user_id, candidates, decided,
                              lambda c, confirmed: _row(c, confirmed, activity, now), now)


def _row(cand: dedup.Candidate, confirmed: bool, activity: str | None, now: str) -> dict:
    finding: Finding = cand.payload["finding"]
    members = [finding] + [o.payload["finding"] for o, _ in cand.merged]
    support = {o.record_id: o for f in members for o in f.support}
    # Confidence counts observations (for a sequence: its occurrences), each once.
    units = sum(f.count for f in members) if finding.detector == "sequence" else len(support)
    conf = confidence(units, finding.min_support, confirmed)
    first = min(o.occurred_at for o in support.values())
    last = max(o.occurred_at for o in support.values())
    props = {
        "id": cand.id, "kind": "procedure", "text": cand.text, "embedding": cand.vector,
        "discovered": not confirmed, "confirmed": confirmed, "detector": finding.detector,
        "pattern_key": finding.key, "confidence": conf, "importance": conf, "support": units,
        "sessions": len({o.session for o in support.values()}), "reinforced": len(cand.merged),
        "pattern_first_seen": first, "pattern_last_seen": last, "activity_at": activity,
        "record_type": "observation", "occurred_at": first, "valid_from": first,
        "recorded_at": max(o.recorded_at for o in support.values()),
        "seq": max(o.seq for o in support.values()),
        "decay_class": decay_class_for("procedure"), "updated_at": now,
    }
    return {"props": props, "create": fresh_fields(), "record_ids": list(support)}


# -- helpers -----------------------------------------------------------------------------------
def _metadata(raw) -> dict:
    if isinstance(raw, dict):
        return raw
    try:
        value = json.loads(raw or "{}")
    except (TypeError, ValueError):
        return {}
    return value if isinstance(value, dict) else {}


def _text(value) -> str:
    if value is None:
        return ""
    if isinstance(value, str):
        return " ".join(value.split())
    return json.dumps(value, sort_keys=True, ensure_ascii=False)


def _command(inp: str) -> str:
    """A shell tool's command line (the input itself, or its `command` field)."""
    try:
        value = json.loads(inp)
    except ValueError:
        return inp
    if isinstance(value, dict):
        return str(value.get("command") or value.get("cmd") or "")
    return inp


def _by_session(obs: list[Obs]) -> dict[str, list[Obs]]:
    sessions: dict[str, list[Obs]] = defaultdict(list)
    for o in obs:
        sessions[o.session].append(o)
    return sessions


def _short(text: str) -> str:
    return text if len(text) <= MAX_SHOWN else text[:MAX_SHOWN - 3] + "..."


_QUOTED = re.compile(r"\"(?:[^\"\\]|\\.)*\"|'[^']*'")
_ENV = re.compile(r"^(?:[A-Za-z_][A-Za-z0-9_]*=\S*\s+)+")
_HEX = re.compile(r"^[0-9a-f]{7,}$", re.I)
_NUMBER = re.compile(r"^\d+(?:\.\d+)*$")
_PATHLIKE = re.compile(r"/|\\|^\.{1,2}$|^[\w.-]+\.[A-Za-z0-9]{1,5}$")


def normalize_command(line: str) -> list[str]:
    """`cd /srv/app && FOO=1 sudo npm test -- --grep "login"` -> ["cd <path>",
    "npm test -- --grep <str>"]: each sub-command, arguments that vary abstracted."""
    parts = re.split(r"\s*(?:&&|\|\||;|\|)\s*", _QUOTED.sub("<str>", line or ""))
    out = []
    for part in parts:
        tokens = _ENV.sub("", part.strip()).split()
        if tokens and tokens[0] == "sudo":
            tokens = tokens[1:]
        tokens = [_abstract(t) for t in tokens[:8]]
        if tokens:
            out.append(" ".join(tokens))
    return list(dict.fromkeys(out))


def _abstract(token: str) -> str:
    if token.startswith("-") or token.startswith("<"):
        return token
    if _HEX.match(token) and not token.isalpha():
        return "<hash>"
    if _NUMBER.match(token):
        return "<n>"
    if _PATHLIKE.search(token):
        return "<path>"
    return token


def _error_signature(error: str) -> str:
    """The first line of an error with numbers and paths abstracted (so the same failure groups)."""
    first = (error or "").strip().splitlines()[0] if (error or "").strip() else ""
    first = re.sub(r"(?:/[\w.-]+)+", "<path>", first)
    first = re.sub(r"\d+", "<n>", first)
    return first[:200]


# -- monthly: repeated multi-step sequences ------------------------------------------------------
MIN_STEPS, MAX_STEPS = 3, 8


def sequences(obs: list[Obs]) -> list[Finding]:
    """Maximal runs of 3+ steps (tool + normalised input) that recur in 2+ sessions."""
    steps = {s: [(_step(o), o) for o in items] for s, items in _by_session(obs).items()}
    found: dict[int, dict[tuple, list[list[Obs]]]] = {}
    for size in range(MIN_STEPS, MAX_STEPS + 1):
        grams: dict[tuple, dict[str, list[Obs]]] = defaultdict(dict)
        for session, seq in steps.items():
            for i in range(len(seq) - size + 1):
                window = seq[i:i + size]
                key = tuple(s for s, _ in window)
                if len(set(key)) > 1:
                    grams[key].setdefault(session, [o for _, o in window])
        found[size] = {k: list(v.values()) for k, v in grams.items() if len(v) >= MIN_SESSIONS}
        if not found[size]:
            break
    out = []
    for size, grams in found.items():
        longer = found.get(size + 1, {})
        for key, runs in grams.items():
            if any(key in (k[:-1], k[1:]) for k in longer):
                continue
            support = [o for run in runs for o in run]
            out.append(Finding("seq:" + " > ".join(key)[:500], "sequence",
                               "Repeated sequence: " + " -> ".join(key), support, MIN_SESSIONS,
                               units=len(runs)))
    return out


def _step(o: Obs) -> str:
    if o.tool.lower() in SHELL_TOOLS:
        return "; ".join(normalize_command(_command(o.input))) or o.tool
    target = o.file or _short(o.input)
    return f"{o.tool} {target}".strip() if target else o.tool
