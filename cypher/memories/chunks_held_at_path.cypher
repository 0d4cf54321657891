// The chunks of one document path that an earlier version held at $at and a later one closed
// after it: a version dated $at that arrives late closes them at $at instead
// (ingest/persist.py _late_version).
MATCH (m:Memory {user_id: $user_id, kind: 'chunk', source_path: $source_path})
WHERE m.superseded AND m.valid_from < $at AND m.valid_to > $at
RETURN m.id AS id, m.chunk_index AS chunk_index
