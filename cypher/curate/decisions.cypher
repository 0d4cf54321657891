MATCH (d:Decision {user_id: $user_id})
WHERE $subject IS NULL OR d.subject = $subject
RETURN d.memory_id AS memory_id, d.subject AS subject, d.action AS action, d.at AS at
