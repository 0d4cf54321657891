// Entities of the user by linking key (normalize_key of a name), with their SAME_AS aliases
// (`same_as`: direct; `cluster`: transitively, the entity included).
UNWIND $keys AS k
MATCH (e:Entity {user_id: $user_id, key: k})
RETURN e {.id, .key, .name, .type, .aliases, .first_seen, .last_seen, .mentions, .importance,
          .community,
          same_as: [(e)-[:SAME_AS]-(x:Entity) WHERE x.user_id = $user_id | x.id],
          cluster: [(e)-[:SAME_AS*0..4]-(x:Entity) WHERE x.user_id = $user_id | x.id]}
       AS entity
