// The dashboard map without a time window, for a user some of whose memories lack importance
// or time (viz/totals): all that pass the filters, sorted as viz/nodes walks them (no importance
// counts as 0), keeping $limit while they are read (a Top).
MATCH (m:Memory)
WHERE m.user_id = $user_id
// include: viz/filters
WITH m
ORDER BY coalesce(m.importance, 0.0) DESC, m.occurred_at DESC, m.id
LIMIT $limit
// include: viz/rows
