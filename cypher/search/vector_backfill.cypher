// Labels a batch of a joined user's memories written before they joined the shared vector
// index (retrieve/shared_index.py); run until none is left. Nothing for a user who has not.
MATCH (h:UserHead {user_id: $user_id})
WHERE h.vectored IS NOT NULL
MATCH (m:Memory)
WHERE m.user_id = $user_id AND m.embedding IS NOT NULL AND NOT m:Vectored
WITH m LIMIT $batch
SET m:Vectored
RETURN count(m) AS labelled
