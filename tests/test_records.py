"""The raw record store through the HTTP API: append-only, idempotent, tamper-evident."""

import threading
import time

from graphmem.models import RecordIn


def turn(content, ref=None, **extra):
    return {"type": "conversation", "content": content, "source_ref": ref, **extra}


def test_write_returns_201_and_is_readable(client):
    r = client.post("/records", json=turn("We picked Redis for the session cache", "c1",
                                          thread_id="t1", sender="Alice", role="user"))
    assert r.status_code == 201, r.text
    out = r.json()
    assert out["created"] is True and out["seq"] == 1 and len(out["record_hash"]) == 64
    assert len(out["memory_ids"]) == 1
    got = client.get(f"/records/{out['id']}").json()
    assert got["content"] == "We picked Redis for the session cache"
    assert got["sender"] == "Alice" and got["thread_id"] == "t1" and got["seq"] == 1
    assert got["memory_ids"] == out["memory_ids"]
    assert got["recorded_at"].endswith("Z") and got["occurred_at"].endswith("Z")


def test_same_source_ref_same_content_is_200_not_created(client):
    first = client.post("/records", json=turn("hello", "dup")).json()
    again = client.post("/records", json=turn("hello", "dup"))
    assert again.status_code == 200
    assert again.json()["created"] is False and again.json()["id"] == first["id"]
    assert client.get("/verify").json()["records_checked"] == 1


def test_same_source_ref_other_content_is_409_and_writes_nothing(client):
    client.post("/records", json=turn("hello", "x"))
    r = client.post("/records", json=turn("goodbye", "x"))
    assert r.status_code == 409
    assert r.json()["error"] == "conflict" and r.json()["field"] == "source_ref"
    assert client.get("/verify").json()["records_checked"] == 1


def test_writer_may_not_set_derived_fields(client):
    for name, value in [("importance", 0.9), ("decay_class", "none"), ("pinned", True),
                        ("embedding", [0.1]), ("memory_kind", "fact")]:
        r = client.post("/records", json={**turn("text"), name: value})
        assert r.status_code == 422, name
        assert r.json()["field"] == name
    assert client.get("/verify").json()["records_checked"] == 0


def test_bad_input_is_422_with_error_body(client):
    cases = [
        {"type": "conversation", "content": ""},
        {"type": "conversation", "content": "   \n"},
        {"type": "diary", "content": "x"},
        {"content": "no type"},
        {"type": "state_object", "content": "x", "kind": "service"},
        {"type": "conversation", "content": "x", "occurred_at": "yesterday-ish"},
        {"type": "conversation", "content": 42},
        {"type": "conversation", "content": "x", "metadata": "not an object"},
        {"type": "conversation", "content": "x", "unknown_field": 1},
    ]
    for payload in cases:
        r = client.post("/records", json=payload)
        assert r.status_code == 422, (payload, r.text)
        body = r.json()
        assert set(body) == {"error", "message", "field"} and body["message"]
    # a check across fields still names the one to fix
    for payload, field in (({"type": "state_object", "content": "x", "kind": "service"}, "key"),
                           ({"type": "state_object", "content": "x"}, "kind")):
        assert client.post("/records", json=payload).json()["field"] == field
    assert client.post("/records", content=b"{not json").status_code == 422
    assert client.post("/records", json=[1, 2]).status_code == 422
    assert client.get("/verify").json()["records_checked"] == 0


def test_bad_text_is_422_naming_the_field_and_writes_nothing(client):
    """JSON lets a lone surrogate through ("\\ud800", half a UTF-16 pair); no store can keep
    it. Nor is content of invisible characters only a note."""
    bodies = {
        b'{"type": "conversation", "content": "a \\ud800 b"}': "content",
        b'{"type": "conversation", "content": "x", "metadata": {"k": "\\udfff"}}': "metadata.k",
        b'{"type": "conversation", "content": "x", "sender": "\\ud83d"}': "sender",
    }
    for raw, field in bodies.items():
        r = client.post("/records", content=raw, headers={"content-type": "application/json"})
        assert r.status_code == 422 and r.json()["field"] == field, (raw, r.text)
    prepared = client.post("/conversations/c-bad/prepare", content=(
        b'{"messages": [{"role": "user", "content": "hi \\ud800"}]}'),
        headers={"content-type": "application/json"})
    assert prepared.status_code == 422, prepared.text
    assert client.get("/conversations/c-bad").status_code == 404
    paired = client.post("/records", content=b'{"type": "conversation", "content": '
                         b'"a pair is one character: \\ud83d\\ude00"}',
                         headers={"content-type": "application/json"})
    assert paired.status_code == 201, paired.text
    for content in ["\u200b", "\ufeff\u200b \n", "\x00", "\u00ad"]:
        r = client.post("/records", json=turn(content))
        assert r.status_code == 422 and r.json()["field"] == "content", (content, r.text)
    assert client.get("/verify").json()["records_checked"] == 1


def test_an_import_reports_a_lone_surrogate_by_index(client):
    raw = (b'{"records": [{"type": "conversation", "content": "fine", "source_ref": "s1"},'
           b' {"type": "conversation", "content": "bad \\ud800", "source_ref": "s2"}]}')
    out = client.post("/records/import", content=raw,
                      headers={"content-type": "application/json"}).json()
    assert out["created"] == 1, out
    assert [(f["index"], f["error"]) for f in out["failed"]] == [(1, "invalid_input")], out


def test_a_field_named_like_a_request_part_is_named_in_the_422(client):
    for name in ("query", "path", "header", "body"):
        r = client.post("/records", json={"type": "conversation", "content": "x", name: 1})
        assert r.status_code == 422 and r.json()["field"] == name, r.text
        assert f"unknown field `{name}`" in r.json()["message"]


def test_a_body_nested_too_deep_is_no_500(client):
    deep = "[" * 5000 + "]" * 5000
    for method, path in (("GET", "/verify"), ("GET", "/entities"), ("POST", "/curate/decay")):
        r = client.request(method, path, content=deep,
                           headers={"content-type": "application/json"})
        assert r.status_code < 500, (path, r.text)


def test_a_body_that_does_not_read_as_json_is_422_on_every_route(client, user):
    """Routes without a body model read only a `user_id` from the body: a malformed one had
    been ignored, and a reset or a pin ran as the key's default user instead of the one named.
    Not UTF-8, nested too deep, or sent as text, a body gets a 422 that says what to send."""
    client.post("/records", json={"type": "conversation", "content": "hello", "thread_id": "c"})
    bad = [(b'{"user_id": "bob",}', "application/json", "not valid JSON"),
           (b'{"query": "\xff\xfe"}', "application/json", "not UTF-8"),
           (b'{"x": ' + b"[" * 5000 + b"]" * 5000 + b"}", "application/json", "nested too deep"),
           (b'{"type": "conversation", "content": "x"}', "text/plain", "Content-Type")]
    for raw, kind, said in bad:
        for path in ("/records", "/search", "/conversations/c/reset", "/curate/decay",
                     "/records/import"):
            r = client.post(path, content=raw, headers={"content-type": kind})
            assert r.status_code == 422 and r.json()["field"] == "body", (path, raw[:20], r.text)
            assert said in r.json()["message"], r.text
    assert client.get("/verify").json()["records_checked"] == 1


def test_a_compressed_body_is_415_naming_content_encoding(client):
    """A gzipped body (Content-Encoding: gzip) had been answered "the body is not UTF-8", which
    did not say what to change. graphmem reads bodies as sent: 415, send it uncompressed."""
    import gzip
    import json

    packed = gzip.compress(json.dumps(turn("zipped")).encode())
    for path in ("/records", "/search", "/conversations/c/reset", "/records/import"):
        r = client.post(path, content=packed, headers={"content-type": "application/json",
                                                       "content-encoding": "gzip"})
        assert r.status_code == 415 and r.json()["error"] == "unsupported_media_type", r.text
        assert "Content-Encoding" in r.json()["message"] and r.json()["field"] == "body"
    assert client.get("/verify").json()["records_checked"] == 0


def test_a_post_with_no_body_says_it_needs_json_and_which_fields(client):
    """No body at all had been "body: Field required": not that a JSON body was wanted, nor
    what goes in it."""
    for path, named in (("/search", "query"), ("/records", "type, content"),
                        ("/connect", "from, to")):
        r = client.post(path)
        message = r.json()["message"]
        assert r.status_code == 422 and r.json()["field"] == "body", r.text
        assert f"POST {path} needs a JSON body" in message and f"with {named}" in message, r.text
    assert "optional: mode, top_k" in client.post("/search").json()["message"]
    r = client.post("/records/import")  # it had said "`records` must be a list of records"
    assert r.status_code == 422 and r.json()["field"] == "body", r.text
    assert r.json()["message"].startswith("POST /records/import needs a JSON body"), r.text
    for raw, kind in (("null", "null"), ("[]", "a list"), ('"x"', "a string")):
        for path in ("/search", "/records"):
            r = client.post(path, content=raw, headers={"content-type": "application/json"})
            assert r.status_code == 422 and r.json()["field"] == "body", r.text
            assert r.json()["message"].startswith(f"the body must be a JSON object, not {kind}: "
                                                  f"POST {path} needs a JSON body"), r.text


def test_ids_and_times_a_writer_sends_are_checked(client):
    """A NUL in a sender became a person of that name; a number as a time was read as seconds
    since 1970 (API.md: times are RFC 3339 text)."""
    base = {"type": "conversation", "content": "x"}
    for field, value in (("sender", "a\u0000b"), ("source_ref", "r\u0000"), ("thread_id", " "),
                         ("kind", "\t"), ("occurred_at", 1700000000),
                         ("occurred_at", "1700000000"), ("occurred_at", -10**12)):
        r = client.post("/records", json={**base, field: value})
        assert r.status_code == 422 and r.json()["field"] == field, (field, value, r.text)
    r = client.post("/search", json={"query": "x", "as_of": 1.5e9})
    assert r.status_code == 422 and r.json()["field"] == "as_of", r.text
    for field, value in (("thread_id", "t" * 600), ("speakers", ["Ann"] * 5001)):
        r = client.post("/search", json={"query": "x", field: value})  # bounded as writes are
        assert r.status_code == 422 and r.json()["field"] == field, r.text
    r = client.get("/records/state/deploy/api", params={"as_of": "1700000000"})
    assert r.status_code == 422, r.text
    assert client.get("/verify").json()["records_checked"] == 0


def test_malformed_json_and_unknown_import_fields_are_422(client):
    r = client.post("/records", content=b'{"type": "conversation" "content": "x"}',
                    headers={"content-type": "application/json"})
    body = r.json()
    assert r.status_code == 422 and body["field"] == "body", body
    assert "not valid JSON" in body["message"] and "delimiter" in body["message"], body
    r = client.post("/records/import", json={"records": [], "recrods": [turn("x")]})
    assert r.status_code == 422 and r.json()["field"] == "recrods", r.text


def test_an_empty_id_field_is_the_field_left_out(client):
    """"" names nothing: two records with `"source_ref": ""` are two records (a second "" once
    failed on the uniqueness of source_refs with a 500), and an empty thread is no thread."""
    outs = [client.post("/records", json=turn(f"note {i}", "", thread_id="", supersedes=""))
            for i in range(2)]
    assert [r.status_code for r in outs] == [201, 201], [r.text for r in outs]
    a, b = (r.json() for r in outs)
    assert a["id"] != b["id"] and a["source_ref"] is None
    got = client.get(f"/records/{b['id']}").json()
    assert got["source_ref"] is None and got["thread_id"] is None
    out = client.post("/records/import", json={"records": [turn("n3", ""), turn("n4", "")]})
    assert out.json()["created"] == 2 and not out.json()["failed"], out.text
    assert client.get("/verify").json()["records_checked"] == 4


def test_content_over_1_mib_is_413(client):
    r = client.post("/records", json=turn("a" * (1024 * 1024 + 1)))
    assert r.status_code == 413 and r.json()["error"] == "too_large"


def test_metadata_over_1_mib_is_413_and_writes_nothing(client):
    """Metadata is kept as one JSON property beside the content, under the content's cap."""
    heavy = turn("fits", "heavy", metadata={"blob": "é" * (512 * 1024)})  # 1 MiB as UTF-8
    r = client.post("/records", json=heavy)
    assert r.status_code == 413 and r.json()["field"] == "metadata", r.text
    out = client.post("/records/import", json={"records": [turn("light", "light"), heavy]}).json()
    assert out["created"] == 1 and [f["index"] for f in out["failed"]] == [1], out
    assert client.get("/verify").json()["records_checked"] == 1


def test_import_writes_valid_and_reports_invalid_by_index(client):
    records = [turn(f"note {i}", f"imp-{i}") for i in range(5)]
    records.insert(2, {"type": "conversation", "content": ""})
    r = client.post("/records/import", json={"records": records})
    assert r.status_code == 200, r.text
    out = r.json()
    assert out["created"] == 5 and out["existing"] == 0
    assert [f["index"] for f in out["failed"]] == [2]
    assert out["ids"][2] is None and all(out["ids"][i] for i in (0, 1, 3, 4, 5))
    again = client.post("/records/import", json={"records": records}).json()
    assert again["created"] == 0 and again["existing"] == 5
    assert client.get("/verify").json() == {**client.get("/verify").json(), "ok": True,
                                            "records_checked": 5}


def test_a_record_is_found_by_the_writer_s_source_ref_too(client):
    """`supersedes` names a record by id or by source_ref; so does a read of one."""
    out = client.post("/records", json={"type": "conversation", "content": "Ship on Friday",
                                        "source_ref": "ship-1"}).json()
    by_ref = client.get("/records/ship-1")
    assert by_ref.status_code == 200 and by_ref.json()["id"] == out["id"]
    assert client.get("/records/ship-2").status_code == 404


def test_foreign_record_is_404_like_a_missing_one(app, client):
    from conftest import keyed_app
    from fastapi.testclient import TestClient

    rid = client.post("/records", json=turn("secret plans", "s1")).json()["id"]
    other = TestClient(keyed_app(app.state.services, {"other-key": ["someone-else"]}))
    other.headers["Authorization"] = "Bearer other-key"
    assert other.get(f"/records/{rid}").status_code == 404
    assert other.get("/records/no-such-id").status_code == 404
    assert other.get(f"/records/{rid}?user_id={client.get('/verify').json()['user_id']}") \
        .status_code == 403
    assert TestClient(keyed_app(app.state.services, {"k": ["u"]})).get("/verify").status_code \
        == 401


def test_verify_names_the_first_tampered_seq(client, cypher, user):
    client.post("/records/import", json={"records": [turn(f"fact {i}", f"v{i}")
                                                     for i in range(6)]})
    assert client.get("/verify").json()["ok"] is True
    cypher("MATCH (r:Record {user_id: $u, seq: 4}) SET r.content = 'rewritten'", u=user)
    out = client.get("/verify").json()
    assert out["ok"] is False and out["first_bad_seq"] == 4


def test_a_failed_verify_reports_the_head_it_walked_to(client, cypher, user):
    """A failed walk said head_seq 0 (and no head_hash): how far the chain should reach, beside
    where it broke, was lost."""
    client.post("/records/import", json={"records": [turn(f"fact {i}", f"h{i}")
                                                     for i in range(5)]})
    head = client.get("/verify").json()
    cypher("MATCH (r:Record {user_id: $u, seq: 3}) SET r.content = 'rewritten'", u=user)
    out = client.get("/verify").json()
    assert out["ok"] is False and out["first_bad_seq"] == 3 and out["records_checked"] == 2
    assert (out["head_seq"], out["head_hash"]) == (5, head["head_hash"]), out


def test_verify_notices_a_field_added_to_a_record(client, cypher, user):
    """A record's reads return every field it holds: one added behind the chain's back (an
    importance, a pin) would be served as the writer's, with no hash vouching for it."""
    client.post("/records/import", json={"records": [turn(f"fact {i}", f"p{i}")
                                                     for i in range(3)]})
    cypher("MATCH (r:Record {user_id: $u, seq: 2}) SET r.pinned = true", u=user)
    out = client.get("/verify").json()
    assert out["ok"] is False and out["first_bad_seq"] == 2 and "pinned" in out["problem"]


def test_verify_notices_a_deleted_record(client, cypher, user):
    client.post("/records/import", json={"records": [turn(f"fact {i}", f"d{i}")
                                                     for i in range(4)]})
    cypher("MATCH (r:Record {user_id: $u, seq: 2}) DETACH DELETE r", u=user)
    out = client.get("/verify").json()
    assert out["ok"] is False and out["first_bad_seq"] == 2


def test_verify_while_the_user_writes_finds_nothing_wrong(services, user):
    """The chain is checked up to the head as it stood when the walk began: writes landing
    during the walk are neither gaps nor tampering (verify and the rebuild's check said so)."""
    from graphmem.ingest.verify import verify_chain

    stop, outcomes = threading.Event(), []

    def writer(n: int):
        i = 0
        while not stop.is_set():
            services.writer.append(user, RecordIn(type="conversation", content=f"w{n} {i}"))
            i += 1

    threads = [threading.Thread(target=writer, args=(n,)) for n in range(2)]
    for t in threads:
        t.start()
    try:
        deadline = time.monotonic() + 8
        while time.monotonic() < deadline:
            outcomes.append(verify_chain(services.store, user))
    finally:
        stop.set()
        for t in threads:
            t.join()
    assert len(outcomes) > 10 and outcomes[-1].records_checked > 0
    assert [o.problem for o in outcomes if not o.ok] == []


def test_verify_notices_a_record_past_the_head(client, cypher, user):
    """A record slipped in after the last one, its head left alone, is not part of the chain."""
    client.post("/records/import", json={"records": [turn(f"fact {i}", f"h{i}")
                                                     for i in range(3)]})
    cypher("MATCH (r:Record {user_id: $u, seq: 3}) "
           "CREATE (:Record {id: 'forged-' + $u, user_id: $u, seq: 4, content: 'forged', "
           "type: 'conversation', record_hash: 'x'})", u=user)
    out = client.get("/verify").json()
    assert out["ok"] is False and out["first_bad_seq"] == 4


def test_concurrent_writers_keep_a_gapless_intact_chain(services, user):
    errors = []

    def writer(n: int):
        try:
            for i in range(200):
                services.writer.append(user, RecordIn(
                    type="conversation", content=f"writer {n} says {i}", source_ref=f"w{n}-{i}",
                    thread_id=f"thread-{n % 2}"))
        except Exception as exc:  # noqa: BLE001 - surfaced below
            errors.append(exc)

    threads = [threading.Thread(target=writer, args=(n,)) for n in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors, errors[:3]
    from graphmem.ingest.verify import verify_chain

    out = verify_chain(services.store, user)
    assert out.ok and out.records_checked == 1600 and out.head_seq == 1600


def test_the_message_names_what_to_fix(client):
    """A misspelt field is named as unknown (it had been "content: Field required"), and a time
    that is not RFC 3339 says what a time looks like (it had been "input is too short")."""
    r = client.post("/records", json={"type": "conversation", "contnet": "x"})
    assert r.status_code == 422 and r.json()["field"] == "contnet", r.text
    assert r.json()["message"] == "unknown field `contnet`"
    r = client.post("/records", json={"type": "conversation", "content": "x",
                                      "occurred_at": "yesterday"})
    assert r.status_code == 422 and "RFC 3339" in r.json()["message"], r.text
    r = client.post("/search", json={"query": "x", "as_of": "last week"})
    assert r.status_code == 422 and "RFC 3339" in r.json()["message"], r.text


def test_a_route_without_a_body_takes_only_a_user_id(client):
    """`{"userid": "bob"}` (misspelt) had reset the key's first user's conversation."""
    for body in ({"userid": "bob"}, [1, 2], "x"):
        r = client.post("/curate/decay", json=body)
        assert r.status_code == 422, (body, r.text)
    assert client.post("/curate/decay", json={}).status_code == 202
    r = client.post("/records", json={"type": "conversation", "content": "x"},
                    headers={"content-type": "Application/JSON; charset=UTF-8"})
    assert r.status_code == 201, r.text  # media types are case-insensitive
    r = client.post("/records", json={"type": "conversation", "content": "x",
                                      "sender": "\u200b"})
    assert r.status_code == 422 and r.json()["field"] == "sender", r.text
    assert client.get("/verify", params={"user_id": "  "}).status_code == 422
    body = '{"type": "conversation", "content": "y", "source_ref": "y1"}\n\n{"type": BAD\n'
    out = client.post("/records/import", content=("\ufeff" + body).encode(),
                      headers={"content-type": "application/x-ndjson"}).json()
    assert out["created"] == 1 and "line 3 " in out["failed"][0]["message"], out


def test_a_wrong_path_or_method_names_the_request_and_what_to_do(client):
    """The router's own answers had been "Not Found" and "Method Not Allowed"."""
    r = client.get("/search")
    assert r.status_code == 405 and r.json()["error"] == "method_not_allowed", r.text
    assert r.json()["message"] == "GET /search is not allowed: this route takes POST", r.text
    r = client.post("/record", json={"type": "conversation", "content": "x"})
    assert r.status_code == 404 and r.json()["error"] == "not_found", r.text
    assert r.json()["message"].startswith("no route POST /record: the routes are listed at /docs")
    assert client.get("/records/no-such-id").json()["message"] != r.json()["message"]


def test_a_write_that_waits_past_its_time_limit_says_nothing_was_written(client, services, user):
    """A write queued behind another transaction holding the user's chain (a long import, a
    rebuild) until its time limit is rolled back: the 503 says so and that a retry is safe, not
    "narrow the query" (a search's advice); an import says which of its records may be in."""
    assert client.post("/records", json={"type": "conversation", "content": "first",
                                         "source_ref": "t-0"}).status_code == 201
    timeout, services.store.timeout = services.store.timeout, 2.0
    try:
        with services.store.driver.session(database=services.store.database) as session, \
                session.begin_transaction() as holder:
            holder.run("MATCH (h:UserHead {user_id: $u}) SET h.touched_at = 'held'",
                       u=user).consume()
            single = client.post("/records", json={"type": "conversation", "content": "second",
                                                   "source_ref": "t-1"})
            batch = client.post("/records/import", json={"records": [
                {"type": "conversation", "content": "third", "source_ref": "t-2"}]})
            holder.rollback()
    finally:
        services.store.timeout = timeout
    for r in (single, batch):
        assert r.status_code == 503, r.text
        assert r.json()["error"] == "timeout" and int(r.headers["Retry-After"]) >= 1
        assert "narrow" not in r.json()["message"]
    assert "nothing was written" in single.json()["message"]
    assert "send the same import again" in batch.json()["message"]
    assert client.get("/verify").json()["records_checked"] == 1
    again = client.post("/records", json={"type": "conversation", "content": "second",
                                           "source_ref": "t-1"})
    assert again.status_code == 201 and again.json()["seq"] == 2
