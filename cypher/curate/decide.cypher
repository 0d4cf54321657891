// A person's decision about one of their memories (pin, unpin, confirm, dismiss). Decisions are
// the user's own acts, not derived: a rebuild keeps them and applies them again.
MATCH (m:Memory {id: $memory_id, user_id: $user_id})
WHERE m.kind IN $kinds
MERGE (d:Decision {user_id: $user_id, memory_id: $memory_id, subject: $subject})
SET d.action = $action, d.at = $now
RETURN m.id AS memory_id, m.kind AS kind
