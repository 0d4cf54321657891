// admin
// Every user with a chain head (anything ever written), up to $limit: the proxy gate's roster.
// User ids only, across users by design: which users exist, never what they hold.
MATCH (h:UserHead)
WITH h LIMIT $limit
RETURN collect(h.user_id) AS users
