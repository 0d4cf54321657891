// Before a full re-check: every conflict of the user is stale until detection confirms it.
MATCH (a:Memory {user_id: $user_id})-[c:CONFLICTS_WITH]->(:Memory)
SET c.stale = true
RETURN count(c) AS marked
