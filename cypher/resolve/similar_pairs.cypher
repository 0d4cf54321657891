// Pairs GDS node similarity found (shared neighbourhoods): extra resolution candidates.
MATCH (a:Entity)-[s:SIMILAR]->(b:Entity)
WHERE a.user_id = $user_id AND b.user_id = $user_id AND s.score >= $min_score
RETURN a.id AS a, b.id AS b, s.score AS score
