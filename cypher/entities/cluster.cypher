// An entity and every entity resolved to be the same thing (SAME_AS, either direction).
MATCH (e:Entity {id: $id})
WHERE e.user_id = $user_id
MATCH (e)-[:SAME_AS*0..4]-(x:Entity)
WHERE x.user_id = $user_id
RETURN collect(DISTINCT x.id) AS ids
