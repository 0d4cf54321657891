// A person's decision about two entities (by linking key, so it survives a rebuild of the
// derived layer): 'merge' or 'split'. The latest decision for a pair wins.
MERGE (d:EntityDecision {user_id: $user_id, a: $a, b: $b})
SET d.decision = $decision, d.at = $now
RETURN d.decision AS decision
