// Open tasks said in the given records (a session's priority follows its tasks).
MATCH (t:Memory {user_id: $user_id, kind: 'task'})-[:DERIVED_FROM]->(r:Record)
WHERE r.id IN $record_ids AND t.task_status = 'open'
RETURN r.id AS record_id, t.priority AS priority
