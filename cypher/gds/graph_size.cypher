// How big the user's entity graph is (the scheduler runs GDS when it has changed enough).
MATCH (e:Entity)
WHERE e.user_id = $user_id
RETURN count(e) AS entities, sum(COUNT { (e)-[:RELATED]->(:Entity) }) AS relations
