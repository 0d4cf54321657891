// The MENTIONS sets of the given memories, for their entity_overlap edges (Jaccard of these
// sets). The sender's own mention is left out: same speaker is not same subject.
UNWIND $ids AS mid
MATCH (m:Memory {id: mid})-[r:MENTIONS]->(e:Entity)
WHERE m.user_id = $user_id AND e.user_id = $user_id AND NOT coalesce(r.sender, false)
RETURN m.id AS id, collect(DISTINCT e.key) AS keys, collect(DISTINCT e.name) AS names
