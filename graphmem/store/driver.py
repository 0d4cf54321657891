"""One Neo4j driver per process; reads in read transactions, writes in write transactions.

Transient faults (server unavailable, session expired, deadlock) are retried with tenacity,
bounded; what still fails surfaces as StoreUnavailable, which the API turns into a 503.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any, TypeVar

from neo4j.exceptions import (
    ClientError,
    DatabaseUnavailable,
    IncompleteCommit,
    ServiceUnavailable,
    SessionExpired,
    TransientError,
)
from tenacity import (
    retry,
    retry_if_exception,
    stop_after_attempt,
    stop_after_delay,
    wait_exponential,
)

from graphmem.config import Settings
from graphmem.store.queries import query
from neo4j import (
    READ_ACCESS,
    Driver,
    GraphDatabase,
    ManagedTransaction,
    Query,
    Result,
    unit_of_work,
)

log = logging.getLogger(__name__)
T = TypeVar("T")

RETRYABLE = (ServiceUnavailable, SessionExpired, TransientError, DatabaseUnavailable)
RETRY_BUDGET_S = 5.0


class StoreUnavailable(RuntimeError):
    """Neo4j could not be reached (or kept failing) after bounded retries."""


class QueryTimeout(StoreUnavailable):
    """A query ran past the transaction timeout (or waited for a lock until it)."""


class CommitUnknown(StoreUnavailable):
    """The connection went away while a commit was in flight: the write may have been applied.
    Never retried blindly: a record written without a source_ref would be stored twice."""


# A transaction stopped at its time limit while it ran, or while it waited for a lock (a write
# queued behind a long import of the same user).
_TIMEOUT_CODES = ("TransactionTimedOut", "LockClientStopped")


def _is_timeout(exc: Exception) -> bool:
    code = getattr(exc, "code", "") or ""
    return any(name in code for name in _TIMEOUT_CODES)


def _retryable(exc: BaseException) -> bool:
    return isinstance(exc, RETRYABLE) and not isinstance(exc, IncompleteCommit)


class Store:
    def __init__(self, settings: Settings):
        self.settings = settings
        auth = (settings.neo4j.user, settings.neo4j.password) if settings.neo4j.password else None
        self.database = settings.neo4j.database
        self.driver: Driver = GraphDatabase.driver(
            settings.bolt_uri,
            auth=auth,
            max_connection_pool_size=64,
            connection_acquisition_timeout=10.0,
            connection_timeout=5.0,
            max_transaction_retry_time=5.0,
            # Schema-less hints ("property does not exist yet") are noise on a fresh database.
            notifications_min_severity="OFF",
        )
        self.timeout = settings.query_timeout_s

    def close(self) -> None:
        self.driver.close()

    # -- managed transactions ---------------------------------------------------------------
    def read_tx(self, work: Callable[..., T], *args: Any, timeout: float | None = None) -> T:
        return self._run("read", work, args, timeout)

    def write_tx(self, work: Callable[..., T], *args: Any, timeout: float | None = None) -> T:
        return self._run("write", work, args, timeout)

    def _run(self, mode: str, work: Callable[..., T], args: tuple, timeout: float | None) -> T:
        fn = unit_of_work(timeout=timeout or self.timeout)(work)

        def attempt() -> T:
            with self.driver.session(database=self.database) as session:
                execute = session.execute_read if mode == "read" else session.execute_write
                return execute(fn, *args)

        return self._retrying(attempt)

    def _retrying(self, attempt: Callable[[], T]) -> T:
        @retry(
            retry=retry_if_exception(_retryable),
            # A transaction function is retried by the driver too (max_transaction_retry_time),
            # an auto-commit read by this alone; a few seconds bound the whole: a Neo4j that
            # is down answers 503 in ~5 s, not 20+.
            stop=(stop_after_attempt(4) | stop_after_delay(RETRY_BUDGET_S)),
            wait=wait_exponential(multiplier=0.2, max=3),
            reraise=True,
        )
        def go() -> T:
            return attempt()

        try:
            return go()
        except IncompleteCommit as exc:
            raise CommitUnknown(str(exc) or type(exc).__name__) from exc
        except RETRYABLE as exc:
            raise StoreUnavailable(str(exc) or type(exc).__name__) from exc
        except ClientError as exc:
            if _is_timeout(exc):
                raise QueryTimeout("the query ran past its time limit") from exc
            raise
        except OSError as exc:
            raise StoreUnavailable(str(exc)) from exc

    # -- one named statement ----------------------------------------------------------------
    def read(self, name: str, **params: Any) -> list[dict[str, Any]]:
        return self.read_tx(run_named, name, params)

    def read_values(self, name: str, **params: Any) -> list[dict[str, Any]]:
        """Like `read`, for statements that return only plain values (no nodes or paths): rows
        come back as they are, without the driver's per-value conversion (a hot-path cost).
        One statement needs no transaction of its own: it runs as an auto-commit read, which
        spares the BEGIN and COMMIT round trips (a search makes eight such reads: p50 at 100k
        memories 47-49 -> 42-44 ms, interleaved A/B). Faults are retried the same way."""
        statement = Query(query(name), timeout=self.timeout)

        def attempt() -> list[dict[str, Any]]:
            with self.driver.session(database=self.database,
                                     default_access_mode=READ_ACCESS) as session:
                return _values(session.run(statement, unlogged(params)))

        return self._retrying(attempt)

    def write(self, name: str, **params: Any) -> list[dict[str, Any]]:
        return self.write_tx(run_named, name, params)


def run_named(tx: ManagedTransaction, name: str, params: dict[str, Any]) -> list[dict[str, Any]]:
    """Run the statement `cypher/<name>.cypher` inside a transaction function."""
    return [record.data() for record in tx.run(query(name), unlogged(params))]


class _QuietList(list):
    def __repr__(self) -> str:
        return f"<list of {len(self)}>"


class _QuietDict(dict):
    def __repr__(self) -> str:
        return f"<map of {len(self)}>"


_QUIET = {list: _QuietList, dict: _QuietDict}
_DRIVER_LOG = logging.getLogger("neo4j")


def unlogged(params: dict[str, Any]) -> dict[str, Any]:
    """`params` with its lists and maps in types whose repr is their size.

    The driver formats every statement's parameters for its debug log before the log checks
    its level (neo4j 6.4, `Bolt5x5.run`: `" ".join(map(repr, fields))`), holding the GIL: an
    import request's 500 rows with their embeddings took 137 ms to format and 7.6 ms to pack,
    and a search's query vector and candidate ids ~2 ms. Where the driver's debug log is on,
    the parameters go as they are, to be read there.
    """
    if _DRIVER_LOG.isEnabledFor(logging.DEBUG):
        return params
    return {k: _QUIET[type(v)](v) if type(v) in _QUIET else v for k, v in params.items()}


def _values(result: Result) -> list[dict[str, Any]]:
    keys = result.keys()
    return [dict(zip(keys, record.values(), strict=True)) for record in result]


def still_there(rows: list[dict[str, Any]], key: str) -> list[dict[str, Any]]:
    """The rows whose node was not deleted while the read ran: under read-committed isolation a
    node another transaction deletes mid-read (a rebuild, a merge) reads back without its
    properties, so `key`, a property every such node has, is None."""
    return [row for row in rows if row[key] is not None]
