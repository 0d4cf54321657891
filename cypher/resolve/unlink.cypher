// Remove SAME_AS between one entity and the given others (any direction, any method); returns
// the keys of each pair removed so the split can be remembered.
MATCH (e:Entity {id: $id})
WHERE e.user_id = $user_id
MATCH (e)-[s:SAME_AS]-(o:Entity)
WHERE o.user_id = $user_id AND ($others IS NULL OR o.id IN $others)
WITH e, o, s
DELETE s
RETURN e.key AS a, o.key AS b, o.id AS other_id
