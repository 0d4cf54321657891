// Clean-up of a scratch user that an evaluation or a benchmark wrote, last step (after its
// memories and its entities' edges, graphmem/eval/scratch.py):
// delete up to $batch of its nodes, call until 0. A record import writes these four labels;
// each MATCH uses its label's user_id index. A real user's records are never deleted.
CALL () {
  MATCH (n:Memory) WHERE n.user_id = $user_id RETURN n LIMIT $batch
  UNION
  MATCH (n:Entity) WHERE n.user_id = $user_id RETURN n LIMIT $batch
  UNION
  MATCH (n:Record) WHERE n.user_id = $user_id RETURN n LIMIT $batch
  UNION
  MATCH (n:UserHead) WHERE n.user_id = $user_id RETURN n LIMIT $batch
}
DETACH DELETE n
RETURN count(*) AS deleted
