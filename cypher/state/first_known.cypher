// When (event time) the first value of one state (kind, key) holds, as known at $known_at:
// lets a 404 say "the first value is from ...".
MATCH (r:Record {user_id: $user_id, kind: $kind, key: $key})
WHERE r.type = 'state_object' AND ($known_at IS NULL OR r.recorded_at <= $known_at)
RETURN min(r.occurred_at) AS first_at, count(r) AS versions
