// The hash chain of one user, in seq order, a page at a time (for /verify).
MATCH (r:Record {user_id: $user_id})
WHERE r.seq > $after_seq
RETURN r {.*} AS record
ORDER BY r.seq
LIMIT $limit
