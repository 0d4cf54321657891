MATCH (j:Job {id: $id})
SET j.status = $status, j.counts = $counts, j.error = $error, j.finished_at = $now
RETURN j.id AS id
