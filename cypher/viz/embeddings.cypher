// Every embedded memory of the user, for fitting the map's projection (streamed by the caller).
MATCH (m:Memory)
WHERE m.user_id = $user_id AND m.embedding IS NOT NULL
RETURN m.id AS id, m.embedding AS embedding
