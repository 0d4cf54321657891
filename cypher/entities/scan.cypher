// Entities whose name or an alias contains $needle (lower case): the fallback when the
// full-text index gave too few of this user's entities.
MATCH (e:Entity)
WHERE e.user_id = $user_id
  AND (toLower(e.name) CONTAINS $needle
       OR any(a IN coalesce(e.aliases, []) WHERE toLower(a) CONTAINS $needle))
RETURN e {.id, .key, .name, .type, .aliases, .first_seen, .last_seen, .mentions, .importance,
          .community,
          same_as: [(e)-[:SAME_AS]-(x:Entity) WHERE x.user_id = $user_id | x.id]} AS entity
ORDER BY e.mentions DESC
LIMIT $limit
