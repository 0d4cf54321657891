// The dashboard map inside a time window (since and/or until), most important first, then the
// latest: the window's memories are sorted, keeping $limit while they are read (a Top).
// include: viz/between
// include: viz/filters
WITH m
ORDER BY coalesce(m.importance, 0.0) DESC, m.occurred_at DESC, m.id
LIMIT $limit
// include: viz/rows
