"""Per-conversation serial work, fenced across processes.

Every write the proxy makes to one conversation (the request's reconcile on the active path, the
background persistence of a payload's turns and of the model's reply) is a task on that
conversation's queue. In a process the queue runs its tasks one at a time in arrival order, so a
request always reconciles against the tail the previous turn's work left; different
conversations run in parallel on a shared pool.

Across processes (several API workers behind one Neo4j) the runner of a queue holds the
conversation's lease (graphmem/curate/lease.py: a `:Lease` node with a fencing token) while it
works, and the reconciler's bookkeeping transaction checks that fence first: a worker that
stalled past its lease and was overtaken writes nothing.
"""

from __future__ import annotations

import logging
import os
import socket
import threading
import time
from collections import deque
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

from graphmem.curate import lease

log = logging.getLogger(__name__)

Key = tuple[str, str]  # (user_id, conversation id)
POLL_S = 0.05


class ConversationBusy(RuntimeError):
    """Another process kept the conversation's lease longer than we could wait."""


def lease_name(user_id: str, conversation_id: str) -> str:
    return f"conversation:{user_id}:{conversation_id}"


class ConversationWork:
    def __init__(self, store, ttl_s: float, wait_s: float, workers: int = 4,
                 warm: Callable[[], Any] | None = None):
        self.store = store
        # Run before a lease is taken: slow one-time setup (loading models) must not eat the
        # lease's time, or a first write would find its lease expired.
        self.warm = warm
        self.ttl_s = ttl_s
        self.wait_s = wait_s
        self.holder = lease.new_holder(f"proxy:{socket.gethostname()}:{os.getpid()}")
        self.pool = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="graphmem-proxy")
        self.lock = threading.Lock()
        self.queues: dict[Key, deque[tuple[Callable[[], Any], Future]]] = {}
        self.idle = threading.Condition(self.lock)

    def submit(self, user_id: str, conversation_id: str, fn: Callable[[], Any]) -> Future:
        """Run `fn` after every task submitted before it for this conversation."""
        key = (user_id, conversation_id)
        future: Future = Future()
        with self.lock:
            queue = self.queues.get(key)
            start = queue is None
            if start:
                queue = self.queues[key] = deque()
            queue.append((fn, future))
        if start:
            self.pool.submit(self._drain, key)
        return future

    def settle(self, timeout: float = 30.0) -> bool:
        """Wait until no conversation has work queued or running (tests, benchmarks)."""
        deadline = time.monotonic() + timeout
        with self.idle:
            while self.queues:
                left = deadline - time.monotonic()
                if left <= 0:
                    return False
                self.idle.wait(left)
        return True

    def close(self) -> None:
        self.pool.shutdown(wait=False, cancel_futures=True)

    # -- the runner of one conversation's queue ------------------------------------------------
    def _drain(self, key: Key) -> None:
        held: lease.Lease | None = None
        try:
            if self.warm is not None:
                self.warm()
            while (task := self._next(key)) is not None:
                fn, future = task
                if not future.set_running_or_notify_cancel():
                    continue
                try:
                    held = self._hold(key, held)
                    with lease.holding(held):
                        future.set_result(fn())
                except BaseException as exc:  # the submitter reads it from the future
                    future.set_exception(exc)
        finally:
            self._release(held)
            with self.idle:
                self.idle.notify_all()

    def _next(self, key: Key):
        with self.lock:
            queue = self.queues[key]
            if queue:
                return queue.popleft()
            del self.queues[key]
            return None

    def _hold(self, key: Key, held: lease.Lease | None) -> lease.Lease:
        """The conversation's lease: kept across a run of tasks, renewed when half gone, taken
        again if lost; waits for another process's hold up to `wait_s`."""
        if held is not None:
            try:
                held.renew_if_due()
                return held
            except lease.LeaseLost:
                log.warning("proxy: lost the lease of a conversation; taking it again")
        name = lease_name(*key)
        deadline = time.monotonic() + self.wait_s
        while True:
            got = lease.acquire(self.store, name, self.holder, self.ttl_s)
            if got is not None:
                return got
            if time.monotonic() >= deadline:
                raise ConversationBusy("another worker is writing this conversation")
            time.sleep(POLL_S)

    @staticmethod
    def _release(held: lease.Lease | None) -> None:
        if held is None:
            return
        try:
            held.release()
        except Exception as exc:  # it expires on its own; only a slower takeover is lost
            log.warning("proxy: could not release a conversation lease: %s", type(exc).__name__)
