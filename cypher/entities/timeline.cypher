// One entity (with its SAME_AS aliases) through time: its relations that hold at $at ($as_of or
// now), and the latest $limit memories that mention it, valid from by $as_of and recorded by
// $known_at, each marked superseded when a successor holds by then.
MATCH (e:Entity {id: $id})
WHERE e.user_id = $user_id
CALL (e) {
  MATCH (e)-[:SAME_AS*0..4]-(x:Entity)
  WHERE x.user_id = $user_id
  RETURN collect(DISTINCT x) AS members
}
CALL (members) {
  UNWIND members AS x
  MATCH (x)-[r:RELATED]-(o:Entity)
  WHERE o.user_id = $user_id AND NOT o IN members
    AND ($as_of IS NULL OR r.first_seen <= $as_of)
  // what holds of it at $at as known at $known_at: its evidence as connect/hops reads it, its
  // weight without the evidence that does not hold, last seen in the latest that does. A
  // relation whose evidence was all superseded (or comes later) is not shown, as /connect
  // does not walk it.
  CALL (r) {
    UNWIND coalesce(r.evidence, []) AS mid
    MATCH (m:Memory {id: mid})
    // include: memories/holds_at
    RETURN count(m) AS valid, max(m.occurred_at) AS latest
  }
  WITH r, o, x, valid, latest, size(coalesce(r.evidence, [])) AS named
  WHERE valid > 0 OR named = 0
  WITH r, o, startNode(r) = x AS outgoing, r.weight - named + valid AS weight,
       CASE WHEN named = 0 THEN r.last_seen ELSE latest END AS last_seen
  ORDER BY weight DESC, last_seen DESC, o.name, r.type  // ties in the same order every time
  LIMIT $relations
  RETURN collect({id: o.id, name: o.name, entity_type: o.type, type: r.type,
                  direction: CASE WHEN outgoing THEN 'out' ELSE 'in' END, weight: weight,
                  first_seen: r.first_seen, last_seen: last_seen}) AS relations
}
CALL (members) {
  UNWIND members AS x
  MATCH (m:Memory)-[:MENTIONS]->(x)
  WHERE m.user_id = $user_id
    AND ($as_of IS NULL OR coalesce(m.valid_from, m.occurred_at) <= $as_of)
    // a thread's episode sums up turns after $as_of too (search/hydrate_rows)
    AND ($as_of IS NULL OR m.last_turn_at IS NULL OR m.last_turn_at <= $as_of)
    AND ($known_at IS NULL OR m.recorded_at <= $known_at)
  WITH DISTINCT m
  ORDER BY m.occurred_at DESC, m.seq DESC
  LIMIT $limit
  WITH m, [(m)-[mention:MENTIONS]->(x) WHERE x IN members | mention.surface] AS surfaces,
       // by any later memory of its chain (search/hydrate_rows says why)
       [p = (m)-[:SUPERSEDED_BY*1..50]->(n:Memory)
        WHERE ($as_of IS NULL
               OR coalesce(last(relationships(p)).at, n.valid_from, n.occurred_at) <= $as_of)
          AND ($known_at IS NULL OR n.recorded_at <= $known_at) | n.id] AS successors
  RETURN collect({memory_id: m.id, kind: m.kind, text: m.text, occurred_at: m.occurred_at,
                  recorded_at: m.recorded_at, valid_from: m.valid_from,
                  thread_id: m.thread_id, surfaces: surfaces,
                  superseded: size(successors) > 0, superseded_by: head(successors),
                  record_ids: [(m)-[:DERIVED_FROM]->(rec:Record) | rec.id]}) AS memories
}
RETURN [x IN members | x.id] AS member_ids, relations, memories
