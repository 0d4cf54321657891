// Community summary memories. Rows: {props, fresh, record_ids, entity_ids}: DERIVED_FROM the
// records of their central memories, MENTIONS their top entities (without counting as mentions).
// A pinned summary kept from the run before (gds/clear_summaries) is written over in place when
// its community comes back, still pinned: `fresh` (not pinned, never read) is for a new one only.
UNWIND $rows AS row
MERGE (m:Memory {id: row.props.id})
  ON CREATE SET m += row.fresh
SET m += row.props
SET m.decay_class = CASE WHEN coalesce(m.pinned, false) THEN 'none' ELSE m.decay_class END
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
  UNWIND row.record_ids AS rid
  MATCH (r:Record {id: rid, user_id: $user_id})
  MERGE (m)-[:DERIVED_FROM]->(r)
}
CALL (m, row) {
  UNWIND row.entity_ids AS eid
  MATCH (e:Entity {id: eid, user_id: $user_id})
  MERGE (m)-[x:MENTIONS]->(e)
  SET x.surface = [e.name], x.sender = false
}
RETURN count(m) AS written
