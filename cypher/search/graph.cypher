// Graph candidates: memories that mention the query's entities, and (one hop over RELATED) the
// memories of their strongest neighbours. `hops` is 0 for direct mentions.
UNWIND $keys AS key
MATCH (e:Entity {user_id: $user_id, key: key})
CALL (e) {
  MATCH (m:Memory)-[:MENTIONS]->(e)
  RETURN m, 0 AS hops, e.key AS via
  ORDER BY m.occurred_at DESC
  LIMIT $per_entity
  UNION
  MATCH (e)-[r:RELATED]-(n:Entity)
  WITH n, r ORDER BY r.weight DESC LIMIT 5
  MATCH (m:Memory)-[:MENTIONS]->(n)
  RETURN m, 1 AS hops, n.key AS via
  ORDER BY m.occurred_at DESC
  LIMIT $per_entity
}
WITH m, min(hops) AS hops, collect(DISTINCT via) AS via
WHERE m.user_id = $user_id
RETURN m.id AS id, hops, via
LIMIT $limit
