// Curated summaries (GET /records/summaries): episodes, facts and project summaries, newest first.
// The hint: left alone, the planner read all of the user's memories (102k) through the
// (user_id) index and filtered them by kind (~105 ms; the 2,000 episodes this way ~12 ms).
MATCH (m:Memory)
USING INDEX m:Memory(user_id, kind)
WHERE m.user_id = $user_id AND m.kind IN $kinds
  AND ($topic_id IS NULL OR m.topic_id = $topic_id)
  AND ($thread_id IS NULL OR m.thread_id = $thread_id)
  AND ($include_superseded OR NOT coalesce(m.superseded, false))
WITH m ORDER BY coalesce(m.last_turn_at, m.occurred_at) DESC, m.id LIMIT $limit
RETURN m.id AS memory_id, m.kind AS kind, m.text AS text, m.topic_id AS topic_id,
       m.thread_id AS thread_id, m.occurred_at AS occurred_at,
       coalesce(m.last_turn_at, m.occurred_at) AS last_at, m.period AS period,
       coalesce(m.compressed, false) AS compressed, m.compressed_into AS compressed_into,
       coalesce(m.superseded, false) AS superseded,
       [(m)-[:DERIVED_FROM]->(r:Record) | r.id] AS record_ids,
       [(m)-[:CONSOLIDATES]->(e:Memory) | e.id] AS consolidates
