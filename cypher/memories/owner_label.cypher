// The owner's label on a memory `m` of $user_id, `User:<user_id>`, included by each statement
// that creates memories: an index on it holds one user's vectors (retrieve/own_index.py names
// the label the same way and gives some users such an index). And `Vectored`, the label of the
// shared vector index, once the user has joined it (UserHead.vectored, set by
// memories/vector_join): a small user's memories are scanned exactly and spare the index their
// inserts and merges (retrieve/shared_index.py).
SET m:$(CASE WHEN EXISTS { MATCH (h:UserHead {user_id: $user_id}) WHERE h.vectored IS NOT NULL }
             THEN ['User:' + $user_id, 'Vectored'] ELSE ['User:' + $user_id] END)
