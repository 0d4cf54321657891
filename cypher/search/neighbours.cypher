// Thread neighbours (NEXT, both directions) of candidate memories: evidence often sits next to
// what matched.
UNWIND $ids AS mid
MATCH (m:Memory {id: mid})
WHERE m.user_id = $user_id
MATCH (m)-[:NEXT]-(n:Memory)
WHERE n.user_id = $user_id
RETURN m.id AS id, collect(n.id) AS neighbours
