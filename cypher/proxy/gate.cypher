// The proxy's routing gate, one round trip: where the conversation id leads through the alias
// table, and whether the user has anything retrievable yet (one memory is enough).
OPTIONAL MATCH p = (c:Conversation {user_id: $user_id, id: $id})-[:ALIAS_OF*0..16]->
                   (t:Conversation {user_id: $user_id})
WHERE NOT (t)-[:ALIAS_OF]->(:Conversation)
WITH coalesce(t.id, $id) AS resolved
CALL (resolved) {
  OPTIONAL MATCH (m:Memory {user_id: $user_id})
  RETURN m IS NOT NULL AS retrievable
  LIMIT 1
}
RETURN resolved AS id, retrievable
