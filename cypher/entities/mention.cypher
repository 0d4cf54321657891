// Rows: {memory_id, key, surface, sender}. A sender is linked to what they said, but only a
// mention in the text makes a memory *about* the entity (in_text), which search relies on.
UNWIND $rows AS row
MATCH (m:Memory {id: row.memory_id, user_id: $user_id})
MATCH (e:Entity {user_id: $user_id, key: row.key})
MERGE (m)-[r:MENTIONS]->(e)
  ON CREATE SET r.surface = [row.surface]
  ON MATCH SET r.surface = CASE WHEN row.surface IN r.surface THEN r.surface
                                 ELSE r.surface + row.surface END
SET r.in_text = coalesce(r.in_text, false) OR NOT row.sender,
    r.as_sender = coalesce(r.as_sender, false) OR row.sender
// One count per entity, not a write per mention (an import names the same few entities
// hundreds of times): the MENTIONS degree, which Neo4j keeps without walking the edges. The
// aggregation waits for every row (DISTINCT would count before the later rows' edges exist).
// `sender`: the entity speaks in this user's memories (search/senders reads it).
WITH e, collect(row.sender) AS as_sender
// Less what curation's memories add (entities/recount_mentions, as of the last curation run).
// (Never below zero: curation may have removed some of its memories since it counted.)
WITH e, as_sender, COUNT { (e)<-[:MENTIONS]-() } - coalesce(e.curated_mentions, 0) AS mentions
SET e.mentions = CASE WHEN mentions < 0 THEN 0 ELSE mentions END,
    e.sender = coalesce(e.sender, false) OR true IN as_sender
RETURN count(e) AS entities
