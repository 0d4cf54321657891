// admin
// Every user with records (the scheduler and an all-user rebuild walk them).
MATCH (h:UserHead)
WHERE h.seq > 0
RETURN h.user_id AS user_id
ORDER BY user_id
