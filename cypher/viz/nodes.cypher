// The dashboard map without a time window: the user's memories that pass the filters.
MATCH (m:Memory)
WHERE m.user_id = $user_id
// include: viz/filters
// include: viz/rows
