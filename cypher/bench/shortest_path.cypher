// The baseline connect is measured against: one bare shortestPath over RELATED.
MATCH (a:Entity {id: $from_id, user_id: $user_id})
MATCH (b:Entity {id: $to_id, user_id: $user_id})
MATCH p = shortestPath((a)-[:RELATED*..4]-(b))
RETURN [n IN nodes(p) | n.id] AS ids
