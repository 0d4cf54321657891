"""Write and read the raw record store (API.md "Write" and "Read")."""

from __future__ import annotations

import itertools
import json
import logging
from typing import Annotated, Any

from fastapi import APIRouter, Body, Depends, Request
from fastapi.responses import JSONResponse, StreamingResponse

from graphmem.api.deps import PrincipalDep, ServicesDep, UserDep
from graphmem.api.errors import ApiError
from graphmem.api.validation import is_ndjson, parse_record, read_json
from graphmem.ingest.export import AlteredRecord, export_user, jsonl
from graphmem.ingest.importer import (
    apply_after_records,
    import_conversations,
    numbered_lines,
    parse_lines,
    sort_items,
)
from graphmem.models import ImportFailure, ImportOut, RecordOut
from graphmem.store.driver import QueryTimeout, StoreUnavailable

router = APIRouter(tags=["records"])
log = logging.getLogger(__name__)


@router.post("/records", status_code=201, response_model=RecordOut,
             responses={200: {"model": RecordOut}, 409: {}, 413: {}, 422: {}})
def append_record(svc: ServicesDep, who: PrincipalDep,
                  payload: dict[str, Any] = Body(...)):  # noqa: B008
    user = who.user(payload.pop("user_id", None))
    record = parse_record(payload, svc.settings.max_content_bytes)
    out = svc.writer.append(user, record)
    if out.error == "conflict":
        raise ApiError(409, "conflict", out.message or "source_ref conflict", "source_ref")
    body = RecordOut(id=out.id, seq=out.seq, record_hash=out.record_hash,
                     source_ref=out.source_ref, created=out.created,
                     memory_ids=out.memory_ids, scrubbed=out.scrubbed)
    return JSONResponse(body.model_dump(), status_code=201 if out.created else 200)


async def import_payload(request: Request) -> dict[str, Any]:
    """The import's body: `{"records": [...]}`, or an export's lines as they are
    (`Content-Type: application/x-ndjson`: one record or decision a line, the user from the
    query string). A line that is not JSON is reported by its index, as a bad record is."""
    raw = await request.body()
    if not is_ndjson(request):
        return read_json(raw) if raw.strip() else {}
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ApiError(422, "invalid_input", f"the body is not UTF-8 (byte {exc.start}): send "
                       "JSON lines encoded as UTF-8", "body") from None
    return {"records": [value for _, value in parse_lines(numbered_lines(text))]}


@router.post("/records/import", response_model=ImportOut,
             openapi_extra={"requestBody": {"content": {
                 "application/json": {"schema": {"type": "object", "properties": {
                     "records": {"type": "array", "items": {"type": "object"}}}}},
                 "application/x-ndjson": {"schema": {"type": "string"}}}}})
def import_records(svc: ServicesDep, who: PrincipalDep,
                   payload: Annotated[dict[str, Any], Depends(import_payload)]):
    if not isinstance(payload, dict):
        raise ApiError(422, "invalid_input", "the body must be a JSON object: "
                       '{"records": [...]}', "body")
    user = who.user(payload.get("user_id"))
    unknown = sorted(set(payload) - {"records", "user_id"})
    if unknown:  # as POST /records answers a field it does not know
        raise ApiError(422, "invalid_input", f"unknown field `{unknown[0]}`", unknown[0])
    records = payload.get("records")
    if records is None and not payload:  # no body at all, or {}
        raise ApiError(422, "invalid_input", "POST /records/import needs a JSON body "
                       '{"records": [...]} (Content-Type: application/json), or an export\'s '
                       "lines (Content-Type: application/x-ndjson); see /docs", "body")
    if not isinstance(records, list):
        raise ApiError(422, "invalid_input", "`records` must be a list of records", "records")
    limit = svc.settings.max_import_records
    if len(records) > limit:
        raise ApiError(413, "too_large", f"at most {limit} records per import; send batches",
                       "records")
    items = sort_items(enumerate(records), svc.settings.max_content_bytes)
    failed = [ImportFailure(index=i, error=exc.error, message=exc.message)
              for i, exc in items.failed]
    valid, positions = items.records, items.positions
    try:
        outcomes = svc.writer.append_many(user, valid) if valid else []
    except StoreUnavailable as exc:
        # An import whose records all carry a source_ref commits in slices (README,
        # GRAPHMEM_IMPORT_SLICE_RECORDS): the slices before the fault stay written. A slice
        # that ran past its time limit was rolled back like one cut off.
        log.warning("neo4j unavailable during an import: %s", exc)
        timeout = isinstance(exc, QueryTimeout)
        cause = ("the graph database took too long (busy, or behind another write of this "
                 "user)" if timeout else "the graph database is unreachable")
        raise ApiError(503, "timeout" if timeout else "unavailable", f"{cause}; records "
                       "before the fault may be stored (each whole): send the same import "
                       "again shortly, and they come back as existing",
                       headers={"Retry-After": "1" if timeout else "5"}) from exc
    ids: list[str | None] = [None] * len(records)
    created = existing = 0
    for pos, out in zip(positions, outcomes, strict=True):
        if out.error == "conflict":
            failed.append(ImportFailure(index=pos, error="conflict", message=out.message or ""))
            continue
        ids[pos] = out.id
        created += out.created
        existing += not out.created
    failed.sort(key=lambda f: f.index)
    return ImportOut(created=created, existing=existing, failed=failed, ids=ids,
                     decisions=apply_after_records(svc, user, items.decided),
                     conversations=import_conversations(svc.store, user, items.conversations))


@router.get("/records/export", response_class=StreamingResponse,
            responses={200: {"content": {"application/x-ndjson": {}}}})
def export_records_route(svc: ServicesDep, user: UserDep) -> StreamingResponse:
    """The user's records, oldest first, one JSON object a line, as POST /records/import (in
    batches) and `graphmem import` read them back (graphmem/ingest/export.py says what is kept).
    The first page is read before the answer starts, so a store that is down is a 503, not a
    cut-off body, and an altered first record a 409."""
    records = export_user(svc.store, user)
    try:
        first = next(records, None)
    except AlteredRecord as exc:  # one found later cuts the stream: the body ends unfinished
        raise ApiError(409, "altered_records", str(exc)) from None
    lines = jsonl(itertools.chain([first] if first else [], records))
    return StreamingResponse(lines, media_type="application/x-ndjson")


@router.get("/records/{record_id}")
def get_record(record_id: str, svc: ServicesDep, user: UserDep) -> dict[str, Any]:
    rows = svc.store.read("records/get", id=record_id, user_id=user)
    if not rows:
        raise ApiError(404, "not_found", f"no record {record_id!r}", "id")
    return record_view(rows[0])


def record_view(row: dict[str, Any]) -> dict[str, Any]:
    record = dict(row["record"])
    record["metadata"] = json.loads(record.get("metadata") or "{}")
    record.setdefault("flags", [])
    for name in ("source_ref", "prev_source_ref", "supersedes", "thread_id", "topic_id",
                 "sender", "role", "kind", "key", "source_path"):
        record.setdefault(name, None)
    record["memory_ids"] = sorted(row.get("memory_ids") or [])
    record["superseded_by"] = sorted(row.get("superseded_by") or [])
    return record
