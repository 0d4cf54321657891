// The memories of the active turns a host payload already carries (by content hash), so the
// assembled context does not repeat them.
MATCH (t:Turn {user_id: $user_id, conversation_id: $id})
WHERE t.active AND t.hash IN $hashes
MATCH (m:Memory {user_id: $user_id, record_id: t.record_id})
RETURN collect(DISTINCT m.id) AS memory_ids
