"""graphmem: the command line. `graphmem serve` is all most people need."""

from __future__ import annotations

import argparse
import json
import logging
import signal
import sys
import time
from pathlib import Path

from graphmem.config import Settings, get_settings

log = logging.getLogger("graphmem")


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
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


class CliError(Exception):
    pass


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="graphmem", description=__doc__)
    sub = p.add_subparsers(title="commands", metavar="COMMAND")

    s = sub.add_parser("serve", help="start the local Neo4j (unless NEO4J_URI is set) and the API")
    s.add_argument("--host", help="listen address (default 127.0.0.1; local mode forces it)")
    s.add_argument("--port", type=int, help="port (default 8000)")
    s.add_argument("--workers", type=int, default=1)
    s.set_defaults(run=cmd_serve)

    n = sub.add_parser("neo4j", help="manage the local Neo4j: install | start | stop | status")
    n.add_argument("action", choices=["install", "start", "stop", "status"])
    n.set_defaults(run=cmd_neo4j)

    i = sub.add_parser("import", help="append records from a JSONL file (one record per line)")
    i.add_argument("file", type=Path)
    i.add_argument("--user", default="local", help="user id to write as (default: local)")
    i.add_argument("--batch", type=int, default=500)
    i.set_defaults(run=cmd_import)

    q = sub.add_parser("search", help="search memories")
    q.add_argument("query")
    q.add_argument("--user", default="local")
    q.add_argument("--top-k", type=int, default=10)
    q.add_argument("--mode", choices=["answer", "manager"], default="answer")
    q.add_argument("--json", action="store_true", help="print the raw JSON answer")
    q.set_defaults(run=cmd_search)

    v = sub.add_parser("verify", help="re-walk a user's hash chain")
    v.add_argument("--user", default="local")
    v.set_defaults(run=cmd_verify)

    e = sub.add_parser("eval", help="retrieval evaluation: eval locomo PATH")
    e.add_argument("suite", choices=["locomo"])
    e.add_argument("path", type=Path, help="e.g. ../shared/bench/locomo/locomo-dev.json")
    e.add_argument("--limit", type=int, help="only the first N conversations")
    e.set_defaults(run=cmd_eval)

    c = sub.add_parser("checkpoint", help="print (or write) every user's chain head for anchoring")
    c.add_argument("--out", type=Path, help="write the checkpoint JSON here")
    c.set_defaults(run=cmd_checkpoint)
    return p


def ensure_neo4j(settings: Settings) -> None:
    """Start the local Neo4j unless NEO4J_URI points elsewhere."""
    if not settings.uses_local_neo4j:
        return
    from graphmem.store import local

    st = local.status(settings)
    if not st.running:
        print("starting the local Neo4j (first run downloads it with Maven)...", file=sys.stderr)
    try:
        print(local.start(settings).describe(), file=sys.stderr)
    except local.LocalNeo4jError as exc:
        raise CliError(str(exc)) from exc


def cmd_neo4j(args, settings: Settings) -> int:
    from graphmem.store import local

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


def cmd_serve(args, settings: Settings) -> int:
    import uvicorn

    host = args.host or settings.host
    if settings.local_mode and host not in ("127.0.0.1", "localhost", "::1"):
        log.warning("no API keys configured: local mode listens on 127.0.0.1 only")
        host = "127.0.0.1"
    ensure_neo4j(settings)
    started_here = settings.uses_local_neo4j
    try:
        uvicorn.run("graphmem.api.app:create_app", factory=True, host=host,
                    port=args.port or settings.port, workers=args.workers, log_level="info")
    finally:
        if started_here:
            from graphmem.store import local

            signal.signal(signal.SIGINT, signal.SIG_IGN)
            print("stopping the local Neo4j...", file=sys.stderr)
            local.stop(settings)
    return 0


def _services(settings: Settings):
    from graphmem.service import Services

    ensure_neo4j(settings)
    return Services(settings).bootstrap()


def cmd_import(args, settings: Settings) -> int:
    from graphmem.api.errors import ApiError
    from graphmem.api.validation import parse_record

    if not args.file.is_file():
        raise CliError(f"no such file: {args.file}")
    svc = _services(settings)
    lines = args.file.read_text().splitlines()
    total = len(lines)
    created = existing = failed = 0
    started = time.perf_counter()
    for start in range(0, total, args.batch):
        batch, valid = lines[start:start + args.batch], []
        for n, line in enumerate(batch, start=start + 1):
            if not line.strip():
                continue
            try:
                valid.append(parse_record(json.loads(line), settings.max_content_bytes))
            except (json.JSONDecodeError, ApiError) as exc:
                failed += 1
                print(f"\nline {n}: {getattr(exc, 'message', exc)}", file=sys.stderr)
        for out in svc.writer.append_many(args.user, valid):
            if out.error:
                failed += 1
            elif out.created:
                created += 1
            else:
                existing += 1
        _progress(min(start + args.batch, total), total, started)
    print(f"\ncreated {created}, existing {existing}, failed {failed}", file=sys.stderr)
    svc.close()
    return 0 if failed == 0 else 1


def _progress(done: int, total: int, started: float) -> None:
    rate = done / max(1e-9, time.perf_counter() - started)
    width = 30
    filled = int(width * done / max(1, total))
    bar = "#" * filled + "-" * (width - filled)
    print(f"\r[{bar}] {done}/{total}  {rate:,.0f} records/s", end="", file=sys.stderr, flush=True)


def cmd_search(args, settings: Settings) -> int:
    from graphmem.models import SearchIn

    svc = _services(settings)
    out = svc.searcher.search(args.user, SearchIn(query=args.query, top_k=args.top_k,
                                                  mode=args.mode))
    if args.json:
        print(out.model_dump_json(indent=2))
    else:
        for n, r in enumerate(out.results, 1):
            refs = ",".join(r.source_refs)
            print(f"{n:2}. [{r.score:.3f}] ({r.kind}{' ' + refs if refs else ''}) {r.text[:160]}")
        meta = out.retrieval_metadata
        print(f"-- {len(out.results)} results in {meta.total_latency_ms:.1f} ms")
    svc.close()
    return 0


def cmd_verify(args, settings: Settings) -> int:
    from graphmem.ingest.verify import verify_chain

    svc = _services(settings)
    out = verify_chain(svc.store, args.user)
    print(out.model_dump_json(indent=2))
    svc.close()
    return 0 if out.ok else 1


def cmd_eval(args, settings: Settings) -> int:
    from graphmem.eval import locomo

    if not args.path.is_file():
        raise CliError(f"no such file: {args.path}")
    svc = _services(settings)
    print(locomo.report(locomo.evaluate(svc, args.path, args.limit)))
    svc.close()
    return 0


def cmd_checkpoint(args, settings: Settings) -> int:
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


if __name__ == "__main__":
    sys.exit(main())
