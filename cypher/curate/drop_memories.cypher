// Rebuild: drop a batch of the user's memories and their edges (Records are never touched).
MATCH (m:Memory {user_id: $user_id})
WHERE m.kind IS NOT NULL
WITH m LIMIT $limit
DETACH DELETE m
RETURN count(*) AS deleted
