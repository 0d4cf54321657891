// Candidates -> filtered, scored fields. Every filter of /search lives here, once.
UNWIND $ids AS mid
MATCH (m:Memory {id: mid})
WHERE m.user_id = $user_id
  AND ($kinds IS NULL OR m.kind IN $kinds)
  AND ($types IS NULL OR m.record_type IN $types)
  AND ($thread_id IS NULL OR m.thread_id = $thread_id)
  AND ($topic_id IS NULL OR m.topic_id = $topic_id)
  AND ($speakers IS NULL OR toLower(m.sender) IN $speakers)
  AND ($since IS NULL OR m.occurred_at >= $since)
  AND ($until IS NULL OR m.occurred_at <= $until)
  AND ($include_archived OR NOT coalesce(m.archived, false))
  AND ($known_at IS NULL OR m.recorded_at <= $known_at)
  AND ($as_of IS NULL OR m.valid_from <= $as_of)
  AND (m.expires_at IS NULL OR m.expires_at > $now OR $include_archived)
  AND ($include_superseded OR NOT EXISTS {
        MATCH (m)-[:SUPERSEDED_BY]->(n:Memory)
        WHERE ($known_at IS NULL OR n.recorded_at <= $known_at)
          AND ($as_of IS NULL OR n.valid_from <= $as_of)
      })
OPTIONAL MATCH (m)-[:SUPERSEDED_BY]->(succ:Memory)
WITH m, head(collect(succ.id)) AS superseded_by
RETURN m.id AS memory_id, m.kind AS kind, m.text AS text, m.thread_id AS thread_id,
       m.topic_id AS topic_id, m.sender AS sender, m.occurred_at AS occurred_at,
       m.valid_from AS valid_from, m.valid_to AS valid_to, superseded_by,
       m.decay_class AS decay_class, m.pinned AS pinned, m.importance AS importance,
       m.last_accessed_at AS last_accessed_at, m.flags AS flags, m.task_status AS task_status,
       m.discovered AS discovered, m.confidence AS confidence,
       m.pattern_last_seen AS pattern_last_seen, m.activity_at AS activity_at,
       // the vector request already scored its hits; only the other candidates read an embedding
       CASE WHEN $known[m.id] IS NOT NULL THEN $known[m.id]
            ELSE 2 * vector.similarity.cosine(m.embedding, $vector) - 1 END AS cosine,
       [(m)-[:DERIVED_FROM]->(r:Record) | r.id] AS record_ids,
       [(m)-[:DERIVED_FROM]->(r:Record) WHERE r.source_ref IS NOT NULL | r.source_ref]
         AS source_refs,
       [(m)-[r:MENTIONS]->(e:Entity) WHERE coalesce(r.in_text, true) | e.key] AS entity_keys,
       [(m)-[:MENTIONS]->(e:Entity) | e.name] AS entity_names,
       // thread neighbours (NEXT both ways): evidence often sits next to what matched
       [(m)-[:NEXT]-(n:Memory) WHERE n.user_id = $user_id | n.id] AS neighbours
