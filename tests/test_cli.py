"""The command line's errors: a user's mistake or an outage is one `graphmem:` line that says
what to do and exit code 1, never a traceback; an import names each line it could not store."""

from __future__ import annotations

import argparse
import io
import json
import logging
import sys

import pytest

from graphmem import cli
from graphmem.progress import bar_on_stderr


def _lines(path, rows) -> str:
    path.write_text("\n".join(r if isinstance(r, str) else json.dumps(r) for r in rows) + "\n")
    return str(path)


def test_import_names_each_line_it_could_not_store(user, tmp_path, capsys):
    note = {"type": "conversation", "content": "the retro is on Friday", "source_ref": "r1"}
    path = _lines(tmp_path / "notes.jsonl", [
        note, "{not json", {"type": "conversation", "content": ""},
        {**note, "content": "the retro moved to Monday"},  # the same source_ref, other content
        {"type": "conversation", "content": "a fresh note", "source_ref": "r2"},
    ])
    assert cli.main(["import", path, "--user", user]) == 1
    err = capsys.readouterr().err
    for n, why in [(2, "Expecting"), (3, "content"), (4, "conflict")]:
        assert f"line {n}: " in err and why in err.split(f"line {n}: ")[1].splitlines()[0], err
    assert "created 2, existing 0, failed 3" in err
    assert "] 5/5 " in err and "/6 " not in err  # the file's last newline is no sixth line


@pytest.mark.parametrize("case", ["latin-1 file", "bad checkpoint", "checkpoint of no heads",
                                  "no such directory", "empty query", "top_k too large",
                                  "unreachable Neo4j", "export with Neo4j unreachable",
                                  "eval of a file of another shape", "eval of no questions"])
def test_a_mistake_is_one_line_that_says_what_to_do(case, user, tmp_path, capsys, monkeypatch):
    latin = tmp_path / "latin.jsonl"
    latin.write_bytes('{"type": "conversation", "content": "caf\u00e9"}\n'.encode("latin-1"))
    junk = tmp_path / "heads.json"
    junk.write_text("{not a checkpoint")
    headless = tmp_path / "headless.json"
    headless.write_text("{}")
    shaped = tmp_path / "shaped.json"
    shaped.write_text('[{"foo": 1}]')
    empty = tmp_path / "empty.json"
    empty.write_text("[]")
    kept = tmp_path / "kept.jsonl"
    kept.write_text('{"type": "observation", "content": "an earlier export"}\n')
    argv, expected = {
        "latin-1 file": (["import", str(latin), "--user", user], "not UTF-8"),
        "bad checkpoint": (["verify", "--user", user, "--checkpoint", str(junk)],
                           "not a checkpoint"),
        "no such directory": (["checkpoint", "--out", str(tmp_path / "nope" / "h.json")],
                              "no such directory"),
        "empty query": (["search", " ", "--user", user], "query"),
        "top_k too large": (["search", "x", "--top-k", "500", "--user", user], "top_k"),
        "checkpoint of no heads": (["verify", "--checkpoint", str(headless)], "not a checkpoint"),
        "unreachable Neo4j": (["search", "x", "--user", user], "Neo4j is unreachable"),
        "export with Neo4j unreachable": (["export", "--user", user, "--out", str(kept)],
                                          "Neo4j is unreachable"),
        "eval of a file of another shape": (["eval", "locomo", str(shaped)],
                                            "not a LoCoMo file"),
        "eval of no questions": (["eval", "locomo", str(empty)], "nothing to evaluate"),
    }[case]
    if "unreachable" in case:
        monkeypatch.setenv("NEO4J_URI", "bolt://127.0.0.1:9")
        cli.get_settings.cache_clear()
    try:
        assert cli.main(argv) == 1
    finally:
        cli.get_settings.cache_clear()
    err = capsys.readouterr().err  # "neo4j running ..." may come first, from its start
    last = err.strip().splitlines()[-1]
    assert last.startswith("graphmem: ") and expected in last and "Traceback" not in err, err
    assert kept.read_text() == '{"type": "observation", "content": "an earlier export"}\n'


def test_a_batch_of_zero_is_refused_by_the_parser(capsys):
    with pytest.raises(SystemExit) as exit_:
        cli.main(["import", "x.jsonl", "--batch", "0"])
    assert exit_.value.code == 2 and "must be 1 or more" in capsys.readouterr().err


def test_import_reads_a_file_that_starts_with_a_byte_order_mark(user, tmp_path, capsys):
    """A file saved with a BOM (Windows editors, PowerShell's Out-File) posted to
    /records/import as JSON lines was read, but `graphmem import` failed its first line as not
    JSON: the two interfaces split an export's lines with their own code
    (graphmem/ingest/importer.py is now the one)."""
    path = tmp_path / "bom.jsonl"
    path.write_text("\ufeff" + json.dumps({"type": "conversation", "content": "the retro is on "
                                           "Friday", "source_ref": "r1"}) + "\n",
                    encoding="utf-8")
    assert cli.main(["import", str(path), "--user", user]) == 0, capsys.readouterr().err
    assert "created 1, existing 0, failed 0" in capsys.readouterr().err


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_a_log_line_during_an_import_does_not_break_its_progress_bar(monkeypatch):
    """An INFO line logged while the bar stood had begun where the bar ended ("8 records/s2026-12-08
    ... INFO user joined the shared vector index") and was then written over: on a terminal it
    now takes a line of its own and the bar is drawn again below it, records/s and all."""
    screen = _Terminal()
    monkeypatch.setattr(sys, "stderr", screen)
    handler = logging.StreamHandler(sys.stderr)  # as logging.basicConfig makes it, before
    logging.getLogger().addHandler(handler)
    try:
        with bar_on_stderr() as bars:
            bars.draw("[###---] 50/100  12 records/s")
            logging.getLogger("graphmem.test").warning("user bob joined the shared vector index")
            print("line 7: type: Input should be ...", file=sys.stderr)
            bars.draw("[######] 100/100  25 records/s", last=True)
    finally:
        logging.getLogger().removeHandler(handler)
    shown = _as_a_terminal_shows(screen.getvalue())
    assert shown == ["user bob joined the shared vector index", "line 7: type: Input should be ...",
                     "[######] 100/100  25 records/s", ""], repr(screen.getvalue())
    assert sys.stderr is screen and handler.stream is screen


def _as_a_terminal_shows(text: str) -> list[str]:
    """The lines a terminal leaves: "\\r" returns to a line's start, ESC[K erases the rest."""
    lines = []
    for line in text.split("\n"):
        shown = ""
        for part in line.split("\r"):
            erase = part.startswith("\x1b[K")
            part = part.removeprefix("\x1b[K")
            shown = part + ("" if erase else shown[len(part):])
        lines.append(shown)
    return lines


def test_without_a_terminal_the_progress_bar_is_whole_lines(user, tmp_path, capsys):
    """Piped or logged, "\\r" draws nothing: each bar shown is a line of its own."""
    path = _lines(tmp_path / "notes.jsonl", [{"type": "conversation", "content": f"note {i}"}
                                             for i in range(3)])
    assert cli.main(["import", path, "--user", user, "--batch", "1"]) == 0
    err = capsys.readouterr().err
    assert "\r" not in err and "] 3/3  " in err and " records/s\n" in err, repr(err)


@pytest.mark.parametrize("reachable", [True, False])
def test_neo4j_status_with_neo4j_uri_names_the_server_in_use(reachable, settings, neo4j_server,
                                                             monkeypatch, capsys):
    """With NEO4J_URI set, `neo4j status` had described the local Neo4j, under NEO4J_URI's
    address, as if it were the one graphmem used. It names the server in use and whether it
    answers (exit 3 when not), and the local one as not used."""
    uri = f"bolt://127.0.0.1:{settings.bolt_port}" if reachable else "bolt://127.0.0.1:9"
    monkeypatch.setenv("NEO4J_URI", uri)  # the tests' Neo4j, as a server graphmem did not start
    cli.get_settings.cache_clear()
    try:
        code = cli.main(["neo4j", "status"])
    finally:
        cli.get_settings.cache_clear()
    out = capsys.readouterr().out.splitlines()
    state = "reachable (Neo4j 5." if reachable else "NOT reachable ("
    assert code == (0 if reachable else 3)
    assert out[0].startswith(f"graphmem uses the Neo4j at {uri} (NEO4J_URI): {state}"), out
    assert out[1].startswith("the local Neo4j is not used while NEO4J_URI is set: neo4j "), out
    assert f"at bolt://127.0.0.1:{settings.bolt_port};" in out[1], out


def test_every_command_and_argument_says_what_it_is_for():
    """`graphmem neo4j --help` had shown only its usage, and `--batch`, `--workers`, `--top-k`,
    search's query and neo4j's action had no help at all."""
    commands = next(a for a in cli.build_parser()._actions
                    if isinstance(a, argparse._SubParsersAction))
    for name, parser in commands.choices.items():
        assert parser.description, f"`graphmem {name} --help` says nothing about {name}"
        for action in parser._actions:
            assert action.help, f"graphmem {name} {'/'.join(action.option_strings) or action.dest}"
    serve = {a.dest: a.help for a in commands.choices["serve"]._actions}
    assert "GRAPHMEM_PORT" in serve["port"] and "GRAPHMEM_HOST" in serve["host"], serve


def test_a_search_of_a_user_with_no_records_says_so(user, capsys):
    """`graphmem search ... --user alcie` (a typo) printed "-- 0 results" and nothing of why."""
    assert cli.main(["search", "billing", "--user", user]) == 0
    captured = capsys.readouterr()
    assert "-- 0 results" in captured.out
    assert f"user {user!r} has no records here (users with records: " in captured.err


def test_an_import_of_a_json_array_or_pretty_printed_json_says_it_reads_jsonl(user, tmp_path,
                                                                              capsys):
    """A .json file of an array, or records spread over lines, had failed line by line with
    "a record must be a JSON object" and "Expecting value: line 1 column 2 (char 1)"."""
    note = {"type": "conversation", "content": "the retro is on Friday"}
    array = _lines(tmp_path / "array.json", [json.dumps([note, note])])
    pretty = tmp_path / "pretty.json"
    pretty.write_text(json.dumps(note, indent=2) + "\n")
    for path, first in ((array, "a JSON array"), (str(pretty), "not valid JSON")):
        assert cli.main(["import", path, "--user", user]) == 1
        err = capsys.readouterr().err
        assert f"line 1: {first}" in err and "import reads JSONL: each record one whole JSON " \
            "object on its own line" in err.split("line 1: ")[1].splitlines()[0], err


def test_an_interrupted_import_says_what_it_stored_and_how_to_finish(user, tmp_path, capsys,
                                                                     monkeypatch):
    """Ctrl-C in the middle of `graphmem import` exited 130 and said nothing: not what was in,
    nor that running it again finishes it."""
    from graphmem.ingest.writer import RecordWriter

    rows = [{"type": "conversation", "content": f"note {i} about the retro", "source_ref": f"i{i}"}
            for i in range(6)]
    path = _lines(tmp_path / "notes.jsonl", rows)
    append, calls = RecordWriter.append_many, []

    def interrupted_second_batch(self, *args, **kwargs):
        calls.append(1)
        if len(calls) == 2:
            raise KeyboardInterrupt  # what Ctrl-C raises in the main thread
        return append(self, *args, **kwargs)

    monkeypatch.setattr(RecordWriter, "append_many", interrupted_second_batch)
    assert cli.main(["import", path, "--user", user, "--batch", "3"]) == 130
    err = capsys.readouterr().err
    assert "interrupted at line 4: created 3, existing 0 before it. Run the same import again" \
        in err, err
    monkeypatch.setattr(RecordWriter, "append_many", append)
    assert cli.main(["import", path, "--user", user, "--batch", "3"]) == 0
    assert "created 3, existing 3, failed 0" in capsys.readouterr().err
