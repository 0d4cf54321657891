// The memories recorded by `known_at`, nearest first (search/scoped_nearest): through the
// (user_id, recorded_at) index, so "what did we know back then" before most writes reads only
// what had been written. Times are fixed-width ISO text.
MATCH (m:Memory)
USING INDEX m:Memory(user_id, recorded_at)
WHERE m.user_id = $user_id AND m.recorded_at <= $known_at
// include: search/scoped_nearest
