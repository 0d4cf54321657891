// Store (replace) the user's PCA basis for the dashboard map.
MERGE (p:VizProjection {user_id: $user_id})
SET p += $props
RETURN p.basis_id AS basis_id
