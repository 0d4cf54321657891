// admin
// Bloom search phrase "timeline of $entity": each entity of that name, the latest 50 memories
// that mention it (linked in time order along NEXT where a thread joins them) and the records
// they derive from.
MATCH (e:Entity)
WHERE toLower(e.name) = toLower($entity)
   OR toLower($entity) IN [x IN coalesce(e.aliases, []) | toLower(x)]
CALL (e) {
  MATCH (m:Memory)-[mention:MENTIONS]->(e)
  WHERE m.user_id = e.user_id
  RETURN m, mention ORDER BY m.occurred_at DESC LIMIT 50
}
OPTIONAL MATCH (m)-[source:DERIVED_FROM]->(r:Record)
OPTIONAL MATCH (m)-[next:NEXT]->(later:Memory)-[:MENTIONS]->(e)
RETURN e, mention, m, source, r, next, later
