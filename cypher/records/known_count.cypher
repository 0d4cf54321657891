// How many of the user's records had arrived by $known_at, counted through the
// (user_id, recorded_at) index up to $known_max + 1: records/query takes those few through
// records/query_known instead of walking every record in event-time order to find them.
MATCH (r:Record)
USING INDEX r:Record(user_id, recorded_at)
WHERE r.user_id = $user_id AND r.recorded_at <= $known_at
WITH r
LIMIT $known_max + 1
RETURN count(r) AS known
