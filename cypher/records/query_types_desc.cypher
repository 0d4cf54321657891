// records/query_types, newest first.
UNWIND $types AS type
CALL (type) {
  // include: records/query_type_walk
  WITH r
  ORDER BY r.user_id DESC, r.type DESC, r.occurred_at DESC, r.seq DESC
  LIMIT $limit
  RETURN r
}
WITH r
ORDER BY r.occurred_at DESC, r.seq DESC
LIMIT $limit
// include: records/query_rows
