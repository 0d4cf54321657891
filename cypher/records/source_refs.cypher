// Which of a user's records carry a source_ref, by id: an export names a record another store
// will give a new id by its source_ref instead (a `supersedes` that names a record id).
MATCH (r:Record {user_id: $user_id})
WHERE r.source_ref IS NOT NULL
RETURN r.id AS id, r.source_ref AS source_ref
