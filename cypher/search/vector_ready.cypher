// After the backfill: the user's searches may ask the shared index once none of their memories
// with an embedding lacks its label. Run after curate/lock_user_writes in the same transaction,
// so no append is half done meanwhile.
MATCH (h:UserHead {user_id: $user_id})
WHERE h.vectored IS NOT NULL
  AND NOT EXISTS { MATCH (m:Memory) WHERE m.user_id = $user_id AND m.embedding IS NOT NULL
                                          AND NOT m:Vectored }
SET h.vectored_ready = $now
RETURN count(h) AS ready
