// Every user with a chain head (anything ever written), up to $limit: the proxy gate's roster.
MATCH (h:UserHead)
WITH h LIMIT $limit
RETURN collect(h.user_id) AS users
