// A near-duplicate reinforces an existing memory instead of making a new one: the existing memory
// gains the new evidence (DERIVED_FROM its records, CONSOLIDATES its episodes). Idempotent: each
// reinforcing key counts once. Rows: {memory_id, key, record_ids, consolidates}.
UNWIND $rows AS row
MATCH (m:Memory {id: row.memory_id, user_id: $user_id})
SET m.reinforced_by = CASE WHEN row.key IN coalesce(m.reinforced_by, []) THEN m.reinforced_by
                           ELSE coalesce(m.reinforced_by, []) + row.key END,
    m.reinforced_at = $now
SET m.reinforced = size(m.reinforced_by)
WITH m, row
CALL (m, row) {
  UNWIND row.record_ids AS rid
  MATCH (r:Record {id: rid, user_id: $user_id})
  MERGE (m)-[:DERIVED_FROM]->(r)
}
CALL (m, row) {
  UNWIND coalesce(row.consolidates, []) AS eid
  MATCH (e:Memory {id: eid, user_id: $user_id})
  MERGE (m)-[:CONSOLIDATES]->(e)
}
RETURN count(m) AS reinforced
