// What was derived from one record: every memory that cites it (its own memories and curated
// ones), the entities its own memories mention with the surfaces written in it, and the
// relations its own memories are evidence for.
// include: records/by_id_or_ref
CALL (r) {
  OPTIONAL MATCH (m:Memory)-[:DERIVED_FROM]->(r)
  WHERE m.user_id = $user_id
  WITH m ORDER BY m.kind, m.chunk_index
  RETURN collect(m {memory_id: m.id, .kind, .text, .valid_from, .valid_to,
                    superseded: coalesce(m.superseded, false)}) AS memories
}
CALL (r) {
  OPTIONAL MATCH (m:Memory)-[:DERIVED_FROM]->(r)
  WHERE m.user_id = $user_id AND m.kind IN ['turn', 'chunk', 'state', 'observation']
  OPTIONAL MATCH (m)-[mention:MENTIONS]->(e:Entity)
  WHERE e.user_id = $user_id
  WITH e, collect(mention.surface) AS surfaces
  WHERE e IS NOT NULL
  RETURN collect({id: e.id, name: e.name, type: e.type, aliases: e.aliases,
                  surfaces: surfaces}) AS entities
}
CALL (r) {
  OPTIONAL MATCH (m:Memory)-[:DERIVED_FROM]->(r)
  WHERE m.user_id = $user_id AND m.kind IN ['turn', 'chunk', 'state', 'observation']
  OPTIONAL MATCH (m)-[:MENTIONS]->(a:Entity)-[rel:RELATED]->(b:Entity)<-[:MENTIONS]-(m)
  WHERE m.id IN rel.evidence
  WITH DISTINCT a, b, rel
  WHERE rel IS NOT NULL
  RETURN collect({from: a.id, to: b.id, type: rel.type, from_name: a.name,
                  to_name: b.name}) AS relations
}
RETURN r.id AS record_id, memories, entities, relations
