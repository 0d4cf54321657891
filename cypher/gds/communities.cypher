// Communities (Louvain, written as Entity.community) of at least $min_size entities: the top
// entities by importance, and the most central memories (mentioning the most important members)
// with the records they derive from.
MATCH (e:Entity)
WHERE e.user_id = $user_id AND e.community IS NOT NULL
WITH e.community AS community, collect(e) AS members
WHERE size(members) >= $min_size
CALL (members) {
  UNWIND members AS e
  // Rounded: PageRank differs in its last digits between runs, and a rebuild must give the same text.
  WITH e ORDER BY round(coalesce(e.importance, 0), 3) DESC, e.mentions DESC, e.name
  LIMIT $top_entities
  RETURN collect(e {.id, .key, .name, .type, .importance}) AS top
}
CALL (members) {
  UNWIND members AS e
  MATCH (m:Memory)-[:MENTIONS]->(e)
  WHERE m.user_id = $user_id AND m.kind <> 'summary' AND NOT coalesce(m.superseded, false)
  WITH m, sum(coalesce(e.importance, 0) + 0.01) AS centrality, count(e) AS shared
  ORDER BY shared DESC, round(centrality, 3) DESC, m.occurred_at DESC, m.id
  LIMIT $top_memories
  RETURN collect(m {.id, .text, .occurred_at, .last_turn_at,
                    record_ids: [(m)-[:DERIVED_FROM]->(r:Record) | r.id]}) AS central
}
RETURN community, size(members) AS size, top, central
ORDER BY size DESC
LIMIT $max_communities
