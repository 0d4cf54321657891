// Records already written under these source_refs, with the memories their write derived (a
// replay answers as the first write did: its own turn, chunks in order, state or observation;
// not the episodes, facts or working memory curation has made of it since).
// "graphmem:<id>" is how an export names a record sent without a source_ref (ingest/export.py):
// it also finds that record itself, so an export imported back into its own user is `existing`.
UNWIND $source_refs AS ref
CALL (ref) {
  MATCH (r:Record {user_id: $user_id, source_ref: ref})
  RETURN r
  UNION
  MATCH (r:Record {id: substring(ref, 9)})
  WHERE ref STARTS WITH 'graphmem:' AND r.user_id = $user_id AND r.source_ref IS NULL
  RETURN r
}
OPTIONAL MATCH (m:Memory)-[:DERIVED_FROM]->(r)
WHERE m.kind IN ['turn', 'chunk', 'state', 'observation']
WITH ref, r, m ORDER BY m.chunk_index, m.id
WITH ref, r, collect(m.id) AS memory_ids
RETURN r.id AS id, r.seq AS seq, r.record_hash AS record_hash, ref AS source_ref,
       r.content AS content, r.type AS type, memory_ids
