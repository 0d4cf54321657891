// One memory for the dashboard's panel: its fields, evidence, entities and supersede chain.
MATCH (m:Memory {id: $id})
WHERE m.user_id = $user_id
RETURN m {.id, .kind, .text, .importance, .decay_class, .pinned, .access_count,
          .last_accessed_at, .occurred_at, .recorded_at, .valid_from, .valid_to, .thread_id,
          .topic_id, .sender, .role, .record_id, .record_type, .seq, .source_ref, .source_path,
          .chunk_index, .state_kind, .state_key, .viz_pos, .flags,
          superseded: coalesce(m.superseded, false), archived: coalesce(m.archived, false)}
         AS memory,
       [(m)-[:DERIVED_FROM]->(r:Record) | r.id] AS record_ids,
       [(m)-[x:MENTIONS]->(e:Entity) WHERE e.user_id = $user_id |
         {id: e.id, name: e.name, type: e.type, surface: x.surface,
          sender: coalesce(x.sender, false)}] AS entities,
       [(p:Memory)-[:SUPERSEDED_BY*1..50]->(m) WHERE p.user_id = $user_id |
         {id: p.id, text: left(p.text, 200), valid_from: p.valid_from, valid_to: p.valid_to}]
         AS predecessors,
       [(m)-[:SUPERSEDED_BY*1..50]->(s:Memory) WHERE s.user_id = $user_id |
         {id: s.id, text: left(s.text, 200), valid_from: s.valid_from, valid_to: s.valid_to}]
         AS successors
