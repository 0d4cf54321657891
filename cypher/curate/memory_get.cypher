MATCH (m:Memory {id: $memory_id, user_id: $user_id})
RETURN m.id AS memory_id, m.kind AS kind, m.text AS text, m.pinned AS pinned,
       m.decay_class AS decay_class, m.archived AS archived, m.task_status AS task_status,
       m.priority AS priority, m.confidence AS confidence, m.discovered AS discovered,
       m.confirmed AS confirmed, head([(m)-[:SUPERSEDED_BY]->(s:Memory) | s.id]) AS superseded_by
