// Rows: {old_id, new_id, reason, at}. The old interval closes at `at` (when given: a document
// chunk removed by a new version closes when that version begins, its successor being a kept
// chunk that began earlier), else where the new one starts.
UNWIND $rows AS row
MATCH (old:Memory {id: row.old_id, user_id: $user_id})
MATCH (new:Memory {id: row.new_id, user_id: $user_id})
MERGE (old)-[s:SUPERSEDED_BY]->(new)
  ON CREATE SET s.at = coalesce(row.at, new.valid_from), s.reason = row.reason
SET old.valid_to = coalesce(row.at, new.valid_from), old.superseded = true
RETURN count(s) AS superseded
