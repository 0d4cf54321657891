// NeoDash: the selected user's open conflicts (contradicting current memories).
MATCH (a:Memory)-[c:CONFLICTS_WITH]->(b:Memory)
WHERE a.user_id = $user_id AND b.user_id = $user_id
  AND NOT EXISTS { (a)-[:SUPERSEDED_BY]->(x) WHERE x <> b }
  AND NOT EXISTS { (b)-[:SUPERSEDED_BY]->() }
RETURN c.reason AS type, coalesce(c.key, c.subject_name) AS about, c.relation AS relation,
       a.text AS older, b.text AS newer, c.detected_at AS detected_at
ORDER BY detected_at DESC
LIMIT 50
