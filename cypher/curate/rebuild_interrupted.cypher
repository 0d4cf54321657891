// admin
// Users whose rebuild started and never finished, all of them: the scheduler resumes them
// (see curate/rebuild_mark).
MATCH (h:UserHead)
WHERE h.rebuild_started_at IS NOT NULL
RETURN h.user_id AS user_id, h.rebuild_job_id AS job_id, h.rebuild_started_at AS started_at
ORDER BY started_at
