// Entity importance in [0, 1]: PageRank (written as `pagerank`) over the user's maximum.
MATCH (e:Entity)
WHERE e.user_id = $user_id
WITH collect(e) AS entities, max(coalesce(e.pagerank, 0.0)) AS top
UNWIND entities AS e
SET e.importance = CASE WHEN top > 0 THEN coalesce(e.pagerank, 0.0) / top ELSE 0.0 END
RETURN count(e) AS entities, top
