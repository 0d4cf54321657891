// The dashboard map without a time window: the user's memories that pass the filters, most
// important first, then the latest. They are walked in that order through the (user_id,
// importance, occurred_at) index, so the walk stops once $limit pass (a PartialTop; a Top over
// all of a 100k user's memories took ~230 ms). Every memory is created with both properties, so
// the index holds them all; viz/totals checks that, and viz/nodes_sorted serves a store where
// it does not hold.
MATCH (m:Memory)
USING INDEX m:Memory(user_id, importance, occurred_at)
WHERE m.user_id = $user_id AND m.importance IS NOT NULL AND m.occurred_at IS NOT NULL
// include: viz/filters
WITH m
ORDER BY m.user_id DESC, m.importance DESC, m.occurred_at DESC, m.id
LIMIT $limit
// include: viz/rows
