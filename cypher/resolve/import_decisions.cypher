// Merge/split decisions an import brings ($rows: a, b (linking keys, a < b), decision, at). A
// decision the user made here since about the same pair (a later `at`) stands; one already here
// as it is (same decision, same `at`: the export imported again) is `unchanged`. The resolution
// job applies them (curate/resolve.py _manual_rows), as it does a decision made here.
// A pair this user has no entities for is `unmatched` and not kept: a hand-edited file's keys
// would otherwise be stored and exported again with every export.
UNWIND $rows AS row
WITH row, EXISTS { MATCH (:Entity {user_id: $user_id, key: row.a}) }
          AND EXISTS { MATCH (:Entity {user_id: $user_id, key: row.b}) } AS known
OPTIONAL CALL (row, known) {
  WITH row WHERE known
  OPTIONAL MATCH (had:EntityDecision {user_id: $user_id, a: row.a, b: row.b})
  WITH row, coalesce(had.at = row.at AND had.decision = row.decision, false) AS same
  MERGE (d:EntityDecision {user_id: $user_id, a: row.a, b: row.b})
    ON CREATE SET d.at = row.at
  WITH d, row, same WHERE d.at <= row.at
  SET d.decision = row.decision, d.at = row.at
  RETURN same
}
RETURN count(CASE WHEN NOT same THEN 1 END) AS applied,
       count(CASE WHEN same THEN 1 END) AS unchanged,
       count(CASE WHEN NOT known THEN 1 END) AS unmatched
