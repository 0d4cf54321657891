UNWIND $rows AS row
MATCH (m:Memory {id: row.id, user_id: $user_id})
SET m.access_count = row.access_count, m.last_accessed_at = row.last_accessed_at
RETURN count(m) AS restored
