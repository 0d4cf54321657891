// Labels a batch of the user's memories that lack their owner's label; run until none is left.
MATCH (m:Memory)
WHERE m.user_id = $user_id AND NOT $label IN labels(m)
WITH m LIMIT $batch
SET m:$($label)
RETURN count(m) AS labelled
