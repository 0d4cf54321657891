// The user's entity graph for GDS (a Cypher projection, so one user's graph only): every entity,
// RELATED edges undirected, parallel relations of a pair summed into one weight.
MATCH (a:Entity)
WHERE a.user_id = $user_id
OPTIONAL MATCH (a)-[r:RELATED]->(b:Entity)
WHERE b.user_id = $user_id
WITH a, b, sum(coalesce(r.weight, 1)) AS weight
// a fixed node order: Louvain's result depends on it (curate/gds.py)
ORDER BY a.key, b.key
RETURN gds.graph.project($graph_name, a, b,
                         {relationshipProperties: {weight: toFloat(weight)}},
                         {undirectedRelationshipTypes: ['*']})
