// Start a conversation over: every active turn leaves the sequence (records stay, evidence is
// never removed), the digest and tail are emptied and the epoch moves on, so a write that began
// under the old epoch is refused. No row: no such conversation.
MATCH (c:Conversation {user_id: $user_id, id: $id})
SET c.epoch = coalesce(c.epoch, 0) + 1, c.digest = '', c.turn_count = 0, c.tail_key = null,
    c.tail_position = null, c.tail_source_ref = null, c.tail_hashes = [], c.tail_roles = [],
    c.updated_at = $now, c.reset_at = $now
WITH c
OPTIONAL MATCH (t:Turn {user_id: $user_id, conversation_id: $id})
WHERE t.active
SET t.active = false, t.deactivated_at = $now
RETURN c.id AS id, c.epoch AS epoch, count(t) AS deactivated
