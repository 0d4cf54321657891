// A user's decisions about their memories, as an export carries them (ingest/export.py): by
// the memory's kind, the records it was derived from and its text, since another store (or a
// rebuild) gives the memory another id. Oldest first, so an import applies them in order.
MATCH (d:Decision {user_id: $user_id})
OPTIONAL MATCH (m:Memory {id: d.memory_id, user_id: $user_id})
WITH d, m ORDER BY d.at, d.memory_id, d.subject
RETURN d.subject AS subject, d.action AS action, d.at AS at, coalesce(m.kind, d.kind) AS kind,
       CASE WHEN m IS NULL THEN coalesce(d.record_ids, [])
            ELSE COLLECT { MATCH (m)-[:DERIVED_FROM]->(r:Record) RETURN r.id ORDER BY r.seq
                           LIMIT 500 } END AS record_ids,
       coalesce(m.text, d.text) AS text, coalesce(m.summary_of, d.summary_of) AS summary_of
