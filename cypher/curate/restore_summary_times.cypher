// A summary a rebuild made again with the same text was made and known when it first was
// (curate/summary_times, read before the rebuild dropped it).
UNWIND $rows AS row
MATCH (m:Memory {id: row.id, user_id: $user_id})
WHERE m.text = row.text
SET m.recorded_at = row.recorded_at, m.occurred_at = row.occurred_at,
    m.valid_from = row.valid_from
RETURN count(m) AS restored
