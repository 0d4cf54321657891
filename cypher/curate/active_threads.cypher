// Threads with a turn in [$since, $now] (the ones that can have live working memory).
MATCH (m:Memory {user_id: $user_id, kind: 'turn'})
WHERE m.thread_id IS NOT NULL AND m.occurred_at >= $since AND m.occurred_at <= $now
RETURN DISTINCT m.thread_id AS thread_id
ORDER BY thread_id
