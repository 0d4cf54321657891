// records/query for a request that names a sender (and no thread, document or state keys):
// the sender's records walked in event-time order through the (user_id, sender, occurred_at)
// index, stopping once $limit pass the filters (walking all the user's records read every one
// to find a sender who never wrote: 64 ms at 100k records).
MATCH (r:Record)
USING INDEX r:Record(user_id, sender, occurred_at)
WHERE r.user_id = $user_id AND r.sender = $sender
  AND r.occurred_at >= coalesce($since, '') AND r.occurred_at <= coalesce($until, '~')
// include: records/query_filters
WITH r
ORDER BY r.user_id, r.sender, r.occurred_at, r.seq
LIMIT $limit
// include: records/query_rows
