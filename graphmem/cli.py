"""graphmem: the command line. `graphmem serve` is all most people need."""

from __future__ import annotations

import argparse
import contextlib
import json
import logging
import os
import signal
import sys
import time
from pathlib import Path

from graphmem.config import Settings, get_settings
from graphmem.progress import BarStream, bar_on_stderr, bar_text

log = logging.getLogger("graphmem")


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args, extra = parser.parse_known_args(argv)
    _late_positionals(args, extra)
    if extra:
        parser.error(f"unrecognized arguments: {' '.join(extra)}")
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    if not hasattr(args, "run"):
        parser.print_help()
        return 2
    try:
        return args.run(args, get_settings()) or 0
    except KeyboardInterrupt:
        return 130
    except CliError as exc:
        print(f"graphmem: {exc}", file=sys.stderr)
        return 1
    except Exception as exc:
        message = _explain(exc)
        if message is None:
            raise
        print(f"graphmem: {message}", file=sys.stderr)
        return 1


class CliError(Exception):
    pass


def _explain(exc: Exception) -> str | None:
    """One line for a user's mistake or an outage, instead of a traceback; None: a bug."""
    from neo4j.exceptions import AuthError, ServiceUnavailable, SessionExpired
    from pydantic import ValidationError

    from graphmem.api.errors import validation_message
    from graphmem.curate.rebuild import RebuildBusy, RebuildRefused
    from graphmem.store.driver import StoreUnavailable

    if isinstance(exc, StoreUnavailable | ServiceUnavailable | SessionExpired):
        return (f"Neo4j is unreachable ({str(exc).splitlines()[0]}). Start it (`graphmem neo4j "
                "start`) or check NEO4J_URI, then run the command again")
    if isinstance(exc, AuthError):
        return f"Neo4j refused the credentials ({exc.message}): check NEO4J_USER and NEO4J_PASSWORD"
    if isinstance(exc, ValidationError):
        return validation_message(exc.errors())[0]
    if isinstance(exc, json.JSONDecodeError):
        return f"not valid JSON: {exc}"
    if isinstance(exc, RebuildBusy | RebuildRefused):
        return str(exc)
    if isinstance(exc, UnicodeDecodeError):
        return f"not UTF-8 text: {exc}"
    if isinstance(exc, OSError) and exc.filename:
        return f"{exc.strerror or exc}: {exc.filename}"
    return None


def _positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be 1 or more, not {value}")
    return value


def _late_positionals(args, extra: list[str]) -> None:
    """argparse fills optional positionals before it reads an option, so `entities unmerge
    --user alice "Bob"` left "Bob" over: it goes to the first empty one, as the user meant."""
    for name in ("entity", "other"):
        if extra and not extra[0].startswith("-") and getattr(args, name, "") is None:
            setattr(args, name, extra.pop(0))


def _command(sub, name: str, text: str) -> argparse.ArgumentParser:
    """A command whose one-line help heads its own --help too (it had shown only usage)."""
    return sub.add_parser(name, help=text, description=text)


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="graphmem", description=__doc__)
    sub = p.add_subparsers(title="commands", metavar="COMMAND")

    s = _command(sub, "serve", "start the local Neo4j (unless NEO4J_URI is set) and the API")
    s.add_argument("--host", help="listen address (default: GRAPHMEM_HOST, else 127.0.0.1; "
                   "without API keys always 127.0.0.1)")
    s.add_argument("--port", type=int, help="port (default: GRAPHMEM_PORT, else 8000)")
    s.add_argument("--workers", type=int, default=1,
                   help="API processes (default 1); each loads the models, ~0.6 GB")
    s.set_defaults(run=cmd_serve)

    n = _command(sub, "neo4j", "manage the local Neo4j: install | start | stop | status "
                       "(with NEO4J_URI set, status checks that server)")
    n.add_argument("action", choices=["install", "start", "stop", "status"],
                   help="install: fetch the jars with Maven; start / stop: the local Neo4j in "
                   "the background (data in GRAPHMEM_HOME); status: running or not (exit 3 "
                   "when not)")
    n.set_defaults(run=cmd_neo4j)

    i = _command(sub, "import", "append records from a JSONL file (one record per line)")
    i.add_argument("file", type=Path, help="the JSONL file, or - for standard input")
    i.add_argument("--user", type=_user_arg, default="local",
                   help="user id to write as (default: local)")
    i.add_argument("--batch", type=_positive, default=500,
                   help="records per write (default 500)")
    i.set_defaults(run=cmd_import)

    x = _command(sub, "export", "write a user's records as JSONL that `import` reads back")
    x.add_argument("--user", type=_user_arg, default="local", help="whose records (default: local)")
    x.add_argument("--out", type=Path, help="the file to write (default: standard output)")
    x.set_defaults(run=cmd_export)

    q = _command(sub, "search", "search memories")
    q.add_argument("query", help="what to look for, in words")
    q.add_argument("--user", type=_user_arg, default="local",
                   help="whose memories (default: local)")
    q.add_argument("--top-k", type=int, default=10, help="how many results (default 10)")
    q.add_argument("--mode", choices=["answer", "manager"], default="answer",
                   help="answer (default): what answers a question; manager: what is going on "
                   "(recency, topics, entities and open tasks weigh more)")
    q.add_argument("--json", action="store_true", help="print the raw JSON answer")
    q.set_defaults(run=cmd_search)

    v = _command(sub, "verify", "re-walk a user's hash chain")
    v.add_argument("--user", type=_user_arg,
                   help="the user whose chain to walk (default: local; with "
                   "--checkpoint, every user the file names)")
    v.add_argument("--checkpoint", type=Path,
                   help="a file from `graphmem checkpoint`: each chain must still reach its head")
    v.set_defaults(run=cmd_verify)

    e = _command(sub, "eval", "retrieval evaluation: eval locomo PATH")
    e.add_argument("suite", choices=["locomo"], help="the benchmark (locomo)")
    e.add_argument("path", type=Path, help="e.g. ../shared/bench/locomo/locomo-dev.json")
    e.add_argument("--limit", type=int, help="only the first N conversations")
    e.add_argument("--keep", action="store_true",
                   help="keep the scratch users the evaluation writes (deleted by default)")
    e.set_defaults(run=cmd_eval)

    c = _command(sub, "checkpoint", "print (or write) every user's chain head for anchoring")
    c.add_argument("--out", type=Path, help="write the checkpoint JSON here")
    c.set_defaults(run=cmd_checkpoint)

    rb = _command(sub, "rebuild", "drop the derived layer and derive it again from records")
    who = rb.add_mutually_exclusive_group()
    who.add_argument("--user", type=_user_arg, default="local",
                     help="the user to rebuild (default: local)")
    who.add_argument("--all", action="store_true", help="every user (admin)")
    rb.set_defaults(run=cmd_rebuild)

    cu = _command(sub, "curate", "run curation jobs now (all jobs unless one is named)")
    cu.add_argument("job", nargs="?", help="a job name (default: every job, in order)")
    cu.add_argument("--user", type=_user_arg, help="only this user (default: every user)")
    cu.add_argument("--list", action="store_true", help="list the registered jobs")
    cu.set_defaults(run=cmd_curate)

    en = _command(sub, "entities", "entity resolution: resolve | merge | unmerge | list")
    en.add_argument("action", choices=["resolve", "merge", "unmerge", "list"],
                    help="resolve: link the names of one entity (SAME_AS) now; merge A B: A "
                    "and B are one (kept); unmerge A [B]: undo it; list [-q NAME]: the user's "
                    "entities")
    en.add_argument("entity", nargs="?", help="merge/unmerge: an entity id or name")
    en.add_argument("other", nargs="?", help="merge: the same entity; unmerge: split from only "
                                             "this one (default: from all)")
    en.add_argument("--user", type=_user_arg, default="local", help="user id (default: local)")
    en.add_argument("-q", "--query", help="list: names to look for")
    en.set_defaults(run=cmd_entities)

    mc = _command(sub, "mcp", "the MCP server (in process, or GRAPHMEM_URL if set)")
    mc.add_argument("--transport", choices=["stdio", "http"], default="stdio",
                    help="stdio (default) or streamable HTTP at /mcp")
    mc.add_argument("--host", default="127.0.0.1", help="http: listen address (loopback only)")
    mc.add_argument("--port", type=int, default=8765, help="http: port (default 8765)")
    mc.add_argument("--user", type=_user_arg,
                    help="the user id the tools act as (default: GRAPHMEM_USER, "
                    "else the key's or local mode's user)")
    mc.set_defaults(run=cmd_mcp)
    return p


def ensure_neo4j(settings: Settings) -> int | None:
    """Start the local Neo4j unless NEO4J_URI points elsewhere; the pid this call started (None:
    it started none)."""
    if not settings.uses_local_neo4j:
        return None
    from graphmem.store import local

    st = local.status(settings)
    if not st.running:
        fetch = "" if st.installed else " (a first run downloads it with Maven)"
        print(f"starting the local Neo4j{fetch}...", file=sys.stderr)
    try:
        started = local.start(settings)
    except local.LocalNeo4jError as exc:
        raise CliError(str(exc)) from exc
    print(started.describe(), file=sys.stderr)
    return None if st.running else started.pid


def cmd_neo4j(args, settings: Settings) -> int:
    from graphmem.store import local

    if not settings.uses_local_neo4j:
        if args.action == "status":
            return _external_status(settings)
        print(f"note: NEO4J_URI is set, so graphmem uses {settings.bolt_uri}, not this local "
              "Neo4j (unset NEO4J_URI to use it)", file=sys.stderr)
    try:
        if args.action == "install":
            local.install(settings, quiet=False)
            print(local.status(settings).describe())
        elif args.action == "start":
            print(local.start(settings).describe())
        elif args.action == "stop":
            print("stopped" if local.stop(settings) else "was not running")
        else:
            st = local.status(settings)
            print(st.describe())
            return 0 if st.running else 3
    except local.LocalNeo4jError as exc:
        raise CliError(str(exc)) from exc
    return 0


def _external_status(settings: Settings) -> int:
    """With NEO4J_URI set graphmem uses that server and never the local one: status says so,
    and whether it answers (it had described the local one as if it were the one in use, with
    NEO4J_URI's address). Exit 0 when it answers, 3 when not, as for the local one."""
    from graphmem.store import local

    reached, said = _reach(settings)
    print(f"graphmem uses the Neo4j at {settings.bolt_uri} (NEO4J_URI): "
          f"{'reachable' if reached else 'NOT reachable'} ({said})")
    print(f"the local Neo4j is not used while NEO4J_URI is set: "
          f"{local.status(settings).describe()}")
    return 0 if reached else 3


BOLT_SCHEMES = ("bolt", "bolt+s", "bolt+ssc", "neo4j", "neo4j+s", "neo4j+ssc")


def _reach(settings: Settings) -> tuple[bool, str]:
    """Whether the Neo4j graphmem uses answers, and its version or why not: one try, no
    retries (a status is a glance, not a wait)."""
    from neo4j.exceptions import AuthError

    from graphmem.store.driver import Store

    if settings.bolt_uri.split("://")[0].lower() not in BOLT_SCHEMES:
        return False, "NEO4J_URI must be a bolt:// or neo4j:// URI (or +s / +ssc of them)"
    try:
        store = Store(settings)
    except Exception as exc:  # noqa: BLE001 - a URI the driver cannot use (a port, a host)
        return False, f"{type(exc).__name__}: {exc}; check NEO4J_URI"
    try:
        store.driver.verify_connectivity()
        row = store.read("admin/components")[0]
        return True, f"Neo4j {row['version']} {row['edition']}"
    except AuthError as exc:
        return False, (f"it refused the credentials ({exc.message}): check NEO4J_USER and "
                       "NEO4J_PASSWORD")
    except Exception as exc:  # noqa: BLE001 - down, refused, a name that does not resolve
        said = " ".join(str(exc).split()) or type(exc).__name__
        return False, f"{said}; check NEO4J_URI and that the server runs"
    finally:
        store.close()


def cmd_serve(args, settings: Settings) -> int:
    import uvicorn

    host = serve_host(args.host, settings)
    port = args.port or settings.port
    _port_free(host, port)  # before the models load: a taken port failed only after them
    if not settings.uses_local_neo4j:  # an unreachable one had ended in 120 lines of traceback
        reached, said = _reach(settings)
        if not reached:
            raise CliError(f"the Neo4j at {settings.bolt_uri} (NEO4J_URI) is not reachable "
                           f"({said}); unset NEO4J_URI to use the local one")
    with neo4j_while_running(settings):
        uvicorn.run("graphmem.api.app:create_app", factory=True, host=host, port=port,
                    workers=args.workers, log_level="info")
    return 0


def _port_free(host: str, port: int) -> None:
    import socket

    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as uvicorn binds
        try:
            probe.bind((host, port))
        except OSError as exc:
            raise CliError(f"cannot listen on {host}:{port} ({exc.strerror}): another "
                           "`graphmem serve` may be running there; pick another with --port "
                           "or GRAPHMEM_PORT") from None


@contextlib.contextmanager
def neo4j_while_running(settings: Settings):
    """The local Neo4j for as long as the block runs (`serve`, an in-process `mcp`): started if
    none is, and stopped at the end only if started here. One already running is someone
    else's to stop; stopped and started again meanwhile (`graphmem neo4j`), the one running
    now is whoever started it's."""
    from graphmem.store import local

    started_here = ensure_neo4j(settings)
    try:
        yield
    finally:
        if started_here is not None and local.status(settings).pid == started_here:
            signal.signal(signal.SIGINT, signal.SIG_IGN)
            print("stopping the local Neo4j...", file=sys.stderr)
            local.stop(settings)


LOOPBACK = ("127.0.0.1", "localhost", "::1")


def serve_host(requested: str | None, settings: Settings) -> str:
    """Where `serve` listens. With no API keys (local mode) anyone who can reach the port acts as
    user `local`, so local mode never listens beyond loopback, whatever was asked."""
    host = requested or settings.host
    if settings.local_mode:
        if host not in LOOPBACK:
            log.warning("no API keys configured: local mode listens on 127.0.0.1 only "
                        "(asked for %s)", host)
            host = "127.0.0.1"
        # the app says at start that it acts as user 'local' (so does a bare uvicorn's)
    return host


def _services(settings: Settings):
    from graphmem.service import Services

    ensure_neo4j(settings)
    return Services(settings).bootstrap()


def _user_arg(value: str) -> str:
    """--user as the API takes a user_id (api/auth.py user_name): `--user ''` had written
    records no request could name."""
    from graphmem.api.auth import USER_NAME_RULE, user_name

    if not user_name(value):
        raise argparse.ArgumentTypeError(USER_NAME_RULE.replace("user_id: ", "", 1))
    return value


def cmd_import(args, settings: Settings) -> int:
    from_stdin = str(args.file) == "-"  # `graphmem export --user a | graphmem import - --user b`
    if not from_stdin and not args.file.is_file():
        raise CliError(f"no such file: {args.file}")
    try:
        text = sys.stdin.read() if from_stdin else args.file.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise CliError(f"{args.file} is not UTF-8 text ({exc.reason} at byte {exc.start}); "
                       "save it as UTF-8 and import it again") from None
    from graphmem.ingest.importer import numbered_lines

    lines = numbered_lines(text)
    svc = _services(settings)
    try:
        with bar_on_stderr() as bars:
            created, existing, failed = _import_lines(svc, lines, args.user, args.batch,
                                                      settings.max_content_bytes, bars)
    finally:
        svc.close()
    print(f"created {created}, existing {existing}, failed {failed}", file=sys.stderr)
    return 0 if failed == 0 else 1


JSONL = "import reads JSONL: each record one whole JSON object on its own line"


def _import_lines(svc, lines: list[tuple[int, str]], user: str, size: int,
                  max_content_bytes: int, bars: BarStream) -> tuple[int, int, int]:
    """Append the JSONL lines in batches of `size`, reporting each bad line by its number, then
    apply the decision lines (an export's pins, merges...); (created, existing, failed)."""
    from graphmem.ingest.importer import parse_lines, sort_items
    from graphmem.ingest.writer import ChainHeadMissing
    from graphmem.store.driver import StoreUnavailable

    total = len(lines)
    created = existing = failed = 0
    started = time.perf_counter()
    decided, conversations = [], []
    for start in range(0, total, size):
        items = sort_items(parse_lines(lines[start:start + size]), max_content_bytes)
        for n, exc in items.failed:
            failed += 1
            # a line that is not JSON: its message names its line already
            message = exc.message.removeprefix(f"line {n} is ")
            if message.startswith(("not valid JSON", "a JSON array")):
                message += f"; {JSONL}"  # often a pretty-printed file, or a .json one
            print(f"line {n}: {message}", file=sys.stderr)
        decided.extend(items.decided)
        conversations.extend(items.conversations)
        valid, numbers = items.records, items.positions
        try:
            outcomes = svc.writer.append_many(user, valid)
        except KeyboardInterrupt:
            bars.end()
            print(f"interrupted at line {lines[start][0]}: created {created}, existing "
                  f"{existing} before it. {_again('to finish it')}", file=sys.stderr)
            raise
        except ChainHeadMissing as exc:
            raise CliError(str(exc)) from None
        except StoreUnavailable as exc:
            raise CliError(
                f"Neo4j became unreachable at line {lines[start][0]} ({exc}); created {created}, "
                f"existing {existing} before it. {_again('once Neo4j is back')}") from None
        for n, out in zip(numbers, outcomes, strict=True):
            if out.error:
                failed += 1
                print(f"line {n}: {out.error}: {out.message or ''}", file=sys.stderr)
            elif out.created:
                created += 1
            else:
                existing += 1
        done = min(start + size, total)
        bars.draw(bar_text(done, total, started), last=done == total)
    bars.end()
    if decided:
        _import_decisions(svc, user, decided)
    if conversations:
        _import_conversations(svc, user, conversations)
    return created, existing, failed


def _again(when: str) -> str:
    """How to finish an import that stopped: records with a source_ref are stored once."""
    return (f"Run the same import again {when}: what was stored comes back as existing "
            "(records with a source_ref)")


def _after_records(doing: str, exc: Exception) -> CliError:
    return CliError(f"Neo4j became unreachable while {doing} ({exc}); the records are in. "
                    "Run the same import again once Neo4j is back")


def _import_conversations(svc, user: str, conversations: list) -> None:
    from graphmem.ingest.importer import import_conversations
    from graphmem.store.driver import StoreUnavailable

    try:
        counts = import_conversations(svc.store, user, conversations)
    except StoreUnavailable as exc:
        raise _after_records("writing the conversations", exc) from None
    waiting = (f", {counts.waiting} waiting for their turns' records (import those, then these "
               "lines again)") if counts.waiting else ""
    print(f"conversations: {counts.imported} imported, {counts.existing} already here{waiting}",
          file=sys.stderr)


def _import_decisions(svc, user: str, decided: list) -> None:
    from graphmem.ingest.importer import apply_after_records
    from graphmem.store.driver import StoreUnavailable

    try:
        counts = apply_after_records(svc, user, decided)
    except StoreUnavailable as exc:
        raise _after_records("applying the decisions", exc) from None
    waiting = (f", {counts.waiting} waiting for curation to derive their memory"
               if counts.waiting else "")
    unchanged = f", {counts.unchanged} already here" if counts.unchanged else ""
    print(f"decisions: {counts.applied} applied{waiting}{unchanged}, {counts.unmatched} naming "
          f"records not here, {counts.superseded} older than this user's own", file=sys.stderr)


def cmd_export(args, settings: Settings) -> int:
    from graphmem.ingest.export import AlteredRecord, Exported, export_user, jsonl

    # Written beside --out and moved over it once whole: a failed export (Neo4j down, an altered
    # record) leaves an earlier export there as it was, not emptied.
    partial = args.out.with_name(args.out.name + ".partial") if args.out else None
    try:
        out = partial.open("w", encoding="utf-8") if partial else sys.stdout
    except OSError as exc:
        raise CliError(f"cannot write {args.out}: {exc.strerror}") from exc
    counts = Exported()
    done = missing = False
    try:
        svc = _services(settings)
        try:
            out.writelines(jsonl(export_user(svc.store, args.user, counts)))
            # a user nobody wrote for is a typo, most likely: no empty file, and rc 1 as verify
            missing = counts.records == 0 and _no_such_user(svc, args.user)
        finally:
            svc.close()
        done = not missing
    except BrokenPipeError:  # the reader went away (`graphmem export | head`): stop quietly
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except AlteredRecord as exc:
        raise CliError(f"{args.user}'s {exc}") from None
    finally:
        if partial:
            out.close()
            if done:
                os.replace(partial, args.out)
            else:
                partial.unlink(missing_ok=True)
    if missing:
        return 1
    print(f"exported {counts.records} records, {counts.decisions} decision(s) and "
          f"{counts.conversations} conversation(s) of "
          f"{args.user}", file=sys.stderr)
    return 0


def cmd_search(args, settings: Settings) -> int:
    from graphmem.models import SearchIn

    req = SearchIn(query=args.query, top_k=args.top_k, mode=args.mode)  # before Neo4j's start
    svc = _services(settings)
    try:
        out = svc.searcher.search(args.user, req)
        if not out.results:  # a misspelt --user found nothing and said nothing of why
            _no_such_user(svc, args.user)
    finally:
        svc.close()
    if args.json:
        print(out.model_dump_json(indent=2))
    else:
        for n, r in enumerate(out.results, 1):
            refs = ",".join(r.source_refs)
            print(f"{n:2}. [{r.score:.3f}] ({r.kind}{' ' + refs if refs else ''}) {r.text[:160]}")
        meta = out.retrieval_metadata
        print(f"-- {len(out.results)} results in {meta.total_latency_ms:.1f} ms")
    return 0


def cmd_verify(args, settings: Settings) -> int:
    from graphmem.ingest.verify import verify_chain

    heads = _checkpoint_heads(args.checkpoint) if args.checkpoint else {}
    every = args.user is None and bool(heads)  # one rolled back or deleted outright shows
    if every:
        users = sorted(heads)
    else:
        users = [args.user or "local"]
        if args.checkpoint and users[0] not in heads:
            print(f"{users[0]} is not in {args.checkpoint}: checking the chain alone",
                  file=sys.stderr)
    svc = _services(settings)
    try:
        outs = [verify_chain(svc.store, user, heads.get(user)) for user in users]
        unknown = not every and outs[0].records_checked == 0 and outs[0].ok \
            and _no_such_user(svc, users[0])
    finally:
        svc.close()
    if every:
        print(json.dumps([o.model_dump() for o in outs], indent=2))
    else:
        print(outs[0].model_dump_json(indent=2))
    # a typo in --user walked an empty chain and passed: a check of nothing does not pass
    return 0 if all(o.ok for o in outs) and not unknown else 1


def _no_such_user(svc, user: str) -> bool:
    """Whether `user` has no records and no chain; if so, says so on stderr, with who has."""
    users = [r["user_id"] for r in svc.store.read("admin/chain_users")]
    if user in users:
        return False
    shown = ", ".join(str(u) for u in users[:10]) + (" ..." if len(users) > 10 else "")
    print(f"user {user!r} has no records here (users with records: {shown or 'none'})",
          file=sys.stderr)
    return True


def _checkpoint_heads(path: Path) -> dict[str, dict]:
    """Each user's head in a checkpoint file, as verify_chain takes it."""
    if not path.is_file():
        raise CliError(f"no such file: {path}")
    try:
        data = json.loads(path.read_text())
        return {h["user_id"]: {"seq": h["seq"], "hash": h["hash"]} for h in data["heads"]}
    except (ValueError, AttributeError, KeyError, TypeError) as exc:
        raise CliError(f"{path} is not a checkpoint that `graphmem checkpoint` wrote "
                       f"({type(exc).__name__}: {exc})") from None


def cmd_eval(args, settings: Settings) -> int:
    from graphmem.eval import locomo

    if not args.path.is_file():
        raise CliError(f"no such file: {args.path}")
    try:
        locomo.load(args.path)  # its shape, before a store is opened for it
    except locomo.NotLocomo as exc:
        raise CliError(str(exc)) from None
    # A measurement writes no access statistics into the store (manager-mode recency and
    # curation read them; answer-mode recency does not, retrieve/recipes.py recency_clock).
    svc = _services(settings.model_copy(update={"record_access": False}))
    print(locomo.report(locomo.evaluate(svc, args.path, args.limit, keep=args.keep)))
    svc.close()
    return 0


def cmd_checkpoint(args, settings: Settings) -> int:
    if args.out and not args.out.parent.is_dir():  # before the work, not after it
        raise CliError(f"no such directory: {args.out.parent}")
    svc = _services(settings)
    heads = svc.store.read("records/heads_all")
    payload = json.dumps({"taken_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
                          "heads": heads}, indent=2)
    if args.out:
        args.out.write_text(payload)
        print(f"wrote {len(heads)} chain heads to {args.out}", file=sys.stderr)
    else:
        print(payload)
    svc.close()
    return 0


def cmd_rebuild(args, settings: Settings) -> int:
    svc = _services(settings)
    started = time.perf_counter()
    try:
        counts = svc.curator.rebuild(None if args.all else args.user)
    finally:
        svc.close()
    counts["seconds"] = round(time.perf_counter() - started, 2)
    print(json.dumps(counts, indent=2, default=str))
    return 1 if counts.get("refused") else 0  # --all: a user whose chain fails is left as is


def cmd_curate(args, settings: Settings) -> int:
    from graphmem.curate import registry

    if args.list:
        for job in registry.jobs():
            print(f"{job.name:12} {job.description}")
        return 0
    names = [j.name for j in registry.jobs()]
    if args.job and args.job not in names:
        raise CliError(f"no curation job {args.job!r}; jobs: {', '.join(names)}")
    svc = _services(settings)
    failed = 0
    try:
        for user in [args.user] if args.user else svc.curator.users():
            results = svc.curator.run([args.job] if args.job else None, user,
                                      wait_s=settings.lease_ttl_s)
            for r in results:
                failed += bool(r.error)
                state = json.dumps(r.counts, default=str) if r.ran else f"not run: {r.error}"
                print(f"{user:24} {r.job:12} {state}")
    finally:
        svc.close()
    return 1 if failed else 0



def cmd_entities(args, settings: Settings) -> int:
    """SAME_AS is derived; a person's merge or unmerge is remembered and wins over the job."""
    from graphmem.retrieve.entities import UnknownEntity

    if args.action in ("merge", "unmerge") and not args.entity:
        raise CliError(f"`entities {args.action}` needs an entity id or name")
    if args.action == "merge" and not args.other:
        raise CliError("`entities merge` needs two entities")
    svc = _services(settings)
    try:
        if args.action == "resolve":
            print(json.dumps(svc.resolver.run(args.user), indent=2))
        elif args.action == "list":
            for e in svc.entity_index.search(args.user, args.query, 50):
                print(f"{e['id']}  {e['type']:12} {e['name']}  {e.get('same_as') or ''}")
        else:
            # a lasting decision: each names an entity exactly (id, name or alias)
            entity = svc.entity_index.resolve(args.user, args.entity, exact=True)
            other = svc.entity_index.resolve(args.user, args.other, exact=True) \
                if args.other else None
            if other is not None and other["id"] == entity["id"]:
                raise CliError(f"{args.entity!r} and {args.other!r} are the same entity "
                               f"({entity['name']}): an entity cannot be merged with itself")
            if args.action == "merge":
                svc.resolver.merge(args.user, entity, other)
                print(f"merged {entity['name']} ({entity['id']}) with {other['name']}")
            else:
                split = svc.resolver.unmerge(args.user, entity["id"],
                                             [other["id"]] if other else None)
                print(f"split {entity['name']} ({entity['id']}) from {len(split)}: "
                      f"{', '.join(split) or 'nothing was merged'}")
    except UnknownEntity as exc:
        raise CliError(str(exc)) from exc
    finally:
        svc.close()
    return 0


def cmd_mcp(args, settings: Settings) -> int:
    import os

    from graphmem.mcp.server import run

    # The MCP HTTP transport has no authentication of its own: it never leaves loopback.
    if args.transport == "http" and args.host not in LOOPBACK:
        raise CliError("the MCP HTTP transport listens on loopback only; put it behind your own "
                       "authenticating proxy to reach it from elsewhere")
    named = os.environ.get("GRAPHMEM_USER")
    if named and not args.user:  # checked as --user is, before anything starts
        try:
            _user_arg(named)
        except argparse.ArgumentTypeError as exc:
            raise CliError(f"GRAPHMEM_USER: {exc}") from exc
    if os.environ.get("GRAPHMEM_URL"):  # a running graphmem's: nothing local to start
        run(args.transport, args.host, args.port, args.user)
        return 0
    if not settings.local_mode and not (args.user or os.environ.get("GRAPHMEM_USER")):
        raise CliError("API keys are configured: name the user the tools act as "
                       "(--user or GRAPHMEM_USER)")
    # In process: a Neo4j the session started is stopped when it ends (`graphmem neo4j start`
    # keeps one up between sessions)
    with neo4j_while_running(settings):
        run(args.transport, args.host, args.port, args.user)
    return 0


if __name__ == "__main__":
    sys.exit(main())
