// Hits update access statistics (batched, off the hot path). An access resets the decay clock.
UNWIND $ids AS mid
MATCH (m:Memory {id: mid, user_id: $user_id})
SET m.access_count = coalesce(m.access_count, 0) + 1, m.last_accessed_at = $now
RETURN count(m) AS touched
