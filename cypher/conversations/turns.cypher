// The active turns of a conversation in the host's order; $limit > 0 takes only the newest.
MATCH (t:Turn {user_id: $user_id, conversation_id: $id})
WHERE t.active
WITH t ORDER BY t.sort_key DESC
LIMIT CASE WHEN $limit > 0 THEN $limit ELSE 1000000000 END
WITH t ORDER BY t.sort_key
RETURN t.hash AS hash, t.role AS role, t.sort_key AS sort_key, t.position AS position,
       t.record_id AS record_id, t.source_ref AS source_ref
