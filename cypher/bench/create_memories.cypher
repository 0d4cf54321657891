// Bench data: synthetic evidence memories (no embedding) of one dedicated bench user.
// Rows: {id, text, at}.
UNWIND $rows AS row
CREATE (m:Memory {user_id: $user_id, id: row.id, kind: 'turn', text: row.text,
                  occurred_at: row.at, recorded_at: row.at, valid_from: row.at,
                  superseded: false, archived: false, importance: 0.5})
RETURN count(m) AS created
