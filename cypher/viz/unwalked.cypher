// How many of the user's memories lack the importance or the time that viz/nodes walks its
// index by: the memories less those the (user_id, importance, occurred_at) index holds, two
// counts from indexes (~20 ms at 100k memories; reading the two properties of each memory
// beside viz/count doubled its 57 ms). None should: every memory is created with both. If any
// do, the map is read through viz/nodes_sorted, which sorts them all.
RETURN COUNT { MATCH (m:Memory) WHERE m.user_id = $user_id }
     - COUNT { MATCH (m:Memory)
               USING INDEX m:Memory(user_id, importance, occurred_at)
               WHERE m.user_id = $user_id AND m.importance IS NOT NULL
                 AND m.occurred_at IS NOT NULL } AS unwalked
