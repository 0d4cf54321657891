// Conversations an import brings (conversations/export's rows), with their turns' records found
// here by source_ref ($rows[].turns[].record_id, null when not here: that turn is left out).
// Only a conversation this user does not have is written: one the copy has kept its own state
// (the same export imported again, or a conversation the copy went on with) stays as it is.
// One whose active turns' records are not all here waits: written, its state would count turns
// it cannot list (GET /conversations, the recent turns), and a later import would find it
// "existing"; the same lines imported once the records are in write it.
UNWIND $rows AS row
OPTIONAL MATCH (had:Conversation {user_id: $user_id, id: row.conversation})
WITH row, had IS NULL AS absent,
     all(t IN row.turns WHERE NOT t.active OR t.record_id IS NOT NULL) AS complete
WITH row, absent AND complete AS fresh, absent AND NOT complete AS waiting
CALL (row, fresh) {
  WITH row WHERE fresh
  CREATE (c:Conversation {user_id: $user_id, id: row.conversation})
  SET c.epoch = row.epoch, c.digest = row.digest, c.turn_count = row.turn_count,
      c.tail_key = row.tail_key, c.tail_position = row.tail_position,
      c.tail_source_ref = row.tail_source_ref, c.tail_hashes = row.tail_hashes,
      c.tail_roles = row.tail_roles, c.reset_at = row.reset_at, c.created_at = $now,
      c.updated_at = $now
  WITH row
  UNWIND [t IN row.turns WHERE t.record_id IS NOT NULL] AS t
  CREATE (:Turn {user_id: $user_id, conversation_id: row.conversation, record_id: t.record_id,
                 source_ref: t.source_ref, hash: t.hash, role: t.role, sort_key: t.sort_key,
                 position: t.position, active: t.active, created_at: $now})
}
RETURN count(CASE WHEN fresh THEN 1 END) AS imported,
       count(CASE WHEN NOT fresh AND NOT waiting THEN 1 END) AS existing,
       count(CASE WHEN waiting THEN 1 END) AS waiting
