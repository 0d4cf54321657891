// Access statistics are bookkeeping, not evidence: a rebuild carries them over by memory id.
MATCH (m:Memory {user_id: $user_id})
WHERE m.kind IS NOT NULL AND (coalesce(m.access_count, 0) > 0 OR m.last_accessed_at IS NOT NULL)
RETURN m.id AS id, m.access_count AS access_count, m.last_accessed_at AS last_accessed_at
