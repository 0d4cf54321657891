// NeoDash: the selected user's current state values: begun by now and not yet superseded by now
// (a value dated in the future is not current yet; the one before it still is). Times are
// fixed-width UTC text.
WITH toString(datetime()) AS now
MATCH (m:Memory {user_id: $user_id, kind: 'state'})
WHERE m.valid_from <= now
  AND NOT EXISTS {
    MATCH (m)-[s:SUPERSEDED_BY]->(n:Memory) WHERE coalesce(s.at, n.valid_from) <= now
  }
RETURN m.state_kind AS kind, m.state_key AS key, m.text AS value, m.valid_from AS since
ORDER BY kind, key
LIMIT 200
