// Drop the SAME_AS edges resolution derived (manual merges stay): resolution rebuilds them.
MATCH (a:Entity)-[s:SAME_AS]->(:Entity)
WHERE a.user_id = $user_id AND coalesce(s.method, '') <> 'manual'
DELETE s
RETURN count(*) AS cleared
