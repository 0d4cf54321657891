// Drop the user's community summary memories (each GDS run writes them afresh), but a pinned
// one: the person kept it, and a pin is never dropped (its community may have changed since).
MATCH (m:Memory {user_id: $user_id, kind: 'summary'})
WHERE m.summary_of = 'community' AND NOT coalesce(m.pinned, false)
DETACH DELETE m
RETURN count(*) AS cleared
