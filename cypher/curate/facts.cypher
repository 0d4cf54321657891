// The user's current facts (the targets of near-duplicate reinforcement).
MATCH (m:Memory {user_id: $user_id, kind: 'fact'})
WHERE NOT coalesce(m.superseded, false)
RETURN m.id AS id, m.embedding AS embedding, m.text AS text
