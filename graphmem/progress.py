"""The progress bar `graphmem import` draws on standard error, kept whole beside log lines.

The bar is redrawn in place with "\\r"; a log line (INFO from the services, a warning) written
while it stood began where the bar ended and the next redraw wrote over the line's start
("[####----] 500/1000  212 records/s2026-12-08 01:20:03 INFO ..."). While a bar is shown,
standard error and the logging handlers that write to it go through `BarStream`, which clears
the bar before any text and draws it again under it. Where standard error is no terminal (a
file, a pipe, a CI log), "\\r" draws nothing: the bar is a line of its own, at most every few
seconds, and the last one always.
"""

from __future__ import annotations

import contextlib
import logging
import sys
import time
from collections.abc import Iterator
from typing import TextIO

CLEAR = "\r\x1b[K"  # back to the line's start, and erase it
PLAIN_EVERY_S = 5.0


class BarStream:
    """A text stream over standard error that keeps the bar (if any) on the last line."""

    def __init__(self, stream: TextIO, tty: bool):
        self.stream, self.tty = stream, tty
        self.bar = ""  # the bar on screen now ("" none)
        self.plain_at = 0.0

    def write(self, text: str) -> int:
        if self.bar and text:
            self.stream.write(CLEAR)
        self.stream.write(text)
        if self.bar and text.endswith("\n"):
            self.stream.write(self.bar)
        elif text:
            self.bar = ""  # a partial line stands where the bar was: draw it anew next time
        return len(text)

    def flush(self) -> None:
        self.stream.flush()

    def isatty(self) -> bool:
        return self.tty

    def draw(self, bar: str, last: bool = False) -> None:
        if self.tty:
            self.stream.write(CLEAR + bar)
            self.bar = bar
        elif last or time.monotonic() - self.plain_at >= PLAIN_EVERY_S:
            self.stream.write(bar + "\n")
            self.plain_at = time.monotonic()
        self.stream.flush()

    def end(self) -> None:
        """The bar stays on screen as it last was, and what follows starts below it."""
        if self.bar:
            self.stream.write("\n")
            self.bar = ""
        self.stream.flush()


def bar_text(done: int, total: int, started: float, width: int = 30) -> str:
    rate = done / max(1e-9, time.perf_counter() - started)
    filled = int(width * done / max(1, total))
    shown = f"{rate:,.0f}" if rate >= 10 else f"{rate:.1f}"  # a slow start is not "0"
    return f"[{'#' * filled}{'-' * (width - filled)}] {done}/{total}  {shown} records/s"


@contextlib.contextmanager
def bar_on_stderr() -> Iterator[BarStream]:
    """Standard error (and every logging handler writing to it) through a BarStream for the
    block; as it was afterwards."""
    real = sys.stderr
    bars = BarStream(real, tty=_is_tty(real))
    handlers = [h for h in _stream_handlers() if h.stream is real]
    sys.stderr = bars
    for handler in handlers:
        handler.setStream(bars)
    try:
        yield bars
    finally:
        bars.end()
        sys.stderr = real
        for handler in handlers:
            handler.setStream(real)


def _is_tty(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):  # closed, or a stream without a terminal
        return False


def _stream_handlers() -> list[logging.StreamHandler]:
    loggers = [logging.getLogger()] + [
        lg for lg in logging.Logger.manager.loggerDict.values() if isinstance(lg, logging.Logger)]
    return [h for lg in loggers for h in lg.handlers
            if isinstance(h, logging.StreamHandler) and not isinstance(h, logging.FileHandler)]
