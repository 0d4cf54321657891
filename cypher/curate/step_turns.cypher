// Turns a person wrote (not an assistant, system or tool) up to $now whose text may hold a step
// list ($pattern, a regex over the whole text: a numbered or bulleted line, or "first ... then"),
// in event order, with the entities linked in them (surface forms as written).
MATCH (m:Memory {user_id: $user_id, kind: 'turn'})
WHERE m.occurred_at <= $now AND NOT coalesce(m.superseded, false)
  AND NOT coalesce(m.role, 'user') IN ['assistant', 'system', 'tool']
  AND m.text =~ $pattern
RETURN m.id AS id, m.record_id AS record_id, m.text AS text, m.thread_id AS thread_id,
       m.topic_id AS topic_id, m.occurred_at AS occurred_at, m.recorded_at AS recorded_at,
       m.seq AS seq,
       [(m)-[x:MENTIONS]->(e:Entity) | {key: e.key, surface: x.surface}] AS mentions
ORDER BY m.occurred_at, m.seq
