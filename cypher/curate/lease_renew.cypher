// Extend a lease still held by this holder under this token (and not yet expired).
MATCH (l:Lease {name: $lease})
SET l.touched_at = $now
WITH l
WHERE l.holder = $holder AND l.token = $token AND l.expires_at > $now
SET l.expires_at = $until
RETURN l.token AS token, l.expires_at AS expires_at
