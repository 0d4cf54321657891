// records/query for a request that names record types (and no thread, document or state keys),
// oldest first: each type's walk cut at $limit, then merged and cut again.
UNWIND $types AS type
CALL (type) {
  // include: records/query_type_walk
  WITH r
  ORDER BY r.user_id, r.type, r.occurred_at, r.seq
  LIMIT $limit
  RETURN r
}
WITH r
ORDER BY r.occurred_at, r.seq
LIMIT $limit
// include: records/query_rows
