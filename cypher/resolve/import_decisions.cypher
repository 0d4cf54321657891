// Merge/split decisions an import brings ($rows: a, b (linking keys, a < b), decision, at). A
// decision the user made here since about the same pair (a later `at`) stands. The resolution
// job applies them (curate/resolve.py _manual_rows), as it does a decision made here.
UNWIND $rows AS row
MERGE (d:EntityDecision {user_id: $user_id, a: row.a, b: row.b})
  ON CREATE SET d.at = row.at
WITH d, row WHERE d.at <= row.at
SET d.decision = row.decision, d.at = row.at
RETURN count(d) AS applied
