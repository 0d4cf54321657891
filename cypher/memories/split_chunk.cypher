// A chunk that ran on through a version sent late, which changed it, is split in time: the
// chunk keeps its life before the late version (memories/supersede then closes it there) and a
// copy ($rows: old_id, new_id, record_id of the next version, at: that version's date) takes
// its life from the next version on: that version's and later ones' evidence, its successor,
// its mentions, its pin. As if the versions had come in order, when the next version made it again.
UNWIND $rows AS row
MATCH (h:Memory {id: row.old_id, user_id: $user_id})
MATCH (r:Record {id: row.record_id, user_id: $user_id})
CREATE (m:Memory)
SET m = h {.*, id: row.new_id, valid_from: r.occurred_at, occurred_at: r.occurred_at,
           recorded_at: r.recorded_at, record_id: r.id, seq: r.seq, source_ref: r.source_ref,
           access_count: 0, pinned: false}
// include: memories/owner_label
WITH m, h, row
CALL (m, h) {
  // float32 again (properties() reads vectors back as lists of doubles), a new stamp
  UNWIND [k IN keys(h) WHERE k = 'embedding' OR k STARTS WITH 'facet_'] AS key
  CALL db.create.setNodeVectorProperty(m, key, h[key])
}
SET m.embedding_stamp = randomUUID()
WITH m, h, row
CALL (m, h, row) {
  MATCH (h)-[d:DERIVED_FROM]->(r:Record)
  WHERE r.occurred_at >= row.at
  CREATE (m)-[:DERIVED_FROM]->(r)
  DELETE d
}
CALL (m, h) {
  MATCH (h)-[s:SUPERSEDED_BY]->(n:Memory)
  CREATE (m)-[:SUPERSEDED_BY {at: s.at, reason: s.reason}]->(n)
  DELETE s
}
CALL (m, h) {
  MATCH (h)-[e:MENTIONS]->(x:Entity)
  CREATE (m)-[c:MENTIONS]->(x)
  SET c = properties(e)
}
// A pinned chunk's pin follows it to the copy, the current one (ingest/persist.py), at the
// person's time, as a correction passes a pin on.
RETURN m.id AS id,
       COLLECT { MATCH (d:Decision {user_id: $user_id, memory_id: h.id, subject: 'pin'})
                 WHERE d.action = 'pin' RETURN d.at }[0] AS pinned_at
