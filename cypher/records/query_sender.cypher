// records/query for a request that names a sender (and no thread, document or state keys),
// oldest first.
// include: records/query_sender_walk
WITH r
ORDER BY r.user_id, r.sender, r.occurred_at, r.seq
LIMIT $limit
// include: records/query_rows
