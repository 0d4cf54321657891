// A topic's tasks that were open at $at (a project summary's run, which a rebuild repeats as of
// that time): said by then, not expired by then, not dismissed or retracted by then. Highest
// priority and confidence first, as curate/tasks.
MATCH (m:Memory {user_id: $user_id, kind: 'task'})
WHERE m.topic_id = $topic_id AND m.occurred_at <= $at
  AND (m.expires_at IS NULL OR m.expires_at > $at)
  AND (m.task_status <> 'dismissed' OR m.dismissed_at > $at)
  AND (m.task_status <> 'retracted' OR m.retracted_at > $at)
WITH m, CASE m.priority WHEN 'high' THEN 2 WHEN 'medium' THEN 1 ELSE 0 END AS rank
ORDER BY rank DESC, m.confidence DESC, m.occurred_at DESC
LIMIT $limit
RETURN m.id AS memory_id, m.text AS text,
       [(m)-[:DERIVED_FROM]->(r:Record) | r.id] AS record_ids
