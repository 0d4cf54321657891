// The user's records that pass the filters of POST /records/query, walked in event-time order
// through the (user_id, occurred_at) index: records/query and records/query_desc order and cut
// the walk, so it stops once $limit pass (it read all of a 100k user's records before: ~100-150
// ms). Every record has an occurred_at (its arrival time when the writer gave none).
MATCH (r:Record)
USING INDEX r:Record(user_id, occurred_at)
WHERE r.user_id = $user_id
  AND r.occurred_at >= coalesce($since, '') AND r.occurred_at <= coalesce($until, '~')
// include: records/query_filters
