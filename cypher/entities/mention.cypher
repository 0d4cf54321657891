// Rows: {memory_id, key, surface}.
UNWIND $rows AS row
MATCH (m:Memory {id: row.memory_id, user_id: $user_id})
MATCH (e:Entity {user_id: $user_id, key: row.key})
MERGE (m)-[r:MENTIONS]->(e)
  ON CREATE SET r.surface = [row.surface], e.mentions = e.mentions + 1
  ON MATCH SET r.surface = CASE WHEN row.surface IN r.surface THEN r.surface
                                 ELSE r.surface + row.surface END
RETURN count(r) AS mentions
