// Whether the user has any memory of this kind (skips a search that could find nothing).
MATCH (m:Memory {user_id: $user_id, kind: $kind})
RETURN m.id AS id LIMIT 1
