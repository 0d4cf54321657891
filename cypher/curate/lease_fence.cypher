// The fence at the head of every job transaction: lock the lease, then check this worker still
// holds it under its token. No row back means the lease was lost: the caller aborts the
// transaction, so a worker that lost its lease never writes.
MATCH (l:Lease {name: $lease})
SET l.touched_at = $now
WITH l
WHERE l.holder = $holder AND l.token = $token AND l.expires_at > $now
RETURN l.token AS token
