// Hits update access statistics (batched, off the hot path). An access resets the decay clock,
// and a memory archived because nobody read it is read now: back in every view (a dismissed or
// retracted task stays archived).
UNWIND $ids AS mid
MATCH (m:Memory {id: mid, user_id: $user_id})
SET m.access_count = coalesce(m.access_count, 0) + 1, m.last_accessed_at = $now
FOREACH (_ IN CASE WHEN m.archive_reason = 'decay' THEN [1] ELSE [] END |
  SET m.archived = false, m.unarchived_at = $now
  REMOVE m.archive_reason, m.archived_at)
RETURN count(m) AS touched
