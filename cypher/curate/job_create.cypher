// A background job (rebuild, a curation run) that GET /jobs/{id} reports on. $user_id is '*'
// for an admin job over all users.
CREATE (j:Job {id: $id, user_id: $user_id, kind: $kind, status: 'running', counts: '{}',
               started_at: $now})
RETURN j.id AS id
