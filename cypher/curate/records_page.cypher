// A user's records in seq order, a page at a time, and whether anything is derived from each yet
// (a rebuild skips records a live write already derived again).
MATCH (r:Record {user_id: $user_id})
WHERE r.seq > $after_seq
WITH r ORDER BY r.seq LIMIT $limit
RETURN r {.*} AS record, EXISTS { (:Memory)-[:DERIVED_FROM]->(r) } AS derived
