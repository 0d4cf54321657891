// After a full re-check: conflicts no detection confirmed no longer hold.
MATCH (a:Memory {user_id: $user_id})-[c:CONFLICTS_WITH {stale: true}]->(:Memory)
DELETE c
RETURN count(*) AS dropped
