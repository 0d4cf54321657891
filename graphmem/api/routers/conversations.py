"""Conversation ingest for hosts: prepare (persist the user half, return the context to inject),
ingest (the assistant's reply), aliases, and a read of the stored order."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query

from graphmem.api.deps import ConversationId, PrincipalDep, ServicesDep, UserDep
from graphmem.api.errors import ApiError
from graphmem.ingest.conversations import (
    AliasIn,
    IngestIn,
    IngestOut,
    PrepareIn,
    PrepareOut,
    ingest_reply,
    prepare,
)

router = APIRouter(tags=["conversations"])


@router.post("/conversations/prepare", response_model=PrepareOut)
def prepare_by_label(req: PrepareIn, svc: ServicesDep, who: PrincipalDep) -> PrepareOut:
    """The conversation is named by `label`, else by a hash of the system prompt."""
    return prepare(svc.conversations, svc.context, who.user(req.user_id), None, req,
                   svc.settings.max_content_bytes)


@router.post("/conversations/{conversation_id}/prepare", response_model=PrepareOut)
def prepare_conversation(conversation_id: ConversationId, req: PrepareIn, svc: ServicesDep,
                         who: PrincipalDep) -> PrepareOut:
    return prepare(svc.conversations, svc.context, who.user(req.user_id), conversation_id, req,
                   svc.settings.max_content_bytes)


@router.post("/conversations/{conversation_id}/ingest", response_model=IngestOut)
def ingest_conversation(conversation_id: ConversationId, req: IngestIn, svc: ServicesDep,
                        who: PrincipalDep) -> IngestOut:
    return ingest_reply(svc.conversations, who.user(req.user_id), conversation_id, req,
                        svc.settings.max_content_bytes)


@router.post("/conversations/{conversation_id}/alias")
def alias_conversation(conversation_id: ConversationId, req: AliasIn, svc: ServicesDep,
                       who: PrincipalDep) -> dict[str, Any]:
    """From now on `conversation_id` stands for `target` (read through by prepare and ingest)."""
    return svc.conversations.alias(who.user(req.user_id), conversation_id, req.target)


@router.get("/conversations/{conversation_id}")
def get_conversation(conversation_id: ConversationId, svc: ServicesDep, user: UserDep,
                     limit: Annotated[int, Query(ge=1, le=1000)] = 100) -> dict[str, Any]:
    """The conversation an id leads to, and its newest active turns in the host's order."""
    reconciler = svc.conversations
    resolved = reconciler.resolve(user, conversation_id)
    state = reconciler.state(user, resolved)
    if state is None:
        raise ApiError(404, "not_found", f"no conversation {conversation_id!r}", "conversation_id")
    turns = reconciler.turns(user, resolved, limit=limit)
    return {"id": conversation_id, "resolved_id": resolved, "epoch": state.epoch,
            "turn_count": state.turn_count,
            "turns": [{"hash": t.hash, "role": t.role, "sort_key": t.sort_key,
                       "position": t.position, "record_id": t.record_id,
                       "source_ref": t.source_ref} for t in turns]}
