// Auto-archive: a memory never accessed whose decay factor, exp(-ln2 / half_life * days), has
// fallen under $threshold is archived (left out of default search, never deleted). Days count from
// when we received it (recorded_at), so an import of old history is not archived on arrival.
// Kinds with their own lifecycle ($exempt: superseded documents and states, TTL-bound tasks and
// working memory) are left alone.
MATCH (m:Memory {user_id: $user_id})
WHERE NOT coalesce(m.pinned, false) AND NOT coalesce(m.archived, false)
  AND coalesce(m.access_count, 0) = 0 AND m.last_accessed_at IS NULL
  AND NOT m.kind IN $exempt AND $half_lives[m.decay_class] IS NOT NULL
  AND coalesce(m.recorded_at, m.occurred_at) IS NOT NULL
WITH m, duration.inSeconds(datetime(coalesce(m.recorded_at, m.occurred_at)),
                           datetime($now)).seconds / 86400.0 AS days
WITH m, exp(-log(2.0) / $half_lives[m.decay_class] * days) AS factor
WHERE days > 0 AND factor < $threshold
SET m.archived = true, m.archived_at = $now, m.archive_reason = 'decay'
RETURN count(m) AS archived
