// The names of the user's most mentioned entities (for "did you mean" when a name is unknown).
MATCH (e:Entity)
WHERE e.user_id = $user_id
RETURN e.name AS name
ORDER BY e.mentions DESC
LIMIT $limit
