// Decisions an import brings ($rows: subject, action, at, kind, record_ids in this store, text,
// pending: the id a decision waits under until its memory is derived here). Each names its memory
// again by kind, records and text (curate/memory_decision_match); one whose memory is not derived
// yet waits under its pending id and curate/relink_decisions finds it later. A decision the user
// made here since (a later `at`) stands, and one already here as it is (the same action at the
// same `at`: the same export imported again) is `unchanged`, not applied again. Returns each
// row's outcome and the memory it found.
UNWIND $rows AS row
WITH row, {kind: row.kind, record_ids: row.record_ids, text: row.text,
            summary_of: row.summary_of} AS d
OPTIONAL CALL (d) {
  // include: curate/memory_decision_match
}
WITH row, CASE WHEN shared * 2 >= size(row.record_ids) THEN m END AS m
// A turn, chunk, state or observation is derived when its record is written: one not found now
// never will be (a record of another type, a text edited by hand), and is not kept waiting.
WITH row, m, m IS NULL AND row.kind IN ['turn', 'chunk', 'state', 'observation'] AS lost
OPTIONAL CALL (row, m, lost) {
  WITH row, m WHERE NOT lost
  OPTIONAL MATCH (had:Decision {user_id: $user_id, memory_id: coalesce(m.id, row.pending),
                                subject: row.subject})
  WITH row, m, coalesce(had.at = row.at AND had.action = row.action, false) AS same
  MERGE (d:Decision {user_id: $user_id, memory_id: coalesce(m.id, row.pending),
                     subject: row.subject})
    ON CREATE SET d.at = row.at
  WITH d, row, m, same WHERE d.at <= row.at
  SET d.action = row.action, d.at = row.at, d.kind = row.kind, d.record_ids = row.record_ids,
      d.text = row.text, d.summary_of = row.summary_of
  RETURN CASE WHEN m IS NULL THEN 'waiting' WHEN same THEN 'unchanged'
              ELSE 'applied' END AS outcome
}
RETURN m.id AS memory_id,
       coalesce(outcome, CASE WHEN lost THEN 'unmatched' ELSE 'superseded' END) AS outcome
