// The dashboard map: the user's memories that pass the filters, most important first, at most
// $limit. `total` counts every match (so the client knows what was cut). A memory the projection
// job has not placed yet borrows the position of a placed neighbour (thread order, supersede
// chain, episode) or of any placed memory of its thread; the caller marks it unpositioned.
MATCH (m:Memory)
WHERE m.user_id = $user_id
  AND ($kinds IS NULL OR m.kind IN $kinds)
  AND ($decay_classes IS NULL OR coalesce(m.decay_class, 'medium') IN $decay_classes)
  AND ($topic_id IS NULL OR m.topic_id = $topic_id)
  AND ($thread_id IS NULL OR m.thread_id = $thread_id)
  AND ($since IS NULL OR m.occurred_at >= $since)
  AND ($until IS NULL OR m.occurred_at <= $until)
  AND ($include_superseded OR NOT coalesce(m.superseded, false))
  AND ($include_archived OR NOT coalesce(m.archived, false))
WITH m
ORDER BY coalesce(m.importance, 0.0) DESC, m.occurred_at DESC, m.id
WITH collect(m) AS matched
WITH size(matched) AS total, matched[..$limit] AS kept
UNWIND kept AS m
RETURN total, m.id AS id, m.kind AS kind, left(m.text, 200) AS text, m.viz_pos AS position,
       m.importance AS importance, m.decay_class AS decay_class, m.pinned AS pinned,
       m.last_accessed_at AS last_accessed_at, m.access_count AS access_count,
       m.occurred_at AS occurred_at, m.recorded_at AS recorded_at,
       m.valid_from AS valid_from, m.valid_to AS valid_to,
       coalesce(m.superseded, false) AS superseded, m.thread_id AS thread_id,
       m.topic_id AS topic_id, m.sender AS sender, m.record_id AS record_id, m.seq AS seq,
       CASE WHEN m.viz_pos IS NULL THEN head(COLLECT {
         MATCH (m)-[:NEXT|FOLLOWS|SUPERSEDED_BY|CONTAINS]-(n:Memory)
         WHERE n.user_id = $user_id AND n.viz_pos IS NOT NULL
         RETURN n.viz_pos LIMIT 1
       }) END AS neighbour_pos,
       CASE WHEN m.viz_pos IS NULL AND m.thread_id IS NOT NULL THEN head(COLLECT {
         MATCH (n:Memory {user_id: $user_id, thread_id: m.thread_id})
         WHERE n.viz_pos IS NOT NULL
         RETURN n.viz_pos LIMIT 1
       }) END AS thread_pos
