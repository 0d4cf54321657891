// The records of one record type, `type` (bound by the statement that includes this), that pass
// the filters of POST /records/query, walked in event-time order through the (user_id, type,
// occurred_at) index: records/query_types and _desc order and cut each type's walk, so it stops
// once $limit pass (walking all the user's records read every one of them to find a type the
// user has none of: 70 ms at 100k records).
MATCH (r:Record)
USING INDEX r:Record(user_id, type, occurred_at)
WHERE r.user_id = $user_id AND r.type = type
  AND r.occurred_at >= coalesce($since, '') AND r.occurred_at <= coalesce($until, '~')
// include: records/query_filters
