// Decisions an import brings ($rows: subject, action, at, kind, record_ids in this store, text,
// pending: the id a decision waits under until its memory is derived here). Each names its memory
// again by kind, records and text (curate/memory_decision_match); one whose memory is not derived
// yet waits under its pending id and curate/relink_decisions finds it later. A decision the user
// made here since (a later `at`) stands. Returns the memories decided now.
UNWIND $rows AS row
WITH row, {kind: row.kind, record_ids: row.record_ids, text: row.text} AS d
OPTIONAL CALL (d) {
  // include: curate/memory_decision_match
}
WITH row, CASE WHEN shared * 2 >= size(row.record_ids) THEN m END AS m
WITH row, m, coalesce(m.id, row.pending) AS memory_id
MERGE (d:Decision {user_id: $user_id, memory_id: memory_id, subject: row.subject})
  ON CREATE SET d.at = row.at
WITH d, row, m WHERE d.at <= row.at
SET d.action = row.action, d.at = row.at, d.kind = row.kind, d.record_ids = row.record_ids,
    d.text = row.text
RETURN collect(m.id) AS memory_ids, count(m) AS applied, count(*) - count(m) AS waiting
