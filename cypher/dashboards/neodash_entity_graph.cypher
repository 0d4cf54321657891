// NeoDash graph report: the selected user's 40 most important entities and the relations
// between them.
MATCH (e:Entity)
WHERE e.user_id = $user_id
WITH e ORDER BY coalesce(e.importance, 0.0) DESC, e.mentions DESC LIMIT 40
WITH collect(e) AS top
UNWIND top AS a
MATCH (a)-[r:RELATED|SAME_AS]->(b:Entity)
WHERE b IN top
RETURN a, r, b
