// admin
// How many memories the user has, the store in all, and the shared vector index holds; and
// whether the index holds all of the user's (UserHead.vectored_ready): it cannot filter by user,
// so the first ANN request is sized to reach this user's share of it.
CALL (){ MATCH (n:Memory) RETURN count(n) AS total }
CALL (){ MATCH (v:Vectored) RETURN count(v) AS indexed }
CALL (){ MATCH (m:Memory) WHERE m.user_id = $user_id RETURN count(m) AS mine }
OPTIONAL MATCH (h:UserHead {user_id: $user_id})
RETURN mine, total, indexed, h.vectored_ready IS NOT NULL AS ready
