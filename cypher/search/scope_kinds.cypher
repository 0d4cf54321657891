// The memories of the kinds asked for, nearest first (search/scoped_nearest).
MATCH (m:Memory)
WHERE m.user_id = $user_id AND m.kind IN $kinds
// include: search/scoped_nearest
