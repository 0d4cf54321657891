// Remember the graph size and mode of this GDS run.
MERGE (g:GdsRun {user_id: $user_id})
SET g.entities = $entities, g.relations = $relations, g.at = $now, g.mode = $mode
RETURN g.at AS at
