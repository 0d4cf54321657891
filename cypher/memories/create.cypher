// Derived memories with provenance. Each row: {props: {...}, facets: {facet_0: [...], ...},
// record_ids: [...]}.
UNWIND $rows AS row
CREATE (m:Memory)
SET m = row.props
// include: memories/owner_label
WITH m, row
CALL (m) {
  // stored as float32: half the bytes of a Cypher list of floats, read by every exact cosine
  WITH m WHERE m.embedding IS NOT NULL
  CALL db.create.setNodeVectorProperty(m, 'embedding', m.embedding)
  // a new stamp for each write of it: the copies of small users' vectors (retrieve/user_vectors.py)
  SET m.embedding_stamp = randomUUID()
}
CALL (m, row) {
  // a multi-sentence turn's sentence embeddings, as facet_0.. (read by search/facets)
  UNWIND keys(coalesce(row.facets, {})) AS key
  CALL db.create.setNodeVectorProperty(m, key, row.facets[key])
}
UNWIND row.record_ids AS rid
MATCH (r:Record {id: rid, user_id: $user_id})
CREATE (m)-[:DERIVED_FROM]->(r)
RETURN count(*) AS linked
