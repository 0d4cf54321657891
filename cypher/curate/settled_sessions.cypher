// Of these live sessions ({id, contains}), the ones whose turns a settled working memory
// (expired, or promoted to a session episode) already holds: a turn backfilled into a session
// that settled does not make it working memory again (it would turn the episode back into one).
UNWIND $rows AS row
MATCH (t:Memory {user_id: $user_id})
WHERE t.id IN row.contains
  AND EXISTS { (m:Memory)-[:CONTAINS]->(t)
               WHERE m.user_id = $user_id AND m.working_status IN ['promoted', 'expired'] }
RETURN DISTINCT row.id AS id
