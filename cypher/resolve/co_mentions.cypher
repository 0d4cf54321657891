// Given-name candidates: the texts of the memories that mention both the given name and the
// full name, so the job can see "Alex introduced me to Alex Romero" (two people in one sentence).
UNWIND $pairs AS pair
MATCH (a:Entity {id: pair.a})<-[:MENTIONS]-(m:Memory)-[:MENTIONS]->(b:Entity {id: pair.b})
WHERE a.user_id = $user_id AND b.user_id = $user_id AND m.user_id = $user_id
  AND m.text IS NOT NULL
WITH pair, m ORDER BY m.occurred_at DESC
WITH pair, collect(m.text)[..$per_pair] AS texts
RETURN pair.a AS a, pair.b AS b, texts
