// Clean-up of a scratch user, first step (graphmem/eval/scratch.py): up to $batch of its memories
// with their edges; call until 0.
MATCH (n:Memory) WHERE n.user_id = $user_id
WITH n LIMIT $batch
DETACH DELETE n
RETURN count(*) AS deleted
