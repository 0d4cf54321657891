// Rebuild: drop a batch of the user's entities and their edges.
MATCH (e:Entity {user_id: $user_id})
WHERE e.key IS NOT NULL
WITH e LIMIT $limit
DETACH DELETE e
RETURN count(*) AS deleted
