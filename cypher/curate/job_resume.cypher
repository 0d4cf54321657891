// An interrupted job runs again under its own id.
MATCH (j:Job {id: $id})
SET j.status = 'running', j.error = null, j.finished_at = null, j.resumed_at = $now
RETURN j.id AS id
