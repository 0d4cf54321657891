// A user's person cards, the most active actors first.
MATCH (p:PersonCard {user_id: $user_id})
RETURN p.key AS key, p.name AS name, p.turns AS turns, p.first_seen AS first_seen,
       p.last_seen AS last_seen, p.updated_at AS updated_at
ORDER BY p.turns DESC, p.name
LIMIT $limit
