// Takes the per-user write lock: every append for one user serialises here, so seq stays gapless
// and each hash links to the one before it. `orphaned`: the user has a first record but no head
// (deleted outside graphmem): a head made afresh would start the chain again at seq 1, so the
// writer refuses (ingest/writer.py ChainHeadMissing) and this transaction, head and all, is
// rolled back.
MERGE (h:UserHead {user_id: $user_id})
  ON CREATE SET h.seq = 0, h.hash = ''
SET h.touched_at = $now
RETURN h.seq AS seq, h.hash AS hash,
       CASE WHEN h.seq = 0 THEN EXISTS { MATCH (:Record {user_id: $user_id, seq: 1}) }
            ELSE false END AS orphaned
