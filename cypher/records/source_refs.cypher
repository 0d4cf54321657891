// Each of a user's records by id, with its source_ref if it has one: an export names every
// record by a source_ref, since another store gives it a new id (ingest/export.py).
MATCH (r:Record {user_id: $user_id})
RETURN r.id AS id, r.source_ref AS source_ref
