// The map's counts, all from indexes (~21 ms at 100k memories): the user's memories; those the
// (user_id, importance, occurred_at) index holds, which viz/nodes walks (every memory is
// created with both properties; if any lacks one, the map is read through viz/nodes_sorted,
// which sorts them all); and the archived ones. A map filtered by nothing but `archived` (the
// default) takes its total from these; viz/count reads `archived` on every memory instead
// (41 ms alone, 65 beside the map's other reads).
RETURN COUNT { MATCH (m:Memory) WHERE m.user_id = $user_id } AS memories,
       COUNT { MATCH (m:Memory)
               USING INDEX m:Memory(user_id, importance, occurred_at)
               WHERE m.user_id = $user_id AND m.importance IS NOT NULL
                 AND m.occurred_at IS NOT NULL } AS walked,
       COUNT { MATCH (m:Memory)
               USING INDEX m:Memory(user_id, archived)
               WHERE m.user_id = $user_id AND m.archived = true } AS archived
