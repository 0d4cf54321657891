"""A large import commits in slices, each written while the next is derived. What it writes must
not depend on where the slices fall: the same records imported in one transaction and in slices
of four give the same graph (thread order, late state values, supersedes, FOLLOWS, entities)."""

from __future__ import annotations

import uuid

import pytest
from conftest import keyed_app
from fastapi.testclient import TestClient

SLICE = 4


def _records() -> list[dict]:
    turns = [  # one thread, sent out of event-time order so NEXT is relinked across slices
        ("c3", "Alice moved the billing cache from Redis to Memcached", "2024-05-03"),
        ("c1", "Bob asked Alice why the billing service is slow", "2024-05-01"),
        ("c5", "Alice says Memcached fixed the billing latency", "2024-05-05"),
        ("c2", "Alice found the billing service stores sessions in Redis", "2024-05-02"),
        ("c4", "Bob will review the PostgreSQL queries of billing", "2024-05-04"),
    ]
    records = [{"type": "conversation", "content": text, "source_ref": ref, "thread_id": "bill",
                "sender": "Alice" if "Alice" in text[:6] else "Bob",
                "occurred_at": f"{day}T09:00:00Z"} for ref, text, day in turns]
    states = [("s1", "v1", "2024-01-01"), ("s3", "v3", "2024-03-01"), ("s2", "v2", "2024-02-01")]
    records += [{"type": "state_object", "kind": "service", "key": "api", "content": value,
                 "source_ref": ref, "occurred_at": f"{day}T00:00:00Z"}
                for ref, value, day in states]  # s2 arrives late, in a later slice than s3
    records += [  # "reply" comes a slice before its parent "ask"
        {"type": "conversation", "content": "Sure, the keys are rotated.", "source_ref": "reply",
         "prev_source_ref": "ask", "occurred_at": "2024-04-02T10:00:00Z"},
        {"type": "conversation", "content": "Standup is at 9:30", "source_ref": "m1",
         "occurred_at": "2024-03-01T08:00:00Z"},
        {"type": "conversation", "content": "Can you rotate the keys?", "source_ref": "ask",
         "occurred_at": "2024-04-02T09:00:00Z"},
        {"type": "conversation", "content": "Standup moved to 10:00", "source_ref": "m2",
         "supersedes": "m1", "occurred_at": "2024-03-05T08:00:00Z"},
    ]
    return records


def _graph(cypher, user: str) -> dict[str, list]:
    """What the user's import derived, named by source_ref (ids differ between users)."""
    def rows(statement: str) -> list:
        return sorted(tuple(r.values()) for r in cypher(statement, u=user))

    return {
        "memories": rows(
            "MATCH (m:Memory {user_id: $u})-[:DERIVED_FROM]->(r:Record) "
            "RETURN r.source_ref, m.kind, m.text, m.valid_from, m.valid_to, m.superseded"),
        "records": rows("MATCH (r:Record {user_id: $u}) RETURN r.seq, r.source_ref"),
        "edges": rows(
            "MATCH (a:Memory {user_id: $u})-[e:NEXT|FOLLOWS|SUPERSEDED_BY]->(b:Memory) "
            "MATCH (a)-[:DERIVED_FROM]->(ra:Record), (b)-[:DERIVED_FROM]->(rb:Record) "
            "RETURN ra.source_ref, type(e), rb.source_ref"),
        "mentions": rows(
            "MATCH (m:Memory {user_id: $u})-[:MENTIONS]->(e:Entity)"
            "MATCH (m)-[:DERIVED_FROM]->(r:Record) RETURN r.source_ref, e.key, e.type"),
        "related": rows(
            "MATCH (a:Entity {user_id: $u})-[x:RELATED]->(b:Entity) "
            "RETURN a.key, b.key, x.type, x.weight"),
    }


def _import(services, records: list[dict]) -> tuple[str, dict]:
    user = f"test-{uuid.uuid4().hex[:12]}"
    with TestClient(keyed_app(services, {f"key-{user}": [user]})) as c:
        c.headers["Authorization"] = f"Bearer key-{user}"
        body = c.post("/records/import", json={"records": records}).json()
        assert c.get("/verify").json()["ok"]
    return user, body


@pytest.fixture
def sliced(services, monkeypatch):
    monkeypatch.setattr(services.writer, "slice_records", SLICE)
    return services


def test_a_sliced_import_derives_what_one_transaction_derives(services, cypher, monkeypatch):
    records = _records()
    monkeypatch.setattr(services.writer, "slice_records", 0)
    whole_user, whole = _import(services, records)
    monkeypatch.setattr(services.writer, "slice_records", SLICE)
    sliced_user, sliced = _import(services, records)
    assert sliced["created"] == whole["created"] == len(records) and not sliced["failed"]
    expected, got = _graph(cypher, whole_user), _graph(cypher, sliced_user)
    assert got == expected
    # The cases the records were chosen for did happen (the comparison is not of two empties).
    edges = set(expected["edges"])
    assert {("c1", "NEXT", "c2"), ("c4", "NEXT", "c5"), ("reply", "FOLLOWS", "ask"),
            ("m1", "SUPERSEDED_BY", "m2"), ("s1", "SUPERSEDED_BY", "s2"),
            ("s2", "SUPERSEDED_BY", "s3")} <= edges
    assert any(key == "redis" for _, key, _ in expected["mentions"])


def test_a_later_record_superseding_an_earlier_one_keeps_one_transaction(sliced, cypher):
    # `supersedes` names a record further on in the same import: it is found only if both are
    # written together, so this import is not sliced whatever its size.
    records = [{"type": "conversation", "content": "Deploys happen on Fridays",
                "source_ref": "new", "supersedes": "old", "occurred_at": "2024-02-01T00:00:00Z"}]
    records += [{"type": "conversation", "content": f"filler note {i}", "source_ref": f"f{i}"}
                for i in range(2 * SLICE)]
    records.append({"type": "conversation", "content": "Deploys happen on Thursdays",
                    "source_ref": "old", "occurred_at": "2024-01-01T00:00:00Z"})
    user, body = _import(sliced, records)
    assert body["created"] == len(records)
    edges = cypher("MATCH (a:Memory {user_id: $u})-[:SUPERSEDED_BY]->(b:Memory) "
                   "RETURN a.text AS old, b.text AS new", u=user)
    assert edges == [{"old": "Deploys happen on Thursdays", "new": "Deploys happen on Fridays"}]


def test_only_an_import_a_retry_can_repeat_is_sliced():
    # A failed slice leaves the ones before it written; the client's retry then skips them by
    # source_ref. A record without one would be written twice, so such an import is not sliced.
    from graphmem.api.validation import parse_record
    from graphmem.ingest import derive
    from graphmem.ingest.writer import _slices

    def prepared(refs):
        return [derive.prepare(i, parse_record(
            {"type": "conversation", "content": f"note {i}", "source_ref": ref}, 10_000))
            for i, ref in enumerate(refs)]

    keyed = prepared([f"r{i}" for i in range(10)])
    assert [len(s) for s in _slices("u", keyed, SLICE)] == [4, 3, 3]
    assert [len(s) for s in _slices("u", keyed, 0)] == [10]
    unkeyed = prepared([f"r{i}" for i in range(9)] + [None])
    assert [len(s) for s in _slices("u", unkeyed, SLICE)] == [10]
