// A memory `m` of $user_id that holds at $at as known at $known_at: valid from by then, and not
// superseded by then by any later memory of its chain known then (search/hydrate_rows says why
// any, not only the next). Included where a relation's evidence is read (connect/hops,
// entities/timeline).
WHERE m.user_id = $user_id
  AND coalesce(m.valid_from, m.occurred_at) <= $at
  AND ($known_at IS NULL OR m.recorded_at <= $known_at)
  AND NOT EXISTS {
    MATCH p = (m)-[:SUPERSEDED_BY*1..50]->(n:Memory)
    WHERE coalesce(last(relationships(p)).at, n.valid_from, n.occurred_at) <= $at
      AND ($known_at IS NULL OR n.recorded_at <= $known_at)
  }
