UNWIND $source_refs AS ref
MATCH (r:Record {user_id: $user_id, source_ref: ref})
OPTIONAL MATCH (m:Memory)-[:DERIVED_FROM]->(r)
WITH r, collect(m.id) AS memory_ids
RETURN r.id AS id, r.seq AS seq, r.record_hash AS record_hash, r.source_ref AS source_ref,
       r.content AS content, r.type AS type, memory_ids
