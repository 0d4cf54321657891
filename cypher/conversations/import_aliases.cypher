// The aliases of conversations an import just wrote ($rows: id, target), after all of them
// (a target may come later in the file): a target the import did not bring is made empty, as
// POST /conversations/{id}/alias makes it.
UNWIND $rows AS row
MATCH (c:Conversation {user_id: $user_id, id: row.id})
WHERE NOT (c)-[:ALIAS_OF]->(:Conversation)
MERGE (t:Conversation {user_id: $user_id, id: row.target})
  ON CREATE SET t.epoch = 0, t.created_at = $now, t.digest = '', t.turn_count = 0
MERGE (c)-[a:ALIAS_OF]->(t)
  ON CREATE SET a.created_at = $now
RETURN count(a) AS aliases
