// The user's most important entities (PageRank, or degree without GDS), then most mentioned.
MATCH (e:Entity)
WHERE e.user_id = $user_id
RETURN e {.id, .key, .name, .type, .aliases, .first_seen, .last_seen, .mentions, .importance,
          .community,
          same_as: [(e)-[:SAME_AS]-(x:Entity) WHERE x.user_id = $user_id | x.id]} AS entity
ORDER BY coalesce(e.importance, 0) DESC, e.mentions DESC, e.name
LIMIT $limit
