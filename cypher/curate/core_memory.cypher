// Core memory: the user's pinned memories that are still current (not superseded, not archived),
// most important first, then the earliest pinned (a newer pin does not push an older one out).
// The one source of core memory for GET /memories/core and for context assembly. A pinned
// memory carries the label Pinned (curate/apply_decisions): found through the small pinned_user
// index, not by reading all of a user's memories (55 ms at 100k; every /records/context asks).
MATCH (m:Memory:Pinned {user_id: $user_id})
WHERE m.pinned = true
  AND NOT coalesce(m.archived, false)
  AND NOT EXISTS { (m)-[:SUPERSEDED_BY]->(:Memory) }
RETURN m.id AS memory_id, m.kind AS kind, m.text AS text, m.pinned_at AS pinned_at,
       coalesce(m.importance, 0.5) AS importance, m.thread_id AS thread_id,
       m.topic_id AS topic_id, m.sender AS sender, m.role AS role,
       m.occurred_at AS occurred_at, m.source_path AS source_path,
       [(m)-[:DERIVED_FROM]->(r:Record) | r.id] AS record_ids,
       [(m)-[:DERIVED_FROM]->(r:Record) WHERE r.source_ref IS NOT NULL | r.source_ref]
         AS source_refs
ORDER BY importance DESC, pinned_at, memory_id
