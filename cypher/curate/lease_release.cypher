// Give a lease back; a holder that already lost it changes nothing.
MATCH (l:Lease {name: $lease})
WHERE l.holder = $holder AND l.token = $token
SET l.holder = null, l.expires_at = $now, l.released_at = $now
RETURN l.token AS token
