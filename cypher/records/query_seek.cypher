// records/query for a request that names a thread, a document (source_path) or state keys (kinds
// and keys): the records an index finds for each (a parameter left null finds none), then all
// the filters, so a record must match every one the request gives.
CALL () {
  MATCH (r:Record) WHERE r.user_id = $user_id AND r.thread_id = $thread_id RETURN r
  UNION
  MATCH (r:Record) WHERE r.user_id = $user_id AND r.source_path = $source_path RETURN r
  UNION
  MATCH (r:Record)
  WHERE r.user_id = $user_id AND r.kind IN coalesce($kinds, []) AND r.key IN coalesce($keys, [])
  RETURN r
}
// include: records/query_filters
WITH r
ORDER BY CASE WHEN $descending THEN null ELSE r.occurred_at END,
         CASE WHEN $descending THEN null ELSE r.seq END,
         CASE WHEN $descending THEN r.occurred_at END DESC,
         CASE WHEN $descending THEN r.seq END DESC
LIMIT $limit
// include: records/query_rows
