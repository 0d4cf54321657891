// The user's record `r` named by $id: its id or, failing that, the user's own source_ref (what
// `supersedes` names). Included by records/get, records/lineage and records/derivations.
OPTIONAL MATCH (byid:Record {id: $id, user_id: $user_id})
OPTIONAL MATCH (byref:Record {user_id: $user_id, source_ref: $id})
WITH coalesce(byid, byref) AS r
WHERE r IS NOT NULL
