// Every merge/split decision of the user, by linking key, oldest first (an export carries them
// in this order).
MATCH (d:EntityDecision)
WHERE d.user_id = $user_id
RETURN d.a AS a, d.b AS b, d.decision AS decision, d.at AS at
ORDER BY d.at, d.a, d.b
