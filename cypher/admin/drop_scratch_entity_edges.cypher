// Clean-up of a scratch user, second step: the edges left on its entities, $batch * 5 at a time.
// A hub entity can hold 100k RELATED edges; deleted with the node in one transaction, they went
// past Neo4j's transaction memory limit.
MATCH (e:Entity) WHERE e.user_id = $user_id
MATCH (e)-[r]-()
WITH r LIMIT $batch * 5
DELETE r
RETURN count(*) AS deleted
