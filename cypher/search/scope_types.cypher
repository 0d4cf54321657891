// The memories of the record types asked for, nearest first (search/scoped_nearest): through
// the (user_id, record_type) index, so a type the user has few of (or none) is found without
// reading the user's other memories.
MATCH (m:Memory)
USING INDEX m:Memory(user_id, record_type)
WHERE m.user_id = $user_id AND m.record_type IN $types
// include: search/scoped_nearest
