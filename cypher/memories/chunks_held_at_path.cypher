// The chunks of one document path that held at $at (the versions before $at said them): a
// version dated $at that arrives late, before a version already stored, keeps those whose text
// it repeats and closes the others at $at (ingest/persist.py _late_version). `continues`: the
// chunk ran on past $next_at, the next version's date (that version kept it).
MATCH (m:Memory {user_id: $user_id, kind: 'chunk', source_path: $source_path})
WHERE m.valid_from <= $at AND (NOT coalesce(m.superseded, false) OR m.valid_to > $at)
RETURN m.id AS id, m.text AS text, m.chunk_index AS chunk_index,
       NOT coalesce(m.superseded, false) OR m.valid_to > $next_at AS continues
ORDER BY m.chunk_index
