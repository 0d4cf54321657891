// One job, visible to its own user (an admin also sees '*' jobs and everyone's).
MATCH (j:Job {id: $id})
WHERE j.user_id = $user_id OR $admin
RETURN j.id AS job_id, j.user_id AS user_id, j.kind AS kind, j.status AS status,
       j.counts AS counts, j.error AS error, j.started_at AS started_at,
       j.finished_at AS finished_at
