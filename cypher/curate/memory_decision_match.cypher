// The memory a decision `d` names again where its id is gone (a rebuild, another store): of
// the same kind, derived from the most of its records (at least half). For the kinds whose text
// is what they are (a task, a procedure, a chunk of a document, a turn), the same text as well:
// a dismissal must not fall on another task of the same turn. A fact may be worded anew by the
// rebuild that clusters its episodes otherwise, so for the others the text only ranks. A summary
// is of the same sort (a project's, a community's): they may share most of their records.
// The body of a CALL (d) subquery in curate/relink_decisions and curate/import_decisions.
UNWIND coalesce(d.record_ids, []) AS rid
MATCH (:Record {id: rid, user_id: $user_id})<-[:DERIVED_FROM]-(m:Memory {user_id: $user_id})
WHERE m.kind = d.kind AND (d.summary_of IS NULL OR m.summary_of = d.summary_of)
  AND (d.text IS NULL OR m.text = d.text
       OR NOT m.kind IN ['task', 'procedure', 'chunk', 'turn', 'state', 'observation'])
WITH m, count(*) AS shared, coalesce(m.text = d.text, false) AS same
ORDER BY same DESC, shared DESC, m.id LIMIT 1
RETURN m, shared
