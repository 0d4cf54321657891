// admin
// (admin/backfill_vectored) Every existing user counts as joined to the shared vector index.
MATCH (h:UserHead)
SET h.vectored = coalesce(h.vectored, $now), h.vectored_ready = coalesce(h.vectored_ready, $now)
RETURN count(h) AS joined
