// Structured read of raw records (POST /records/query): filters are optional; order by event
// time then arrival, ascending or descending.
MATCH (r:Record)
WHERE r.user_id = $user_id
  AND ($types IS NULL OR r.type IN $types)
  AND ($kinds IS NULL OR r.kind IN $kinds)
  AND ($keys IS NULL OR r.key IN $keys)
  AND ($thread_id IS NULL OR r.thread_id = $thread_id)
  AND ($topic_id IS NULL OR r.topic_id = $topic_id)
  AND ($sender IS NULL OR r.sender = $sender)
  AND ($source_path IS NULL OR r.source_path = $source_path)
  AND ($since IS NULL OR r.occurred_at >= $since)
  AND ($until IS NULL OR r.occurred_at <= $until)
  AND ($known_at IS NULL OR r.recorded_at <= $known_at)
WITH r
ORDER BY CASE WHEN $descending THEN null ELSE r.occurred_at END,
         CASE WHEN $descending THEN null ELSE r.seq END,
         CASE WHEN $descending THEN r.occurred_at END DESC,
         CASE WHEN $descending THEN r.seq END DESC
LIMIT $limit
CALL (r) {
  OPTIONAL MATCH (m:Memory)-[:DERIVED_FROM]->(r)
  OPTIONAL MATCH (m)-[:SUPERSEDED_BY]->(:Memory)-[:DERIVED_FROM]->(nr:Record)
  WHERE nr <> r
  RETURN collect(DISTINCT m.id) AS memory_ids, collect(DISTINCT nr.id) AS superseded_by
}
RETURN r {.*} AS record, memory_ids, superseded_by
