// Structural edges leaving the given memories: supersede chain, thread order, episode contents.
// The caller keeps those whose both ends are on the map.
UNWIND $ids AS mid
MATCH (a:Memory {id: mid})-[r:SUPERSEDED_BY|NEXT|CONTAINS]->(b:Memory)
WHERE a.user_id = $user_id AND b.user_id = $user_id
RETURN a.id AS source, b.id AS target, type(r) AS type, r.at AS at, r.reason AS reason
