"""Re-walk a user's hash chain: any edit, insertion or gap anywhere names the first bad seq."""

from __future__ import annotations

import time
from collections.abc import Iterator
from functools import partial
from typing import Any

from graphmem.ingest.hashing import CHAINED_FIELDS, chain_hash
from graphmem.models import VerifyOut
from graphmem.store.driver import Store

PAGE = 5000
TAIL_READS, TAIL_WAIT_S = 3, 0.05
STORED_FIELDS = frozenset((*CHAINED_FIELDS, "record_hash"))  # all a Record is written with


def chain_records(store: Store, user_id: str, after: int = 0) -> Iterator[dict[str, Any]]:
    """The user's stored records in seq order (after seq `after`), read a page at a time
    (verify, export)."""
    while True:
        rows = store.read("records/chain_page", user_id=user_id, after_seq=after, limit=PAGE)
        for row in rows:
            yield row["record"]
        if len(rows) < PAGE:
            return
        after = rows[-1]["record"]["seq"]


def verify_chain(store: Store, user_id: str, checkpoint: dict | None = None) -> VerifyOut:
    """The chain up to the user's head as it stands when the walk starts: a write that lands
    while the pages are read (its record and its head move in one transaction) is not a gap.
    The user's name is reported as text: a chain written under a non-string user_id (before
    ids were checked) is still walked and reported by /admin/verify, not a 500.
    A walk that fails while the head moved under it is walked again (a few times): Neo4j reads
    a node's properties at read-committed, so a head read as a write commits can pair one
    write's seq with the next one's hash (CI saw it once, two writers beside a verify)."""
    for _ in range(VERIFY_TRIES - 1):
        head = _head(store, user_id)
        out = _walk(store, user_id, checkpoint, head)
        if out.ok or _head(store, user_id) == head:
            return out
    return _walk(store, user_id, checkpoint, _head(store, user_id))


VERIFY_TRIES = 3


def _walk(store: Store, user_id: str, checkpoint: dict | None,
          head: tuple[int, str]) -> VerifyOut:
    head_seq, head_hash = head
    # A failed walk reports the head it walked towards too (it said head_seq 0): with
    # first_bad_seq, where the chain broke and how far it should reach.
    out = partial(VerifyOut, user_id=str(user_id), head_seq=head_seq, head_hash=head_hash)
    prev_hash, checked = "", 0
    # Neo4j may show a just-committed head a moment before the Record index shows the record
    # written with it: a tail short of the head is read again before it counts as missing.
    for attempt in range(TAIL_READS):
        if attempt:
            time.sleep(TAIL_WAIT_S)
        for record in chain_records(store, user_id, after=checked):
            if record.get("seq", 0) > head_seq:
                if _head(store, user_id)[0] == head_seq:  # no write since: nothing may follow
                    return out(ok=False, records_checked=checked, first_bad_seq=head_seq + 1,
                               problem="a record follows the chain's head" if head_seq else
                               "the user's records have no chain head (it was deleted)")
                break
            problem = check_record(record, checked + 1, prev_hash)
            if problem:
                return out(ok=False, records_checked=checked, first_bad_seq=checked + 1,
                           problem=problem)
            prev_hash, checked = record["record_hash"], checked + 1
            if checkpoint and record["seq"] == checkpoint.get("seq") \
                    and record["record_hash"] != checkpoint.get("hash"):
                return out(ok=False, records_checked=checked, first_bad_seq=record["seq"],
                           problem="differs from the checkpoint")
        if checked >= head_seq:
            break
    if head_seq == checked and head_hash != prev_hash and checked:
        return out(ok=False, records_checked=checked - 1, first_bad_seq=checked,
                   problem=f"the chain's head does not hold record {checked}'s hash: record "
                           f"{checked} was changed and its hash made again, or the head was "
                           "changed")
    if head_seq != checked or head_hash != prev_hash:
        return out(ok=False, records_checked=checked, first_bad_seq=checked + 1,
                   problem="records are missing after the last good seq")
    if checkpoint and checkpoint.get("seq", 0) > checked:
        return out(ok=False, records_checked=checked, first_bad_seq=checked + 1,
                   problem="the checkpoint is ahead of the chain")
    return out(ok=True, records_checked=checked, first_bad_seq=None)


def _head(store: Store, user_id: str) -> tuple[int, str]:
    head = store.read("records/head", user_id=user_id)
    return (head[0]["seq"], head[0]["hash"]) if head else (0, "")


def check_record(record: dict, expected_seq: int, prev_hash: str) -> str | None:
    """What is wrong with a stored record at its place in the chain (None: nothing)."""
    if record.get("seq") != expected_seq:
        return f"seq {expected_seq} is missing"
    try:
        expected = chain_hash(record, prev_hash)
    except (TypeError, ValueError):  # a value no writer sends (a Neo4j date, a list of maps)
        return "record holds a value of a type it was not written with"
    if expected != record.get("record_hash"):
        if expected_seq == 1:
            return "record content does not match its hash"
        # The hash chains on the record before, whose own hash may have been made again after
        # an edit: nothing tells the two apart without a checkpoint.
        return (f"record content does not match its hash: record {expected_seq} was changed, "
                f"or record {expected_seq - 1} was changed and its hash made again")
    added = sorted(set(record) - STORED_FIELDS)
    if added:  # reads return them with the record, and the hash cannot vouch for them
        return f"record holds fields it was not written with: {', '.join(added)}"
    return None
