// Core memory: the user's pinned memories that are still current, most important first, then
// the earliest pinned (a newer pin does not push an older one out).
MATCH (m:Memory {user_id: $user_id})
WHERE m.pinned = true
  AND NOT EXISTS { (m)-[:SUPERSEDED_BY]->(:Memory) }
RETURN m.id AS memory_id, m.kind AS kind, m.text AS text, m.pinned_at AS pinned_at,
       coalesce(m.importance, 0.5) AS importance, m.thread_id AS thread_id,
       m.topic_id AS topic_id,
       [(m)-[:DERIVED_FROM]->(r:Record) | r.id] AS record_ids
ORDER BY importance DESC, pinned_at, memory_id
