// The fields a shown result carries beyond those that scored it (search/hydrate), for the
// page of results and the window past it that replaces near-copies (Searcher._page); the
// embedding is for that near-copy check.
UNWIND $ids AS mid
MATCH (m:Memory {id: mid})
WHERE m.user_id = $user_id
RETURN collect({
  memory_id: m.id, topic_id: m.topic_id, valid_from: m.valid_from, valid_to: m.valid_to,
  superseded_by: head([(m)-[:SUPERSEDED_BY]->(s:Memory) | s.id]),
  record_ids: [(m)-[:DERIVED_FROM]->(r:Record) | r.id],
  source_refs: [(m)-[:DERIVED_FROM]->(r:Record) WHERE r.source_ref IS NOT NULL | r.source_ref],
  entity_names: [(m)-[:MENTIONS]->(e:Entity) | e.name],
  // what the text names, for the near-copy check (the same entities matched as strongly)
  entity_keys: [(m)-[r:MENTIONS]->(e:Entity) WHERE coalesce(r.in_text, true) | e.key],
  embedding: CASE WHEN $with_embedding THEN m.embedding END
}) AS rows
