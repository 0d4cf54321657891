// admin
// NeoDash parameter selector: the user ids (one chain head per user) matching the input.
MATCH (h:UserHead)
WHERE toLower(h.user_id) CONTAINS toLower($input)
RETURN h.user_id AS value, h.user_id AS display
ORDER BY value
LIMIT 20
