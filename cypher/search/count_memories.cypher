// How many memories the user has: the bound for widening the vector candidate pool.
MATCH (m:Memory)
WHERE m.user_id = $user_id
RETURN count(m) AS n
