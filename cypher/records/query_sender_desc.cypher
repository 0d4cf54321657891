// records/query_sender, newest first.
// include: records/query_sender_walk
WITH r
ORDER BY r.user_id DESC, r.sender DESC, r.occurred_at DESC, r.seq DESC
LIMIT $limit
// include: records/query_rows
