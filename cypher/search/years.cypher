// The first and last year of a user's memories: a question that names a day or month without
// its year ("on Aug 15th", "in June") gets that time of each year between them as candidates
// (search/dated). Both ends are read in index order, not by reading every memory.
CALL () {
  MATCH (m:Memory)
  WHERE m.user_id = $user_id AND m.occurred_at IS NOT NULL
  RETURN m.occurred_at AS first
  ORDER BY m.user_id, m.occurred_at
  LIMIT 1
}
CALL () {
  MATCH (m:Memory)
  WHERE m.user_id = $user_id AND m.occurred_at IS NOT NULL
  RETURN m.occurred_at AS last
  ORDER BY m.user_id DESC, m.occurred_at DESC
  LIMIT 1
}
RETURN toInteger(left(first, 4)) AS first, toInteger(left(last, 4)) AS last
