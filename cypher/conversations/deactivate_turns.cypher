// Turns the host no longer carries (an abandoned branch, a regenerated reply) leave the active
// sequence. Their records stay: evidence is never removed.
UNWIND $record_ids AS rid
MATCH (t:Turn {user_id: $user_id, conversation_id: $id, record_id: rid})
SET t.active = false, t.deactivated_at = $now
RETURN count(t) AS turns
