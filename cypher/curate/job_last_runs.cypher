MATCH (r:JobRun {user_id: $user_id})
RETURN r.job AS job, r.last_done_at AS last_done_at
