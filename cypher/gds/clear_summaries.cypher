// Drop the user's community summary memories (each GDS run writes them afresh).
MATCH (m:Memory {user_id: $user_id, kind: 'summary'})
WHERE m.summary_of = 'community'
DETACH DELETE m
RETURN count(*) AS cleared
