// Core memory: the user's pinned memories that are still current, in core memory's order (most
// important first, then the earliest pinned, so a newer pin does not push an older one out).
MATCH (m:Memory {user_id: $user_id})
WHERE m.pinned = true
  AND NOT coalesce(m.archived, false)
  AND NOT EXISTS { (m)-[:SUPERSEDED_BY]->(:Memory) }
WITH m ORDER BY coalesce(m.importance, 0.5) DESC, m.pinned_at, m.id LIMIT $limit
RETURN m.id AS memory_id, m.kind AS kind, m.text AS text, m.thread_id AS thread_id,
       m.topic_id AS topic_id, m.sender AS sender, m.role AS role, m.occurred_at AS occurred_at,
       m.source_path AS source_path, coalesce(m.importance, 0.5) AS importance,
       [(m)-[:DERIVED_FROM]->(r:Record) | r.id] AS record_ids,
       [(m)-[:DERIVED_FROM]->(r:Record) WHERE r.source_ref IS NOT NULL | r.source_ref]
         AS source_refs
