// Re-derive the supersede chain of each touched state_object (kind, key) by event time (then
// arrival), so a late value for an earlier date lands in its place. Rows: {kind, key, since},
// `since` the earliest new value's time. Only the chain from the last value before `since` on
// is linked again, read through the (user_id, state_kind, state_key, occurred_at) index: the
// link into that part stays right, since every new value comes after its first value. A value
// dated before all others relinks the whole chain (docs/DEVELOPING.md "Writes to long threads").
UNWIND $keys AS k
CALL (k) {
  OPTIONAL MATCH (p:Memory {user_id: $user_id, state_kind: k.kind, state_key: k.key})
  USING INDEX p:Memory(user_id, state_kind, state_key, occurred_at)
  WHERE p.occurred_at < k.since AND p.kind = 'state'
    AND (p.valid_to IS NULL OR p.valid_to > p.valid_from)
  WITH p ORDER BY p.user_id DESC, p.state_kind DESC, p.state_key DESC, p.occurred_at DESC,
                  p.seq DESC
  LIMIT 1
  RETURN coalesce(p.occurred_at, '') AS start
}
CALL (k, start) {
  MATCH (m:Memory {user_id: $user_id, state_kind: k.kind, state_key: k.key})
  USING INDEX m:Memory(user_id, state_kind, state_key, occurred_at)
  WHERE m.occurred_at >= start AND m.kind = 'state'
  OPTIONAL MATCH (m)-[s:SUPERSEDED_BY {reason: 'state'}]->()
  DELETE s
  // A writer's `supersedes` (or another reason) still closes it: only the state links go
  WITH DISTINCT m
  OPTIONAL MATCH (m)-[o:SUPERSEDED_BY]->()
  WHERE coalesce(o.reason, '') <> 'state'
  WITH m, min(o.at) AS closed
  SET m.valid_to = closed, m.superseded = closed IS NOT NULL
}
CALL (k, start) {
  MATCH (m:Memory {user_id: $user_id, state_kind: k.kind, state_key: k.key})
  USING INDEX m:Memory(user_id, state_kind, state_key, occurred_at)
  WHERE m.occurred_at >= start AND m.kind = 'state'
    // a value its writer corrected from its own date on (the correction dated no later)
    // held at no time: no link of the chain runs through it (the state route leaves it
    // out alike, cypher/state/held), else the chain ran back into its correction
    AND (m.valid_to IS NULL OR m.valid_to > m.valid_from)
  WITH m ORDER BY m.occurred_at, m.seq
  WITH collect(m) AS chain
  UNWIND range(0, size(chain) - 2) AS i
  WITH chain[i] AS older, chain[i + 1] AS newer
  CREATE (older)-[:SUPERSEDED_BY {at: newer.valid_from, reason: 'state'}]->(newer)
  SET older.valid_to = CASE WHEN older.valid_to < newer.valid_from THEN older.valid_to
                            ELSE newer.valid_from END,
      older.superseded = true
}
RETURN count(k) AS chains
