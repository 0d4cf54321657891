// How many of a user's memories lack their owner's label (written before labels existed): an
// index on the label would miss them, so search keeps to the shared index until none do.
MATCH (m:Memory)
WHERE m.user_id = $user_id AND NOT $label IN labels(m)
RETURN count(m) AS unlabelled
