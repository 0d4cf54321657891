// records/query, newest first.
MATCH (r:Record)
USING INDEX r:Record(user_id, occurred_at)
WHERE r.user_id = $user_id
  AND r.occurred_at >= coalesce($since, '') AND r.occurred_at <= coalesce($until, '~')
// include: records/query_filters
// r.user_id is the same for all, but only an order that starts with it is taken from the index
// (a PartialTop that stops early instead of a Top over every record).
WITH r
ORDER BY r.user_id DESC, r.occurred_at DESC, r.seq DESC
LIMIT $limit
// include: records/query_rows
