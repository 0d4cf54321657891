// A user's host conversations as an export carries them (ingest/export.py): each one's alias,
// its bookkeeping (epoch, digest and tail of its active turns, when it was last reset) and its
// turns by their records' source_refs, active or not (a reset or an abandoned branch leaves
// them inactive), so a copy continues the conversation where the original stands.
MATCH (c:Conversation {user_id: $user_id})
WITH c ORDER BY c.created_at, c.id
RETURN c.id AS conversation, [(c)-[:ALIAS_OF]->(t:Conversation) | t.id][0] AS alias_of,
       coalesce(c.epoch, 0) AS epoch, coalesce(c.digest, '') AS digest,
       coalesce(c.turn_count, 0) AS turn_count, c.tail_key AS tail_key,
       c.tail_position AS tail_position, c.tail_source_ref AS tail_source_ref,
       coalesce(c.tail_hashes, []) AS tail_hashes, coalesce(c.tail_roles, []) AS tail_roles,
       c.reset_at AS reset_at,
       COLLECT { MATCH (u:Turn {user_id: $user_id, conversation_id: c.id})
                 RETURN u {.source_ref, .hash, .role, .sort_key, .position, .active}
                 ORDER BY u.sort_key } AS turns
