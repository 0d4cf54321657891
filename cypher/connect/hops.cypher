// The edges between consecutive nodes of candidate paths, each with its evidence: the memories
// it names that hold at event time $at as known at $known_at (valid from by then, not yet
// superseded by a successor known then), newest first. A SAME_AS edge's evidence is the latest
// memory mentioning each side. An edge with no such evidence returns no row: it did not hold.
UNWIND $pairs AS pair
MATCH (a:Entity {id: pair[0], user_id: $user_id})
MATCH (b:Entity {id: pair[1], user_id: $user_id})
MATCH (a)-[r:RELATED|SAME_AS]-(b)
WHERE type(r) = 'SAME_AS' OR $as_of IS NULL OR r.first_seen <= $as_of
CALL (a, b, r) {
  UNWIND CASE WHEN type(r) = 'RELATED' THEN coalesce(r.evidence, []) ELSE [] END AS mid
  MATCH (m:Memory {id: mid})
  RETURN m
  UNION
  WITH a, b, r WHERE type(r) = 'SAME_AS'
  UNWIND [a, b] AS side
  CALL (side) {
    MATCH (m:Memory)-[:MENTIONS]->(side)
    WHERE m.user_id = $user_id AND coalesce(m.valid_from, m.occurred_at) <= $at
      AND ($known_at IS NULL OR m.recorded_at <= $known_at)
    RETURN m ORDER BY m.occurred_at DESC LIMIT 1
  }
  RETURN m
}
WITH pair, a, r, m
// include: memories/holds_at
WITH pair, a, r, m ORDER BY m.occurred_at DESC
WITH pair, a, r, count(m) AS valid, collect(m)[..$per_edge] AS shown,
     max(m.occurred_at) AS latest
RETURN pair[0] AS a_id, pair[1] AS b_id, type(r) AS label, r.type AS type,
       // a relation's weight without its evidence that does not hold (entities/timeline)
       CASE WHEN type(r) = 'RELATED' THEN coalesce(r.weight, 1) - size(coalesce(r.evidence, []))
            + valid ELSE coalesce(r.weight, 1) END AS weight,
       r.first_seen AS first_seen, r.last_seen AS last_seen,
       startNode(r) = a AS forward, coalesce(r.score, 1.0) AS score, valid, latest,
       [m IN shown | {memory_id: m.id, text: left(m.text, 1000), occurred_at: m.occurred_at,
                      record_ids: [(m)-[:DERIVED_FROM]->(rec:Record) | rec.id]}] AS evidence
