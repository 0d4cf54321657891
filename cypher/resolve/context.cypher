// For candidate entities: the embeddings of the latest memories that mention them (the names
// in context) and their RELATED neighbours (the neighbourhood), aliases excluded.
UNWIND $ids AS eid
MATCH (e:Entity {id: eid})
WHERE e.user_id = $user_id
CALL (e) {
  MATCH (m:Memory)-[:MENTIONS]->(e)
  WHERE m.user_id = $user_id AND m.embedding IS NOT NULL
  WITH m ORDER BY m.occurred_at DESC LIMIT $per_entity
  RETURN collect(m.embedding) AS vectors
}
CALL (e) {
  OPTIONAL MATCH (e)-[:RELATED]-(n:Entity)
  WHERE n.user_id = $user_id
  RETURN collect(DISTINCT n.id) AS neighbours
}
CALL (e) {
  OPTIONAL MATCH (e)-[s:SIMILAR]-(n:Entity)
  WHERE n.user_id = $user_id
  RETURN collect({id: n.id, score: s.score}) AS similar
}
RETURN e.id AS id, vectors, neighbours, similar
