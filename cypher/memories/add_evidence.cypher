// An unchanged chunk of a re-sent document: the new version is evidence for it too.
UNWIND $rows AS row
MATCH (m:Memory {id: row.memory_id, user_id: $user_id})
MATCH (r:Record {id: row.record_id, user_id: $user_id})
MERGE (m)-[:DERIVED_FROM]->(r)
RETURN count(*) AS linked
