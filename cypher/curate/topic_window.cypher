// What happened under each topic in [$since, $now]: current turns, states and observations with
// the entities they mention (the material of a monthly project summary).
MATCH (m:Memory {user_id: $user_id})
WHERE m.topic_id IS NOT NULL AND m.kind IN ['turn', 'state', 'observation']
  AND m.occurred_at >= $since AND m.occurred_at <= $now
  AND NOT coalesce(m.superseded, false)
RETURN m.topic_id AS topic_id, m.id AS id, m.kind AS kind, m.text AS text,
       m.record_id AS record_id, m.occurred_at AS occurred_at, m.seq AS seq,
       [(m)-[:MENTIONS]->(e:Entity) | {key: e.key, name: e.name}] AS entities
ORDER BY m.occurred_at, m.seq
