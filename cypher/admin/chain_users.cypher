// admin
// Every user that has a chain head or any record, for an all-user /admin/verify: a user whose
// head was deleted is still walked (and fails), not skipped.
CALL () {
  MATCH (h:UserHead)
  RETURN h.user_id AS user_id
  UNION
  MATCH (r:Record)
  RETURN DISTINCT r.user_id AS user_id
}
RETURN user_id
ORDER BY user_id
