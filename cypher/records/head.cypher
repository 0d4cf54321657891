MATCH (h:UserHead {user_id: $user_id})
RETURN h.seq AS seq, h.hash AS hash
