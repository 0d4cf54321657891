// What arrived after $since outside the thread ($since null: the latest arrivals), newest first.
// `previous` is the text a change replaced, when it superseded something.
MATCH (m:Memory {user_id: $user_id})
WHERE ($since IS NULL OR m.recorded_at > $since)
  AND ($thread_id IS NULL OR m.thread_id IS NULL OR m.thread_id <> $thread_id)
  AND m.kind IN $kinds
  AND NOT coalesce(m.archived, false)
  // a task that is no longer open (expired, retracted) is no news of something to do
  AND (m.kind <> 'task' OR (m.task_status = 'open'
                            AND (m.expires_at IS NULL OR m.expires_at > $now)))
  AND NOT EXISTS { (m)-[:SUPERSEDED_BY]->(:Memory) }
WITH m ORDER BY m.recorded_at DESC, m.seq DESC LIMIT $limit
OPTIONAL MATCH (old:Memory)-[:SUPERSEDED_BY]->(m)
WITH m, head(collect(old.text)) AS previous
RETURN m.id AS memory_id, m.kind AS kind, m.text AS text, m.thread_id AS thread_id,
       m.topic_id AS topic_id, m.sender AS sender, m.role AS role, m.occurred_at AS occurred_at,
       m.recorded_at AS recorded_at, m.source_path AS source_path,
       coalesce(m.importance, 0.5) AS importance, previous,
       [(m)-[:DERIVED_FROM]->(r:Record) | r.id] AS record_ids,
       [(m)-[:DERIVED_FROM]->(r:Record) WHERE r.source_ref IS NOT NULL | r.source_ref]
         AS source_refs
