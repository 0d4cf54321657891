// State values that hold at the same time: two versions of one state_object (kind, key) with the
// same event time and different values, neither a writer's correction of the other (the raw
// `supersedes` decides, not the derived chain). Idempotent; the older arrival points at the newer.
UNWIND $keys AS k
MATCH (a:Memory {user_id: $user_id, kind: 'state', state_kind: k.kind, state_key: k.key})
MATCH (b:Memory {user_id: $user_id, kind: 'state', state_kind: k.kind, state_key: k.key})
WHERE a.occurred_at = b.occurred_at AND a.seq < b.seq AND trim(a.text) <> trim(b.text)
MATCH (a)-[:DERIVED_FROM]->(ra:Record)
MATCH (b)-[:DERIVED_FROM]->(rb:Record)
WHERE NOT coalesce(rb.supersedes IN [ra.id, ra.source_ref], false)
  AND NOT coalesce(ra.supersedes IN [rb.id, rb.source_ref], false)
MERGE (a)-[c:CONFLICTS_WITH {reason: 'state'}]->(b)
  ON CREATE SET c.detected_at = $now, c.kind = k.kind, c.key = k.key
SET c.stale = false
RETURN count(DISTINCT c) AS found
