// Entity names and aliases matching $lucene (built from escaped terms only, with fuzzy and
// prefix forms), custody applied on the hits.
CALL db.index.fulltext.queryNodes('entity_names', $lucene, {limit: $k}) YIELD node, score
WHERE node.user_id = $user_id
RETURN node {.id, .key, .name, .type, .aliases, .first_seen, .last_seen, .mentions,
             .importance, .community,
             same_as: [(node)-[:SAME_AS]-(x:Entity) WHERE x.user_id = $user_id | x.id]}
       AS entity, score
