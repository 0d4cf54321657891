// Rows: {id, pos: [x, y, z]}. Positions on the dashboard map, tagged with the basis that made them.
UNWIND $rows AS row
MATCH (m:Memory {id: row.id})
WHERE m.user_id = $user_id
SET m.viz_pos = row.pos, m.viz_basis = $basis_id
RETURN count(m) AS placed
