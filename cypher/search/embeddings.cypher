// The embeddings of some of a user's memories, with their stamps (search/embedding_stamps).
UNWIND $ids AS mid
MATCH (m:Memory {id: mid})
WHERE m.user_id = $user_id AND m.embedding IS NOT NULL
RETURN collect([m.id, coalesce(m.embedding_stamp, ''), m.embedding]) AS rows
