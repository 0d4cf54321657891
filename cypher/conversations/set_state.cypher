// The conversation's summary after a change: digest of its active turns and its tail.
MATCH (c:Conversation {user_id: $user_id, id: $id})
SET c.digest = $digest, c.turn_count = $turn_count, c.tail_key = $tail_key,
    c.tail_position = $tail_position, c.tail_source_ref = $tail_source_ref,
    c.tail_hashes = $tail_hashes, c.tail_roles = $tail_roles, c.updated_at = $now
RETURN c.id AS id
