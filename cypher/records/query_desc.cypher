// records/query, newest first.
// include: records/query_walk
WITH r
ORDER BY r.user_id DESC, r.occurred_at DESC, r.seq DESC
LIMIT $limit
// include: records/query_rows
