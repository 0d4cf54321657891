// The current (not superseded) chunks of one document path, in order.
MATCH (m:Memory {user_id: $user_id, kind: 'chunk', source_path: $source_path})
WHERE NOT coalesce(m.superseded, false)
RETURN m.id AS id, m.text AS text, m.chunk_index AS chunk_index, m.valid_from AS valid_from
ORDER BY m.chunk_index
