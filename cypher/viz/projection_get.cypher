// The user's stored PCA basis for the dashboard map (null when none was fitted yet), and how
// many of the user's memories have an embedding, and how many of those the basis has placed.
OPTIONAL MATCH (p:VizProjection {user_id: $user_id})
CALL (p) {
  MATCH (m:Memory)
  WHERE m.user_id = $user_id AND m.embedding IS NOT NULL
  RETURN count(m) AS embedded,
         count(CASE WHEN p IS NOT NULL AND m.viz_basis = p.basis_id THEN 1 END) AS placed
}
RETURN p {.*} AS basis, embedded, placed
