// The sender's records that pass the filters of POST /records/query, walked in event-time order
// through the (user_id, sender, occurred_at) index: records/query_sender and _desc order and cut
// the walk, so it stops once $limit pass (walking all the user's records read every one to
// find a sender who never wrote: 64 ms at 100k records).
MATCH (r:Record)
USING INDEX r:Record(user_id, sender, occurred_at)
WHERE r.user_id = $user_id AND r.sender = $sender
  AND r.occurred_at >= coalesce($since, '') AND r.occurred_at <= coalesce($until, '~')
// include: records/query_filters
