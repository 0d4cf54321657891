// Every entity of the user with what resolution compares: names, type, mention count.
MATCH (e:Entity)
WHERE e.user_id = $user_id
RETURN e.id AS id, e.key AS key, e.name AS name, e.type AS type,
       coalesce(e.aliases, []) AS aliases, coalesce(e.mentions, 0) AS mentions
