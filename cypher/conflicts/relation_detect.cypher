// Single-valued typed relations asserted with different objects: the subject holds `type` to
// two entities that are not the same one (SAME_AS), each backed by a current (not superseded)
// memory. The newest current evidence of each side is linked, older -> newer. Idempotent.
UNWIND $subjects AS subject_key
MATCH (s:Entity {user_id: $user_id, key: subject_key})-[r1:RELATED]->(o1:Entity)
WHERE r1.type IN $types
MATCH (s)-[r2:RELATED {type: r1.type}]->(o2:Entity)
WHERE o1.key < o2.key AND o2.user_id = $user_id AND o1.user_id = $user_id
  AND NOT EXISTS { (o1)-[:SAME_AS*1..3]-(o2) }
CALL (r1) {
  UNWIND r1.evidence AS mid
  MATCH (m:Memory {id: mid})
  WHERE m.user_id = $user_id AND NOT EXISTS { (m)-[:SUPERSEDED_BY]->() }
  RETURN m AS m1 ORDER BY m.occurred_at DESC, m.seq DESC LIMIT 1
}
CALL (r2) {
  UNWIND r2.evidence AS mid
  MATCH (m:Memory {id: mid})
  WHERE m.user_id = $user_id AND NOT EXISTS { (m)-[:SUPERSEDED_BY]->() }
  RETURN m AS m2 ORDER BY m.occurred_at DESC, m.seq DESC LIMIT 1
}
WITH s, r1, o1, o2, m1, m2
WHERE m1 <> m2
WITH s, r1, CASE WHEN m1.occurred_at < m2.occurred_at OR (m1.occurred_at = m2.occurred_at
                                                    AND coalesce(m1.seq, 0) <= coalesce(m2.seq, 0))
                 THEN [m1, m2, o1, o2] ELSE [m2, m1, o2, o1] END AS pair
WITH s, r1, pair[0] AS older, pair[1] AS newer, pair[2] AS older_object, pair[3] AS newer_object
MERGE (older)-[c:CONFLICTS_WITH {reason: 'relation', relation: r1.type, subject: s.key}]->(newer)
  ON CREATE SET c.detected_at = $now
SET c.stale = false, c.subject_name = s.name,
    c.objects = [older_object.name, newer_object.name]
RETURN count(DISTINCT c) AS found
