// Open tasks, highest priority and confidence first: one past its expiry at $now is not, though
// the tasks job has not marked it yet.
MATCH (m:Memory {user_id: $user_id, kind: 'task'})
WHERE m.task_status = 'open' AND (m.expires_at IS NULL OR m.expires_at > $now)
  AND NOT coalesce(m.archived, false)
  AND NOT EXISTS { (m)-[:SUPERSEDED_BY]->(:Memory) }
WITH m, CASE coalesce(m.priority, m.task_priority, 'medium')
          WHEN 'high' THEN 1.0 WHEN 'medium' THEN 0.5 ELSE 0.0 END AS priority
ORDER BY priority DESC, coalesce(m.confidence, 0.0) DESC, m.occurred_at DESC LIMIT $limit
RETURN m.id AS memory_id, m.kind AS kind, m.text AS text, m.thread_id AS thread_id,
       m.topic_id AS topic_id, m.sender AS sender, m.role AS role, m.occurred_at AS occurred_at,
       m.source_path AS source_path, (priority + coalesce(m.confidence, 0.0)) / 2.0 AS importance,
       [(m)-[:DERIVED_FROM]->(r:Record) | r.id] AS record_ids,
       [(m)-[:DERIVED_FROM]->(r:Record) WHERE r.source_ref IS NOT NULL | r.source_ref]
         AS source_refs
