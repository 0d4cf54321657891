// Evidence logged for a memory reinforced by a near-duplicate (cosine in the 0.85-0.95 band): the
// text as it was seen, how similar it was, and the records it came from. Idempotent by id.
UNWIND $rows AS row
MATCH (m:Memory {id: row.memory_id, user_id: $user_id})
MERGE (v:Evidence {id: row.id})
  ON CREATE SET v.user_id = $user_id, v.memory_id = row.memory_id, v.text = row.text,
                v.similarity = row.similarity, v.record_ids = row.record_ids, v.at = row.at
MERGE (m)-[:HAS_EVIDENCE]->(v)
RETURN count(v) AS logged
