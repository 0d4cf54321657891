// admin
// Admin: every user's chain head (graphmem checkpoint).
MATCH (h:UserHead)
RETURN h.user_id AS user_id, h.seq AS seq, h.hash AS hash
ORDER BY user_id
