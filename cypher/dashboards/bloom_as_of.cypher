// admin
// Bloom search phrase "$entity as of $date" ($date as text, e.g. 2024-05-01): the entity, the
// memories mentioning it that were valid on that day (begun by then, not yet superseded), and
// the entities it was related to by then. Times are fixed-width UTC text, so a prefix compares.
MATCH (e:Entity)
WHERE toLower(e.name) = toLower($entity)
   OR toLower($entity) IN [x IN coalesce(e.aliases, []) | toLower(x)]
OPTIONAL MATCH (m:Memory)-[mention:MENTIONS]->(e)
WHERE m.user_id = e.user_id AND left(m.valid_from, size($date)) <= $date
  // a thread's episode sums up turns after $date too (search/hydrate_rows)
  AND (m.last_turn_at IS NULL OR left(m.last_turn_at, size($date)) <= $date)
  AND NOT EXISTS {
    MATCH (m)-[s:SUPERSEDED_BY]->(n:Memory)
    WHERE left(coalesce(s.at, n.valid_from), size($date)) <= $date
  }
OPTIONAL MATCH (e)-[r:RELATED]-(o:Entity)
WHERE o.user_id = e.user_id AND left(r.first_seen, size($date)) <= $date
RETURN e, collect(DISTINCT mention) AS mentions, collect(DISTINCT m) AS memories,
       collect(DISTINCT r) AS relations, collect(DISTINCT o) AS related
