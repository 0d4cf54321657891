"""Property tests of the write path's validation (RecordIn through parse_record, as the API
calls it): any JSON either becomes a record or is refused with a 413 or a 422 that names a
field; a valid record keeps what the writer sent; what only curation may set is always refused.
Pure Python: no Neo4j."""

from __future__ import annotations

from datetime import UTC, datetime

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from graphmem.api.errors import ApiError
from graphmem.api.validation import parse_record
from graphmem.models import DERIVED_FIELDS, ID_MAX, RecordIn, RecordType, Role, plain_id
from graphmem.models import visible as shows_something

LIMIT = 1024
FIELDS = ["type", "content", "source_ref", "prev_source_ref", "supersedes", "thread_id",
          "topic_id", "sender", "role", "occurred_at", "kind", "key", "source_path", "metadata"]

def json_of(floats):
    scalars = st.none() | st.booleans() | st.integers() | floats | st.text()
    return st.recursive(scalars, lambda inner: st.lists(inner, max_size=4)
                        | st.dictionaries(st.text(max_size=8), inner, max_size=4), max_leaves=12)


json_values = json_of(st.floats(allow_nan=False, allow_infinity=False))
any_json = json_of(st.floats())  # what Python's parser accepts: NaN and Infinity too
visible = st.text(min_size=1, max_size=200).filter(shows_something)
def _plain(value: str) -> bool:
    try:
        return plain_id(value) == value
    except ValueError:
        return False


ids = st.text(min_size=1, max_size=40).filter(_plain)  # never blank, no control characters
kinds = ids.filter(lambda s: "/" not in s)  # a state's kind is read from the route's path
times = st.datetimes(min_value=datetime(1970, 1, 2), max_value=datetime(2200, 1, 1),
                     timezones=st.none() | st.just(UTC))


@st.composite
def valid_records(draw) -> dict:
    kind = draw(st.sampled_from(list(RecordType)))
    record = {"type": kind.value, "content": draw(visible)}
    for name in ("source_ref", "prev_source_ref", "supersedes", "thread_id", "topic_id",
                 "sender", "source_path"):
        if draw(st.booleans()):
            record[name] = draw(ids)
    if draw(st.booleans()):
        record["role"] = draw(st.sampled_from(list(Role))).value
    if draw(st.booleans()):
        record["occurred_at"] = draw(times).isoformat()
    if kind == RecordType.state_object or draw(st.booleans()):
        record["kind"], record["key"] = draw(kinds), draw(ids)
    if draw(st.booleans()):
        record["metadata"] = draw(st.dictionaries(st.text(max_size=8), json_values, max_size=4))
    return record


def _refused_properly(exc: ApiError, data) -> None:
    assert exc.status in (413, 422)
    assert exc.error in ("too_large", "invalid_input") and exc.message
    if exc.field is not None:
        top = exc.field.split(".")[0]  # a field of the record, or a key it sent ("a.b")
        assert isinstance(data, dict) and (exc.field in data or top in data or top in FIELDS), \
            exc.field


def _assert_refused(record, limit: int, status: int, field: str, what: str) -> None:
    try:
        parse_record(record, limit)
    except ApiError as exc:
        assert exc.status == status and exc.field == field, (exc.status, exc.field)
    else:
        raise AssertionError(f"{what} was accepted")


@settings(max_examples=400, suppress_health_check=[HealthCheck.too_slow])
@given(data=any_json | st.dictionaries(st.sampled_from(FIELDS + ["extra", "importance"]),
                                        any_json, max_size=8))
def test_any_json_is_a_record_or_a_clean_refusal(data):
    try:
        record = parse_record(data, LIMIT)
    except ApiError as exc:
        _refused_properly(exc, data)
        return
    assert isinstance(data, dict) and isinstance(record, RecordIn)
    assert record.content.strip() and len(record.content.encode()) <= LIMIT


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
@given(record=valid_records())
def test_a_valid_record_keeps_what_the_writer_sent(record):
    parsed = parse_record(record, 10 * LIMIT)
    assert parsed.type.value == record["type"] and parsed.content == record["content"]
    for name in ("source_ref", "thread_id", "topic_id", "sender", "kind", "key", "source_path"):
        assert getattr(parsed, name) == record.get(name)
    assert parsed.metadata == record.get("metadata", {})
    if parsed.occurred_at is not None:
        assert parsed.occurred_at.tzinfo is not None  # stored in UTC, never naive
    assert parse_record(parsed.model_dump(mode="json"), 10 * LIMIT) == parsed


@given(record=valid_records(), name=st.sampled_from(DERIVED_FIELDS), value=json_values)
def test_what_only_curation_decides_is_always_refused(record, name, value):
    _assert_refused({**record, name: value}, 10 * LIMIT, 422, name, f"{name} from a writer")


@given(record=valid_records(), bad=st.sampled_from([float("nan"), float("inf"), -float("inf")]),
       path=st.lists(st.sampled_from(["a", "b"]), min_size=1, max_size=3))
def test_non_finite_numbers_in_metadata_are_422(record, bad, path):
    nested: object = bad
    for name in reversed(path):
        nested = {name: [nested]} if name == "b" else {name: nested}
    record["metadata"] = nested
    _assert_refused(record, 10 * LIMIT, 422, "metadata", "a non-finite number")


@given(record=valid_records(), extra=st.integers(min_value=1, max_value=64))
def test_content_over_the_limit_is_413(record, extra):
    record["content"] = "é" * ((LIMIT + extra) // 2 + 1)  # two bytes each: bytes, not chars
    _assert_refused(record, LIMIT, 413, "content", "oversized content")


@given(record=valid_records(), name=st.sampled_from(["source_ref", "thread_id", "kind"]))
def test_ids_longer_than_the_bound_are_422(record, name):
    record[name] = "x" * (ID_MAX + 1)
    _assert_refused(record, 10 * LIMIT, 422, name, f"a {name} over {ID_MAX} characters")


@given(record=valid_records(), kind=st.text(max_size=10), rest=st.text(max_size=10))
def test_a_state_kind_with_a_slash_is_422(record, kind, rest):
    record.update(type="state_object", kind=f"{kind}/{rest}", key=record.get("key") or "k")
    _assert_refused(record, 10 * LIMIT, 422, "kind", "a kind holding '/'")


@given(record=valid_records(),
       blank=st.text(alphabet=" \t\n\r\u00a0\u2003\u200b\ufeff\x00\u00ad", max_size=20))
def test_blank_content_is_422(record, blank):
    record["content"] = blank
    _assert_refused(record, LIMIT, 422, "content", "blank content")
