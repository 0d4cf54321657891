// NeoDash: the selected user's current state values (the terminal version of each kind/key).
MATCH (m:Memory {user_id: $user_id, kind: 'state'})
WHERE NOT EXISTS { (m)-[:SUPERSEDED_BY]->() }
RETURN m.state_kind AS kind, m.state_key AS key, m.text AS value, m.valid_from AS since
ORDER BY kind, key
LIMIT 200
