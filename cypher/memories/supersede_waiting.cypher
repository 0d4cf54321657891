// Records that named one of these in `supersedes` before it existed (a correction sent before
// what it corrects, or imported in another order): their claims take effect now that the
// record has come, as a FOLLOWS does for a parent that arrives after its child.
// Keys: the new records' ids and source_refs (only a record with a source_ref can be named
// before it exists: its id is made from the source_ref).
UNWIND $keys AS key
MATCH (r:Record {user_id: $user_id, supersedes: key})
RETURN r.id AS record_id, key AS supersedes
