MATCH (h:UserHead {user_id: $user_id})
REMOVE h.rebuild_started_at, h.rebuild_job_id, h.rebuild_carried
RETURN count(h) AS done
