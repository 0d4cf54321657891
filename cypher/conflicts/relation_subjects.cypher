// Every entity of the user that holds a single-valued relation to more than one object.
MATCH (s:Entity)-[r:RELATED]->(:Entity)
WHERE s.user_id = $user_id AND r.type IN $types
WITH s, r.type AS type, count(r) AS objects
WHERE objects > 1
RETURN DISTINCT s.key AS key
