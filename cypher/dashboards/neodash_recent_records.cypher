// NeoDash: the selected user's latest records, newest first.
MATCH (r:Record)
WHERE r.user_id = $user_id
RETURN r.seq AS seq, r.type AS type, r.occurred_at AS occurred_at, r.sender AS sender,
       left(r.content, 160) AS content
ORDER BY r.seq DESC
LIMIT 25
