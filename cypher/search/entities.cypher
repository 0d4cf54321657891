// What these memories' texts name, [key, type] each (the sender alone does not count): for
// the rows of a vector request that did not read them, when the question turns out to name
// specific entities (retrieve/search.py).
UNWIND $ids AS mid
MATCH (m:Memory {id: mid})
WHERE m.user_id = $user_id
RETURN collect({memory_id: m.id,
                entities: [(m)-[r:MENTIONS]->(e) WHERE coalesce(r.in_text, true) | [e.key, e.type]]}
              ) AS rows
