// The user's tasks, by status, highest priority and confidence first.
MATCH (m:Memory {user_id: $user_id, kind: 'task'})
WHERE ($status IS NULL OR m.task_status = $status)
  AND ($thread_id IS NULL OR m.thread_id = $thread_id)
  AND ($topic_id IS NULL OR m.topic_id = $topic_id)
WITH m, CASE m.priority WHEN 'high' THEN 2 WHEN 'medium' THEN 1 ELSE 0 END AS rank
ORDER BY rank DESC, m.confidence DESC, m.occurred_at DESC
LIMIT $limit
RETURN m.id AS memory_id, m.text AS text, m.task_status AS task_status,
       m.priority AS priority, m.confidence AS confidence, m.signal AS signal,
       coalesce(m.confirmed, false) AS confirmed, m.thread_id AS thread_id,
       m.topic_id AS topic_id, m.occurred_at AS occurred_at, m.expires_at AS expires_at,
       m.blocks_text AS blocks_text,
       [(m)-[:BLOCKS]->(b:Memory) | b.id] AS blocks,
       [(b:Memory)-[:BLOCKS]->(m) | b.id] AS blocked_by,
       [(m)-[:DERIVED_FROM]->(r:Record) | r.id] AS record_ids,
       [(m)-[:DERIVED_FROM]->(r:Record) WHERE r.source_ref IS NOT NULL | r.source_ref]
         AS source_refs
