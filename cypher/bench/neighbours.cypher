// Bench: up to 50 RELATED neighbours of one bench entity (for random walks to connected pairs).
MATCH (a:Entity {id: $id})-[:RELATED]-(b:Entity)
WHERE a.user_id = $user_id
RETURN b.id AS id
LIMIT 50
