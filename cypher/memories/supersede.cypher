// Rows: {old_id, new_id, reason}. The old interval closes where the new one starts.
UNWIND $rows AS row
MATCH (old:Memory {id: row.old_id, user_id: $user_id})
MATCH (new:Memory {id: row.new_id, user_id: $user_id})
MERGE (old)-[s:SUPERSEDED_BY]->(new)
  ON CREATE SET s.at = new.valid_from, s.reason = row.reason
SET old.valid_to = new.valid_from, old.superseded = true
RETURN count(s) AS superseded
