// An unchanged chunk of a re-sent document: the new version is evidence for it too. A version
// that is the newest also gives it its place in that version (`chunk_index`, null for a version
// sent late): the chunks read back in the order the document now has.
UNWIND $rows AS row
MATCH (m:Memory {id: row.memory_id, user_id: $user_id})
MATCH (r:Record {id: row.record_id, user_id: $user_id})
MERGE (m)-[:DERIVED_FROM]->(r)
SET m.chunk_index = coalesce(row.chunk_index, m.chunk_index)
RETURN count(*) AS linked
