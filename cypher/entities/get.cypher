// Entities of the user by id, with the ids of their SAME_AS aliases (both directions)
// and of everything resolved to be the same thing (`cluster`, transitively).
UNWIND $ids AS eid
MATCH (e:Entity {id: eid})
WHERE e.user_id = $user_id
RETURN e {.id, .key, .name, .type, .aliases, .first_seen, .last_seen, .mentions, .importance,
          .community,
          same_as: [(e)-[:SAME_AS]-(x:Entity) WHERE x.user_id = $user_id | x.id],
          cluster: [(e)-[:SAME_AS*0..4]-(x:Entity) WHERE x.user_id = $user_id | x.id]}
       AS entity
