// The user's memories from the days or month a question names ("What did John and Tim talk
// about on 11 December, 2023?"): candidates whatever their words, since such a question often
// names only the date. The window's ends are ISO texts, compared as occurred_at is stored.
UNWIND $windows AS w
CALL (w) {
  MATCH (m:Memory)
  WHERE m.user_id = $user_id AND m.occurred_at >= w.start AND m.occurred_at < w.end
  RETURN m.id AS id
  ORDER BY m.occurred_at
  LIMIT $per_window
}
RETURN collect(DISTINCT id) AS ids
