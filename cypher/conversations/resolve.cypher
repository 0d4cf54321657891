// Where a conversation id leads through the alias table: the end of its ALIAS_OF chain (itself
// when it has no alias, or when it does not exist yet). Chains are kept acyclic on write.
OPTIONAL MATCH p = (c:Conversation {user_id: $user_id, id: $id})-[:ALIAS_OF*0..16]->
                   (t:Conversation {user_id: $user_id})
WHERE NOT (t)-[:ALIAS_OF]->(:Conversation)
RETURN coalesce(t.id, $id) AS id, coalesce(length(p), 0) AS hops
