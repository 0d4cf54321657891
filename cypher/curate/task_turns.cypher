// Turns a person wrote whose text carries a task phrase ($pattern, a case-insensitive regex),
// oldest first, with the entities linked in them (surface forms as written). An assistant's
// "I need to look at the logs" is its own next step, not the user's task (as step_turns).
MATCH (m:Memory {user_id: $user_id, kind: 'turn'})
WHERE m.text =~ $pattern AND NOT coalesce(m.superseded, false)
  AND NOT coalesce(m.role, 'user') IN ['assistant', 'system', 'tool']
  AND m.occurred_at <= $now
RETURN m.id AS id, m.record_id AS record_id, m.text AS text, m.thread_id AS thread_id,
       m.topic_id AS topic_id, m.sender AS sender, m.role AS role, m.source_ref AS source_ref,
       m.occurred_at AS occurred_at, m.recorded_at AS recorded_at, m.seq AS seq,
       [(m)-[x:MENTIONS]->(e:Entity) | {key: e.key, name: e.name, surface: x.surface}]
         AS mentions
ORDER BY m.seq
