// records/query for a request with known_at when few records had arrived by then
// (records/known_count): those records, found through the (user_id, recorded_at) index, then
// all the filters, in event-time order. Walking in event-time order read all of a 100k user's
// records to find none known in 2000 (73 ms).
MATCH (r:Record)
USING INDEX r:Record(user_id, recorded_at)
WHERE r.user_id = $user_id AND r.recorded_at <= $known_at
// include: records/query_filters
WITH r
ORDER BY CASE WHEN $descending THEN null ELSE r.occurred_at END,
         CASE WHEN $descending THEN null ELSE r.seq END,
         CASE WHEN $descending THEN r.occurred_at END DESC,
         CASE WHEN $descending THEN r.seq END DESC
LIMIT $limit
// include: records/query_rows
