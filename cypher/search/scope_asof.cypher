// The memories valid by `as_of` (their valid_from at or before it), nearest first
// (search/scoped_nearest): through the (user_id, valid_from) index, so "what was true back
// then" for a time before most of the user's memories reads only those. A memory without
// valid_from passes no as_of filter, and the index holds none. Times are fixed-width ISO text.
MATCH (m:Memory)
USING INDEX m:Memory(user_id, valid_from)
WHERE m.user_id = $user_id AND m.valid_from <= $as_of
// include: search/scoped_nearest
