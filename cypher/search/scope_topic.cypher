// One topic's memories, nearest first (search/scoped_nearest): a search with topic_id.
MATCH (m:Memory)
WHERE m.user_id = $user_id AND m.topic_id = $topic_id
// include: search/scoped_nearest
