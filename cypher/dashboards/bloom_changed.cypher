// admin
// Bloom search phrase "what changed about $entity": every memory mentioning the entity that was
// superseded, with the chain of what replaced it and the records on both sides.
MATCH (e:Entity)
WHERE toLower(e.name) = toLower($entity)
   OR toLower($entity) IN [x IN coalesce(e.aliases, []) | toLower(x)]
MATCH (old:Memory)-[:MENTIONS]->(e)
WHERE old.user_id = e.user_id
MATCH change = (old)-[:SUPERSEDED_BY*1..10]->(new:Memory)
WHERE NOT EXISTS { (new)-[:SUPERSEDED_BY]->() }
OPTIONAL MATCH (old)-[was:DERIVED_FROM]->(r1:Record)
OPTIONAL MATCH (new)-[now:DERIVED_FROM]->(r2:Record)
RETURN e, change, was, r1, now, r2
