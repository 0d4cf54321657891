// records/query_sender, newest first.
MATCH (r:Record)
USING INDEX r:Record(user_id, sender, occurred_at)
WHERE r.user_id = $user_id AND r.sender = $sender
  AND r.occurred_at >= coalesce($since, '') AND r.occurred_at <= coalesce($until, '~')
// include: records/query_filters
WITH r
ORDER BY r.user_id DESC, r.sender DESC, r.occurred_at DESC, r.seq DESC
LIMIT $limit
// include: records/query_rows
