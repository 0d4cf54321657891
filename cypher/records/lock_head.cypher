// Takes the per-user write lock: every append for one user serialises here, so seq stays gapless
// and each hash links to the one before it.
MERGE (h:UserHead {user_id: $user_id})
  ON CREATE SET h.seq = 0, h.hash = ''
SET h.touched_at = $now
RETURN h.seq AS seq, h.hash AS hash
