// Bench clean-up: delete up to $batch nodes of a bench user (call until 0): its memories,
// entities, records and chain head. Only bench users (bench-*) come here; a real user's records
// are never deleted.
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
