// Take the lease `$name` when it is free (never held, released, or expired at $now). The first SET
// takes the node's write lock, so the test of the holder below reads the latest committed value:
// two workers racing here are serialised and only one gets it. Each grant bumps the fencing token.
MERGE (l:Lease {name: $lease})
  ON CREATE SET l.token = 0, l.expires_at = ''
SET l.touched_at = $now
WITH l, (l.holder IS NULL OR l.expires_at <= $now) AS free
FOREACH (_ IN CASE WHEN free THEN [1] ELSE [] END |
  SET l.holder = $holder, l.token = l.token + 1, l.expires_at = $until, l.acquired_at = $now)
RETURN free AS acquired, l.token AS token, l.holder AS holder, l.expires_at AS expires_at
