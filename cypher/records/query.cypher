// Structured read of raw records (POST /records/query), oldest first: the user's records walked
// in event-time order through the (user_id, occurred_at) index, so the walk stops once $limit
// pass the filters (it read all of a 100k user's records before: ~100-150 ms). Every record
// has an occurred_at (its arrival time when the writer gave none). Ties by arrival (seq).
MATCH (r:Record)
USING INDEX r:Record(user_id, occurred_at)
WHERE r.user_id = $user_id
  AND r.occurred_at >= coalesce($since, '') AND r.occurred_at <= coalesce($until, '~')
// include: records/query_filters
// r.user_id is the same for all, but only an order that starts with it is taken from the index
// (a PartialTop that stops early instead of a Top over every record).
WITH r
ORDER BY r.user_id, r.occurred_at, r.seq
LIMIT $limit
// include: records/query_rows
