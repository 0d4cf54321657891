// admin
// How many memories the user has, and the index holds in all: the vector index cannot filter by
// user, so the first ANN request is sized to reach this user's share.
CALL (){ MATCH (n:Memory) RETURN count(n) AS total }
CALL (){ MATCH (m:Memory) WHERE m.user_id = $user_id RETURN count(m) AS mine }
RETURN mine, total
