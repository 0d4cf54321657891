// A record by its id or, failing that, by the user's own source_ref (what `supersedes` names).
OPTIONAL MATCH (byid:Record {id: $id, user_id: $user_id})
OPTIONAL MATCH (byref:Record {user_id: $user_id, source_ref: $id})
WITH coalesce(byid, byref) AS r
WHERE r IS NOT NULL
OPTIONAL MATCH (m:Memory)-[:DERIVED_FROM]->(r)
OPTIONAL MATCH (m)-[:SUPERSEDED_BY]->(n:Memory)-[:DERIVED_FROM]->(nr:Record)
WITH r, collect(DISTINCT m.id) AS memory_ids, collect(DISTINCT nr.id) AS superseded_by
RETURN r {.*} AS record, memory_ids, superseded_by
