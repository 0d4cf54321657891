// A user's memories that have an embedding, each with the stamp every write of its embedding
// renews: what a process's copy of a small user's vectors is checked against before each exact
// search (graphmem/retrieve/user_vectors.py). Memories written before stamps existed have ''.
MATCH (m:Memory)
WHERE m.user_id = $user_id AND m.embedding IS NOT NULL
RETURN collect([m.id, coalesce(m.embedding_stamp, '')]) AS memories
