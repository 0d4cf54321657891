// The user's tool-use observations up to $now, in event order, with the record's metadata
// ({tool, input, ok, error, file, session}) and the memory's flags (dangerous_command). A
// superseded observation was corrected: what it says did not happen, so no pattern counts it.
MATCH (m:Memory {user_id: $user_id, kind: 'observation'})-[:DERIVED_FROM]->(r:Record)
WHERE r.user_id = $user_id AND coalesce(m.chunk_index, 0) = 0 AND r.occurred_at <= $now
  AND NOT coalesce(m.superseded, false)
RETURN m.id AS memory_id, r.id AS record_id, r.metadata AS metadata, r.content AS content,
       coalesce(m.flags, []) AS flags, r.thread_id AS thread_id, r.occurred_at AS occurred_at,
       r.recorded_at AS recorded_at, r.seq AS seq
ORDER BY r.occurred_at, r.seq
