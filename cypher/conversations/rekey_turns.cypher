// New sort keys after a gap between two turns ran out (later turns shift to restore spacing).
UNWIND $rows AS row
MATCH (t:Turn {user_id: $user_id, conversation_id: $id, record_id: row.record_id})
SET t.sort_key = row.sort_key
RETURN count(t) AS turns
