// Facts summed up again from the turns that still hold (rows {id, text, embedding, drop}): the
// records of corrected turns are no longer their evidence. A fact with no turn left that holds
// ({text: null}) is superseded: nothing it said stands.
UNWIND $rows AS row
MATCH (f:Memory {id: row.id, user_id: $user_id, kind: 'fact'})
SET f.text = coalesce(row.text, f.text), f.updated_at = $now
FOREACH (_ IN CASE WHEN row.text IS NULL THEN [1] ELSE [] END |
  SET f.superseded = true, f.valid_to = $now)
WITH f, row
CALL (f, row) {
  WITH f, row WHERE row.embedding IS NOT NULL
  CALL db.create.setNodeVectorProperty(f, 'embedding', row.embedding)
  SET f.embedding_stamp = randomUUID()
}
CALL (f, row) {
  MATCH (f)-[d:DERIVED_FROM]->(r:Record)
  WHERE r.id IN row.drop
  DELETE d
}
RETURN count(f) AS refreshed
