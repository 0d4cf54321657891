// The latest turns of a thread written straight to /records, newest first (by event time, then
// arrival order), read from the end of the (user_id, thread_id, occurred_at) index in its order
// (hence the ORDER BY starting with user_id), not by sorting the whole thread.
MATCH (m:Memory {user_id: $user_id, thread_id: $thread_id, kind: 'turn'})
WHERE m.occurred_at IS NOT NULL AND NOT m.id IN $exclude
WITH m ORDER BY m.user_id DESC, m.thread_id DESC, m.occurred_at DESC, m.seq DESC LIMIT $limit
RETURN m.id AS memory_id, m.kind AS kind, m.text AS text, m.thread_id AS thread_id,
       m.topic_id AS topic_id, m.sender AS sender, m.role AS role, m.occurred_at AS occurred_at,
       m.recorded_at AS recorded_at, m.source_path AS source_path,
       coalesce(m.importance, 0.5) AS importance,
       coalesce(m.superseded, false) AS corrected,  // said, and corrected since
       [(m)-[:DERIVED_FROM]->(r:Record) | r.id] AS record_ids,
       [(m)-[:DERIVED_FROM]->(r:Record) WHERE r.source_ref IS NOT NULL | r.source_ref]
         AS source_refs
