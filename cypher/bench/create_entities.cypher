// Bench data: synthetic entities of one dedicated bench user. Rows: {id, key, name, type,
// importance, at}.
UNWIND $rows AS row
CREATE (e:Entity {user_id: $user_id, id: row.id, key: row.key, name: row.name, type: row.type,
                  aliases: [], aliases_text: '', first_seen: row.at, last_seen: row.at,
                  mentions: 1, importance: row.importance})
RETURN count(e) AS created
