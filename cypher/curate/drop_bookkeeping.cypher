// Rebuild: drop the user's derived bookkeeping (evidence logged by near-duplicate reinforcement).
// Decisions (pins, confirmations) are the user's own acts and stay.
MATCH (v:Evidence {user_id: $user_id})
WHERE v.memory_id IS NOT NULL
WITH v LIMIT $limit
DETACH DELETE v
RETURN count(*) AS deleted
