// Cards of actors who no longer have any current turn.
MATCH (p:PersonCard {user_id: $user_id})
WHERE NOT p.key IN $keys
DETACH DELETE p
RETURN count(*) AS dropped
