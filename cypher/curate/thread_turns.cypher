// The current turns of the given threads, in thread order, with what summarising them needs.
// `known`: ids whose embedding the caller holds already (an import hands its episode refresh the
// vectors it has just written); theirs come back null instead of being read again.
UNWIND $thread_ids AS tid
MATCH (m:Memory {user_id: $user_id, thread_id: tid, kind: 'turn'})
WHERE NOT coalesce(m.superseded, false)
WITH tid, m ORDER BY m.occurred_at, m.seq
RETURN tid AS thread_id, m.id AS id, m.record_id AS record_id, m.text AS text,
       CASE WHEN m.id IN $known THEN null ELSE m.embedding END AS embedding,
       m.occurred_at AS occurred_at, m.recorded_at AS recorded_at,
       m.seq AS seq, m.topic_id AS topic_id, m.sender AS sender, m.role AS role,
       [(m)-[:MENTIONS]->(e:Entity) | e.key] AS entity_keys,
       [(m)-[:MENTIONS]->(e:Entity) WHERE NOT e.type IN ['person', 'date', 'event'] | e.key]
         AS topic_keys
