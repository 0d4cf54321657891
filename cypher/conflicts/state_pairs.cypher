// The end of conflicts/state_detect and state_detect_at (included where they say so), given
// `a` and `b`, two versions of one state_object (`k`: kind, key) with the same event time,
// a arrived first, their values different: a conflict unless one is a writer's correction of
// the other (the raw `supersedes` decides, not the derived chain). The older arrival points at
// the newer; idempotent.
MATCH (a)-[:DERIVED_FROM]->(ra:Record)
MATCH (b)-[:DERIVED_FROM]->(rb:Record)
WHERE ra.user_id = $user_id AND rb.user_id = $user_id
  AND NOT coalesce(rb.supersedes IN [ra.id, ra.source_ref], false)
  AND NOT coalesce(ra.supersedes IN [rb.id, rb.source_ref], false)
  // nor when a writer has corrected either side since (a third record's supersedes names it)
  AND NOT EXISTS { MATCH (x:Record {user_id: $user_id})
                   WHERE x.supersedes IN [ra.id, ra.source_ref, rb.id, rb.source_ref] }
MERGE (a)-[c:CONFLICTS_WITH {reason: 'state'}]->(b)
  ON CREATE SET c.detected_at = $now, c.kind = k.kind, c.key = k.key
SET c.stale = false
RETURN count(DISTINCT c) AS found
