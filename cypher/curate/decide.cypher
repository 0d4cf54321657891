// A person's decision about one of their memories (pin, unpin, confirm, dismiss). Decisions are
// the user's own acts, not derived: a rebuild keeps them and applies them again. The memory's
// kind, records and text go with it, so that a decision finds its memory again when a rebuild
// or another store derives it under another id (curate/relink_decisions, export_decisions).
MATCH (m:Memory {id: $memory_id, user_id: $user_id})
WHERE m.kind IN $kinds
MERGE (d:Decision {user_id: $user_id, memory_id: $memory_id, subject: $subject})
SET d.action = $action, d.at = $now, d.kind = m.kind, d.text = m.text,
    d.summary_of = m.summary_of,
    d.record_ids = COLLECT { MATCH (m)-[:DERIVED_FROM]->(r:Record) RETURN r.id ORDER BY r.seq
                             LIMIT 500 }
RETURN m.id AS memory_id, m.kind AS kind
