// NeoDash: the selected user's most important entities (PageRank, or degree without GDS).
MATCH (e:Entity)
WHERE e.user_id = $user_id
RETURN e.name AS entity, e.type AS type, round(coalesce(e.importance, 0.0), 3) AS importance,
       e.mentions AS mentions, e.community AS community
ORDER BY importance DESC, mentions DESC
LIMIT 25
