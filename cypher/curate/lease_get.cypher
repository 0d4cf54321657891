MATCH (l:Lease {name: $lease})
RETURN l.holder AS holder, l.token AS token, l.expires_at AS expires_at
