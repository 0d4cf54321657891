// Every merge/split decision of the user, by linking key.
MATCH (d:EntityDecision)
WHERE d.user_id = $user_id
RETURN d.a AS a, d.b AS b, d.decision AS decision
