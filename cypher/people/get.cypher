// One person card of a user, by its key (the actor's name, lower-cased, spaces collapsed).
MATCH (p:PersonCard {user_id: $user_id, key: $key})
RETURN p.key AS key, p.name AS name, p.text AS text, p.card AS card, p.turns AS turns,
       p.first_seen AS first_seen, p.last_seen AS last_seen, p.updated_at AS updated_at
