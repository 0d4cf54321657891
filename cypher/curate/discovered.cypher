// The user's discovered (or once-discovered, now confirmed) procedures.
MATCH (m:Memory {user_id: $user_id, kind: 'procedure'})
WHERE m.pattern_key IS NOT NULL
RETURN m.id AS id, m.pattern_key AS pattern_key, m.embedding AS embedding
