// admin
// The users whose chain head moved at or after $since (a write began then): the roster's update.
// User ids only, across users by design (see proxy/writers_all).
MATCH (h:UserHead)
WHERE h.touched_at >= $since
RETURN collect(h.user_id) AS users
