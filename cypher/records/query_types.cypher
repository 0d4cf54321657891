// records/query for a request that names record types (and no thread, document or state keys):
// each type's records walked in event-time order through the (user_id, type, occurred_at)
// index, stopping once $limit pass the filters, then merged. Walking all the user's records
// instead read every one of them to find a type the user has none of (70 ms at 100k records).
UNWIND $types AS type
CALL (type) {
  MATCH (r:Record)
  USING INDEX r:Record(user_id, type, occurred_at)
  WHERE r.user_id = $user_id AND r.type = type
    AND r.occurred_at >= coalesce($since, '') AND r.occurred_at <= coalesce($until, '~')
  // include: records/query_filters
  WITH r
  ORDER BY r.user_id, r.type, r.occurred_at, r.seq
  LIMIT $limit
  RETURN r
}
WITH r
ORDER BY r.occurred_at, r.seq
LIMIT $limit
// include: records/query_rows
