// Thread episodes whose last turn is older than $before and that no fact has absorbed yet, with
// their entities; the most recent $limit of them.
MATCH (m:Memory {user_id: $user_id, kind: 'episode'})
WHERE coalesce(m.episode_scope, 'thread') = 'thread'
  AND NOT coalesce(m.compressed, false) AND NOT coalesce(m.superseded, false)
  AND coalesce(m.last_turn_at, m.occurred_at) <= $before
RETURN m.id AS id, m.text AS text, m.embedding AS embedding, m.topic_id AS topic_id,
       m.occurred_at AS occurred_at, coalesce(m.last_turn_at, m.occurred_at) AS last_turn_at,
       m.recorded_at AS recorded_at, m.seq AS seq,
       [(m)-[:MENTIONS]->(e:Entity) | e.key] AS entity_keys,
       [(m)-[:DERIVED_FROM]->(r:Record) | r.id] AS record_ids
ORDER BY last_turn_at DESC, id
LIMIT $limit
