// Eval clean-up: delete up to $batch nodes of a scratch user the evaluation wrote (call until 0).
// Only `graphmem eval` users (locomo-*) come here: a real user's records are never deleted.
MATCH (n) WHERE n.user_id = $user_id
WITH n LIMIT $batch
DETACH DELETE n
RETURN count(*) AS deleted
