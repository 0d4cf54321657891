// admin
// The users who wrote last, newest first: whose searches a starting server runs once
// (graphmem/retrieve/warm_up.py). User ids only.
MATCH (h:UserHead)
WHERE h.touched_at IS NOT NULL
RETURN h.user_id AS user_id
ORDER BY h.touched_at DESC
LIMIT $limit
