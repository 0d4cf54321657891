// Accepted resolutions. Rows: {alias, canonical, score, name_score, context, neighbours,
// method}; the alias points at the canonical entity (the one more often mentioned).
UNWIND $rows AS row
MATCH (a:Entity {id: row.alias})
MATCH (b:Entity {id: row.canonical})
WHERE a.user_id = $user_id AND b.user_id = $user_id
MERGE (a)-[s:SAME_AS]->(b)
SET s.score = row.score, s.name_score = row.name_score, s.context = row.context,
    s.neighbours = row.neighbours, s.method = row.method, s.at = $now
RETURN count(s) AS written
