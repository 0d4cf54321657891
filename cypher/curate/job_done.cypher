// When each job last finished for a user (the scheduler's cadence clock).
MERGE (r:JobRun {key: $key})
  ON CREATE SET r.job = $job, r.user_id = $user_id
SET r.last_done_at = $now, r.counts = $counts
RETURN r.last_done_at AS last_done_at
