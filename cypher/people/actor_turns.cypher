// The current turns each actor sent (a named sender, or the user's own unnamed turns), newest
// first, with the entities they mention (the sender's own mention left out).
MATCH (m:Memory {user_id: $user_id, kind: 'turn'})
WHERE (m.sender IS NOT NULL OR m.role = 'user')
  AND NOT coalesce(m.archived, false)
  AND NOT EXISTS { MATCH (m)-[:SUPERSEDED_BY]->(:Memory) }
WITH m ORDER BY m.occurred_at DESC LIMIT $limit
RETURN coalesce(m.sender, $unnamed) AS actor, m.id AS memory_id, m.record_id AS record_id,
       m.text AS text, m.occurred_at AS occurred_at, m.thread_id AS thread_id,
       [(m)-[r:MENTIONS]->(e:Entity) WHERE NOT coalesce(r.sender, false)
          | {key: e.key, name: e.name, type: e.type}] AS entities
