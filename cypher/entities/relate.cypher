// Rows: {source, target, type, memory_id, at}. Evidence keeps the latest 50 memory ids.
UNWIND $rows AS row
MATCH (a:Entity {user_id: $user_id, key: row.source})
MATCH (b:Entity {user_id: $user_id, key: row.target})
MERGE (a)-[r:RELATED {type: row.type}]->(b)
  ON CREATE SET r.weight = 0, r.first_seen = row.at, r.last_seen = row.at, r.evidence = []
SET r.weight = r.weight + 1,
    r.first_seen = CASE WHEN row.at < r.first_seen THEN row.at ELSE r.first_seen END,
    r.last_seen = CASE WHEN row.at > r.last_seen THEN row.at ELSE r.last_seen END,
    r.evidence = CASE WHEN row.memory_id IN r.evidence THEN r.evidence
                      ELSE (r.evidence + row.memory_id)[-50..] END
RETURN count(r) AS related
