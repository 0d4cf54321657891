// Entities a batch's mention keys may be spellings of. Rows: {key, prefix, lo, hi}. A key the user
// already has (`known`) needs none. Otherwise the candidates share the key's first characters (a
// prefix seek on the (user_id, key) index: one block, never all of a user's entities) and have a
// length a close spelling can have; at most $limit per key.
UNWIND $rows AS row
OPTIONAL MATCH (known:Entity {user_id: $user_id, key: row.key})
// A null prefix seeks nothing: a known key costs no block read.
WITH row, known IS NOT NULL AS known,
     CASE WHEN known IS NULL THEN row.prefix END AS prefix
OPTIONAL CALL (row, prefix) {
  MATCH (e:Entity)
  WHERE e.user_id = $user_id AND e.key STARTS WITH prefix
    AND size(e.key) >= row.lo AND size(e.key) <= row.hi
  WITH e LIMIT $limit
  RETURN collect({key: e.key, name: e.name, type: e.type}) AS candidates
}
RETURN row.key AS key, known, coalesce(candidates, []) AS candidates
