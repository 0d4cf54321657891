// Whether a thread id names a host conversation (its order then comes from Turn sort keys).
MATCH (c:Conversation {user_id: $user_id, id: $id})
RETURN c.id AS id
