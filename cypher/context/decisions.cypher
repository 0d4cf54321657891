// Candidate decisions: current memories whose text uses the words of a decision (full-text index,
// english analyzer; $lucene is scoped to the user). The caller keeps those that really state one.
CALL db.index.fulltext.queryNodes('memory_keyword', $lucene, {limit: $k}) YIELD node AS m
WHERE m.user_id = $user_id
  AND m.kind IN ['turn', 'fact', 'summary', 'state', 'episode', 'observation']
  AND NOT coalesce(m.archived, false)
  AND NOT EXISTS { (m)-[:SUPERSEDED_BY]->(:Memory) }
WITH m ORDER BY m.occurred_at DESC LIMIT $limit
RETURN m.id AS memory_id, m.kind AS kind, m.text AS text, m.thread_id AS thread_id,
       m.topic_id AS topic_id, m.sender AS sender, m.role AS role, m.occurred_at AS occurred_at,
       m.source_path AS source_path, coalesce(m.importance, 0.5) AS importance,
       [(m)-[:DERIVED_FROM]->(r:Record) | r.id] AS record_ids,
       [(m)-[:DERIVED_FROM]->(r:Record) WHERE r.source_ref IS NOT NULL | r.source_ref]
         AS source_refs
