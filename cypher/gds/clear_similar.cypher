// Drop the user's SIMILAR edges (GDS node similarity rewrites them each run).
MATCH (a:Entity)-[s:SIMILAR]->(:Entity)
WHERE a.user_id = $user_id
DELETE s
RETURN count(*) AS cleared
