// The memories of $user_id inside a time window, sought through the (user_id, occurred_at)
// index instead of reading all of them: a day of a 100k user's map read every memory (~220
// ms). A memory without occurred_at is outside any window, as the comparison with null makes
// it; the caller passes '' or '~' for a bound it was not given (every ISO time sorts between).
MATCH (m:Memory)
USING INDEX m:Memory(user_id, occurred_at)
WHERE m.user_id = $user_id AND m.occurred_at >= $since AND m.occurred_at <= $until
