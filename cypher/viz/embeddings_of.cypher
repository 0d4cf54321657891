// The embeddings of these memories of the user, for a refit's second pass (a page at a time).
UNWIND $ids AS id
MATCH (m:Memory {id: id})
WHERE m.user_id = $user_id AND m.embedding IS NOT NULL
RETURN m.id AS id, m.embedding AS embedding
