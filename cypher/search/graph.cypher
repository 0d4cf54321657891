// Graph candidates: memories whose text mentions the query's entities (not merely spoken by
// them), and (one hop over RELATED) the
// memories of their strongest neighbours. `hops` is 0 for direct mentions.
// Entities mentioned almost everywhere (a speaker's own name) say nothing about relevance and
// are skipped ($max_mentions), at either hop: a neighbour in every tenth memory cost 5-10 ms
// here at 100k memories (its mentions sorted by time) and found nothing.
// $keys: [{key, named}] for every run of the query's words (graphmem/nlp/query_names.py); most
// name nothing the user has. A run of lowercase English words ("bill", "nice") is not `named`:
// it names no person and no place.
UNWIND $keys AS q
MATCH (e:Entity {user_id: $user_id, key: q.key})
WHERE e.mentions <= $max_mentions AND (q.named OR NOT e.type IN ['person', 'place'])
CALL (e) {
  MATCH (m:Memory)-[r:MENTIONS]->(e)
  WHERE coalesce(r.in_text, true)
  RETURN m, 0 AS hops, e.key AS via
  ORDER BY m.occurred_at DESC
  LIMIT $per_entity
  UNION
  MATCH (e)-[r:RELATED]-(n:Entity)
  WHERE n.mentions <= $max_mentions
  WITH n, r ORDER BY r.weight DESC LIMIT 5
  MATCH (m:Memory)-[r2:MENTIONS]->(n)
  WHERE coalesce(r2.in_text, true)
  RETURN m, 1 AS hops, n.key AS via
  ORDER BY m.occurred_at DESC
  LIMIT $per_entity
}
WITH m, min(hops) AS hops, collect(DISTINCT via) AS via
WHERE m.user_id = $user_id
WITH m, hops, via LIMIT $limit
RETURN collect({id: m.id, hops: hops, via: via}) AS hits
