// A conversation's bookkeeping summary: epoch, digest of its active turns, and its tail.
MATCH (c:Conversation {user_id: $user_id, id: $id})
RETURN c.id AS id, coalesce(c.epoch, 0) AS epoch, coalesce(c.digest, '') AS digest,
       coalesce(c.turn_count, 0) AS turn_count, c.tail_key AS tail_key,
       c.tail_position AS tail_position, c.tail_source_ref AS tail_source_ref,
       coalesce(c.tail_hashes, []) AS tail_hashes, coalesce(c.tail_roles, []) AS tail_roles,
       c.created_at AS created_at, c.updated_at AS updated_at,
       [(c)-[:ALIAS_OF]->(t:Conversation) | t.id][0] AS alias_of
