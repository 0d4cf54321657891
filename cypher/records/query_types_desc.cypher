// records/query_types, newest first.
UNWIND $types AS type
CALL (type) {
  MATCH (r:Record)
  USING INDEX r:Record(user_id, type, occurred_at)
  WHERE r.user_id = $user_id AND r.type = type
    AND r.occurred_at >= coalesce($since, '') AND r.occurred_at <= coalesce($until, '~')
  // include: records/query_filters
  WITH r
  ORDER BY r.user_id DESC, r.type DESC, r.occurred_at DESC, r.seq DESC
  LIMIT $limit
  RETURN r
}
WITH r
ORDER BY r.occurred_at DESC, r.seq DESC
LIMIT $limit
// include: records/query_rows
