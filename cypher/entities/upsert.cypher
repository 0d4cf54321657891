// One row per distinct entity of a batch: {key, id, name, type, alias, aliases, at, last_at}:
// `at` and `last_at` its batch's earliest and latest mention by event time, `alias` the earliest
// surface form of the key, `aliases` the forms fuzzy linking brought to it.
UNWIND $rows AS row
MERGE (e:Entity {user_id: $user_id, key: row.key})
  ON CREATE SET e.id = row.id, e.name = row.name, e.type = row.type, e.aliases = [],
                e.first_seen = row.at, e.last_seen = row.last_at, e.mentions = 0,
                e.importance = 0.0,
                e.sender = false
// The earliest mention by event time names and types the entity, not the first to arrive: a
// rebuild replays in arrival order, and a write that lands during it (or a late import of
// older talk) must not rename what the history called it.
WITH e, row, row.at < e.first_seen AND row.name IS NOT NULL AS earlier, e.name AS was
SET e.name = CASE WHEN earlier THEN row.name ELSE e.name END,
    e.type = CASE WHEN earlier THEN row.type ELSE e.type END
SET e.aliases = reduce(acc = e.aliases,
                       a IN [row.alias, CASE WHEN earlier THEN was END] + coalesce(row.aliases, [])
                       | CASE WHEN a IS NULL OR a = '' OR a IN acc OR a = e.name THEN acc
                              ELSE acc + a END),
    e.first_seen = CASE WHEN earlier THEN row.at ELSE e.first_seen END,
    e.last_seen = CASE WHEN row.last_at > e.last_seen THEN row.last_at ELSE e.last_seen END
SET e.aliases_text = reduce(s = '', a IN e.aliases | s + ' ' + a)
RETURN count(e) AS upserted
