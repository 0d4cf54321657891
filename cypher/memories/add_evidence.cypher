// An unchanged chunk of a re-sent document: the new version is evidence for it too. A version
// dated before the chunk began (sent late) holds it from its own date: `valid_from` moves back.
UNWIND $rows AS row
MATCH (m:Memory {id: row.memory_id, user_id: $user_id})
MATCH (r:Record {id: row.record_id, user_id: $user_id})
MERGE (m)-[:DERIVED_FROM]->(r)
SET m.valid_from = CASE WHEN row.valid_from < m.valid_from THEN row.valid_from
                        ELSE m.valid_from END
RETURN count(*) AS linked
