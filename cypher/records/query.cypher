// Structured read of raw records (POST /records/query), oldest first, ties by arrival (seq).
// r.user_id is the same for all, but only an order that starts with it is taken from the index
// (a PartialTop that stops early instead of a Top over every record).
// include: records/query_walk
WITH r
ORDER BY r.user_id, r.occurred_at, r.seq
LIMIT $limit
// include: records/query_rows
