// Records already written under these source_refs, with the memories their write derived (a
// replay answers as the first write did: its own turn, chunks in order, state or observation;
// not the episodes, facts or working memory curation has made of it since).
UNWIND $source_refs AS ref
MATCH (r:Record {user_id: $user_id, source_ref: ref})
OPTIONAL MATCH (m:Memory)-[:DERIVED_FROM]->(r)
WHERE m.kind IN ['turn', 'chunk', 'state', 'observation']
WITH r, m ORDER BY m.chunk_index, m.id
WITH r, collect(m.id) AS memory_ids
RETURN r.id AS id, r.seq AS seq, r.record_hash AS record_hash, r.source_ref AS source_ref,
       r.content AS content, r.type AS type, memory_ids
