// Embedded memories the current basis has not placed yet (new since the fit), a page at a time.
MATCH (m:Memory)
WHERE m.user_id = $user_id AND m.embedding IS NOT NULL
  AND (m.viz_basis IS NULL OR m.viz_basis <> $basis_id)
RETURN m.id AS id, m.embedding AS embedding
LIMIT $page
