"""Conversation lifecycle: POST /conversations/{id}/reset. A reset (like an alias, which merges
one conversation into another) moves the conversation's epoch on: a write that began under the
older epoch is refused with 409 and writes nothing."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter

from graphmem.api.deps import ConversationId, ServicesDep, UserDep
from graphmem.api.errors import ApiError

router = APIRouter(tags=["conversations"])


@router.post("/conversations/{conversation_id}/reset")
def reset_conversation(conversation_id: ConversationId, svc: ServicesDep,
                       user: UserDep) -> dict[str, Any]:
    """Start over: the stored turns leave the conversation's active sequence (their records and
    memories stay: memory belongs to the user) and the epoch moves on."""
    resolved = svc.conversations.resolve(user, conversation_id)
    row = svc.conversations.reset(user, resolved)
    if row is None:
        raise ApiError(404, "not_found", f"no conversation {conversation_id!r}",
                       "conversation_id")
    return {"id": conversation_id, "resolved_id": row["id"], "epoch": row["epoch"],
            "deactivated": row["deactivated"]}
