// The memories of the kinds asked for, nearest first (search/scoped_nearest).
MATCH (m:Memory)
USING INDEX m:Memory(user_id, kind)  // not the (user_id) index and a filter (curate/summaries)
WHERE m.user_id = $user_id AND m.kind IN $kinds
// include: search/scoped_nearest
