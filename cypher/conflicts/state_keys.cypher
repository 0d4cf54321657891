// Every state_object (kind, key) of the user with more than one version (conflict candidates).
MATCH (m:Memory {user_id: $user_id, kind: 'state'})
WITH m.state_kind AS kind, m.state_key AS key, count(m) AS versions
WHERE versions > 1
RETURN kind, key
