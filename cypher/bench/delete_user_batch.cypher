// Bench clean-up: delete up to $batch entities and memories of the bench user (call until 0).
CALL () {
  MATCH (n:Entity) WHERE n.user_id = $user_id RETURN n LIMIT $batch
  UNION
  MATCH (n:Memory) WHERE n.user_id = $user_id RETURN n LIMIT $batch
}
DETACH DELETE n
RETURN count(*) AS deleted
