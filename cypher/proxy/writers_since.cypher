// The users whose chain head moved at or after $since (a write began then): the roster's update.
MATCH (h:UserHead)
WHERE h.touched_at >= $since
RETURN collect(h.user_id) AS users
