// The memories between `since` and `until` (either may be open), nearest first
// (search/scoped_nearest). Times are fixed-width ISO text: '' sorts before all, '~' after.
MATCH (m:Memory)
WHERE m.user_id = $user_id
  AND m.occurred_at >= coalesce($since, '') AND m.occurred_at <= coalesce($until, '~')
// include: search/scoped_nearest
