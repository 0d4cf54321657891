// Re-derive the supersede chain of each touched state_object (kind, key), ordered by event
// time (then arrival), so a late value for an earlier date lands in its place.
UNWIND $keys AS k
CALL (k) {
  MATCH (m:Memory {user_id: $user_id, kind: 'state', state_kind: k.kind, state_key: k.key})
  OPTIONAL MATCH (m)-[s:SUPERSEDED_BY {reason: 'state'}]->()
  DELETE s
  SET m.valid_to = null, m.superseded = false
}
CALL (k) {
  MATCH (m:Memory {user_id: $user_id, kind: 'state', state_kind: k.kind, state_key: k.key})
  WITH m ORDER BY m.occurred_at, m.seq
  WITH collect(m) AS chain
  UNWIND range(0, size(chain) - 2) AS i
  WITH chain[i] AS older, chain[i + 1] AS newer
  CREATE (older)-[:SUPERSEDED_BY {at: newer.valid_from, reason: 'state'}]->(newer)
  SET older.valid_to = newer.valid_from, older.superseded = true
}
RETURN count(k) AS chains
