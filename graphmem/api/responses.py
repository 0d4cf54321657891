"""A response body written straight from the model the service returned.

A sync endpoint that returns a pydantic model with a `response_model` has FastAPI validate it
again, on a second trip to the thread pool, before serialising it: for a search, a model the
searcher has just built and validated. The hot read endpoints return this instead (their
`response_model` still documents the body in OpenAPI).
"""

from __future__ import annotations

from fastapi import Response
from pydantic import BaseModel


def model_response(model: BaseModel) -> Response:
    """`model` as its JSON body, as FastAPI writes a response model (by alias)."""
    return Response(model.model_dump_json(by_alias=True), media_type="application/json")
