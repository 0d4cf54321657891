// The proxy's routing gate: does the user have anything retrievable yet? (One memory is enough.)
OPTIONAL MATCH (m:Memory {user_id: $user_id})
WITH m LIMIT 1
RETURN m IS NOT NULL AS retrievable
