// Bookkeeping for turns whose records were just written (or already were): idempotent per record.
UNWIND $rows AS row
MERGE (t:Turn {user_id: $user_id, conversation_id: $id, record_id: row.record_id})
  ON CREATE SET t.hash = row.hash, t.role = row.role, t.sort_key = row.sort_key,
                t.position = row.position, t.source_ref = row.source_ref, t.created_at = $now
SET t.active = true
RETURN count(t) AS turns
