// Redirect $id to $target (both created when new); replaces an earlier alias of $id. Bumps the
// epoch of $id: work that began under the old identity is stale.
MERGE (t:Conversation {user_id: $user_id, id: $target})
  ON CREATE SET t.epoch = 0, t.created_at = $now, t.digest = '', t.turn_count = 0
MERGE (c:Conversation {user_id: $user_id, id: $id})
  ON CREATE SET c.epoch = 0, c.created_at = $now, c.digest = '', c.turn_count = 0
WITH c, t
OPTIONAL MATCH (c)-[old:ALIAS_OF]->(:Conversation)
DELETE old
WITH DISTINCT c, t
MERGE (c)-[a:ALIAS_OF]->(t)
  ON CREATE SET a.created_at = $now
SET c.epoch = coalesce(c.epoch, 0) + 1, c.updated_at = $now
// Merging a conversation that has turns into another changes the lifecycle of the one it now
// resolves to ($resolved) as well: its epoch passes both old epochs, so a write begun under
// either is refused. An alias for a new name (a label, a response id) changes nothing there.
WITH c, t
OPTIONAL MATCH (r:Conversation {user_id: $user_id, id: $resolved})
WHERE coalesce(c.turn_count, 0) > 0
SET r.epoch = CASE WHEN c.epoch > coalesce(r.epoch, 0) THEN c.epoch
                   ELSE coalesce(r.epoch, 0) + 1 END,
    r.updated_at = $now
RETURN c.id AS id, t.id AS target, c.epoch AS epoch
