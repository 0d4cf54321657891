// One thread's memories, nearest first (search/scoped_nearest): a search with thread_id.
MATCH (m:Memory)
WHERE m.user_id = $user_id AND m.thread_id = $thread_id
// include: search/scoped_nearest
