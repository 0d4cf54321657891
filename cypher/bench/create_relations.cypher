// Bench data: RELATED edges between the bench user's entities, each with evidence memory ids.
// Rows: {source, target, type, weight, first_seen, last_seen, evidence}.
UNWIND $rows AS row
MATCH (a:Entity {id: row.source})
MATCH (b:Entity {id: row.target})
WHERE a.user_id = $user_id AND b.user_id = $user_id
CREATE (a)-[r:RELATED {type: row.type, weight: row.weight, first_seen: row.first_seen,
                       last_seen: row.last_seen, evidence: row.evidence}]->(b)
RETURN count(r) AS created
