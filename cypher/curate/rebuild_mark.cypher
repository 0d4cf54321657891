// A rebuild is under way for this user (set before the derived layer is dropped, removed when
// it is whole again): one a stop or a crash interrupted is found here and run again
// (curate/rebuild.py resume_interrupted). $job_id: the job that reports it, or null; $carried:
// what the rebuild carries over (JSON: access statistics, which sessions had working memory),
// which the drop would otherwise lose.
MATCH (h:UserHead {user_id: $user_id})
SET h.rebuild_started_at = $now, h.rebuild_job_id = $job_id, h.rebuild_carried = $carried
RETURN count(h) AS marked
