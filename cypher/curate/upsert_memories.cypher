// Curated memories (episode, fact, summary, task, procedure, working) created or refreshed by
// their deterministic id, with provenance. Rows: {props, create, record_ids, contains,
// entity_keys}. `props` is what the job derives each run (a null removes the property); `create`
// is set only on a new memory: pins, access statistics and a person's decisions are not a job's
// to reset. A pinned memory keeps decay class 'none'.
UNWIND $rows AS row
MERGE (m:Memory {id: row.props.id})
  ON CREATE SET m += row.create, m.user_id = $user_id
WITH m, row
WHERE m.user_id = $user_id
SET m += row.props
// include: memories/owner_label
SET m.decay_class = CASE WHEN coalesce(m.pinned, false) THEN 'none' ELSE m.decay_class END
WITH m, row
CALL (m) {
  // stored as float32: half the bytes of a Cypher list of floats, read by every exact cosine
  WITH m WHERE m.embedding IS NOT NULL
  CALL db.create.setNodeVectorProperty(m, 'embedding', m.embedding)
  // a new stamp for each write of it: the copies of small users' vectors (retrieve/user_vectors.py)
  SET m.embedding_stamp = randomUUID()
}
CALL (m, row) {
  UNWIND row.record_ids AS rid
  MATCH (r:Record {id: rid, user_id: $user_id})
  MERGE (m)-[:DERIVED_FROM]->(r)
}
CALL (m, row) {
  UNWIND coalesce(row.contains, []) AS cid
  MATCH (c:Memory {id: cid, user_id: $user_id})
  MERGE (m)-[:CONTAINS]->(c)
}
CALL (m, row) {
  UNWIND coalesce(row.entity_keys, []) AS key
  MATCH (e:Entity {user_id: $user_id, key: key})
  MERGE (m)-[x:MENTIONS]->(e)
    ON CREATE SET x.surface = [], x.derived = true
}
RETURN count(m) AS upserted
