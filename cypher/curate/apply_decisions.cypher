// Apply the user's decisions to the memories they name ($memory_ids null: all of them).
// pin: core memory, never decays, never archived. task confirm: tracked, no expiry; dismiss:
// soft-deleted. procedure confirm: explicit knowledge (no longer "discovered"); dismiss: archived.
MATCH (d:Decision {user_id: $user_id})
WHERE $memory_ids IS NULL OR d.memory_id IN $memory_ids
MATCH (m:Memory {id: d.memory_id, user_id: $user_id})
CALL (m, d) {
  WITH m, d WHERE d.subject = 'pin'
  SET m.pinned = (d.action = 'pin'),
      m.pinned_at = CASE WHEN d.action = 'pin' THEN d.at END,
      m.archived = CASE WHEN d.action = 'pin' THEN false ELSE m.archived END
  SET m.decay_class = CASE WHEN m.pinned THEN 'none'
                           WHEN m.kind = 'task' AND coalesce(m.confirmed, false) THEN 'slow'
                           ELSE coalesce($kind_decay[m.kind], 'medium') END
  // the label core memory is found by (curate/core_memory, index pinned_user)
  FOREACH (_ IN CASE WHEN m.pinned THEN [1] ELSE [] END | SET m:Pinned)
  FOREACH (_ IN CASE WHEN m.pinned THEN [] ELSE [1] END | REMOVE m:Pinned)
}
CALL (m, d) {
  WITH m, d WHERE d.subject IN ['task', 'procedure'] AND d.action = 'confirm'
  SET m.confirmed = true, m.confirmed_at = d.at, m.archived = false
  SET m.task_status = CASE WHEN m.kind = 'task' THEN 'open' ELSE m.task_status END,
      m.expires_at = CASE WHEN m.kind = 'task' THEN null ELSE m.expires_at END,
      m.discovered = CASE WHEN m.kind = 'procedure' THEN false ELSE m.discovered END,
      m.decay_class = CASE WHEN coalesce(m.pinned, false) THEN 'none' ELSE 'slow' END
}
CALL (m, d) {
  WITH m, d WHERE d.subject IN ['task', 'procedure'] AND d.action = 'dismiss'
  // the person's archive, not decay's: a search that reads it must not bring it back
  SET m.archived = true, m.dismissed_at = d.at, m.archive_reason = 'dismissed',
      m.task_status = CASE WHEN m.kind = 'task' THEN 'dismissed' ELSE m.task_status END
}
RETURN count(m) AS applied
