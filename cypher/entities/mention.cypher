// Rows: {memory_id, key, surface, sender}. A sender is linked to what they said, but only a
// mention in the text makes a memory *about* the entity (in_text), which search relies on.
UNWIND $rows AS row
MATCH (m:Memory {id: row.memory_id, user_id: $user_id})
MATCH (e:Entity {user_id: $user_id, key: row.key})
MERGE (m)-[r:MENTIONS]->(e)
  ON CREATE SET r.surface = [row.surface], e.mentions = e.mentions + 1
  ON MATCH SET r.surface = CASE WHEN row.surface IN r.surface THEN r.surface
                                 ELSE r.surface + row.surface END
SET r.in_text = coalesce(r.in_text, false) OR NOT row.sender,
    r.as_sender = coalesce(r.as_sender, false) OR row.sender
RETURN count(r) AS mentions
