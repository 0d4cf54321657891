// Threads whose episode is missing or older than their turns (count or latest seq changed).
MATCH (m:Memory {user_id: $user_id, kind: 'turn'})
WHERE m.thread_id IS NOT NULL AND NOT coalesce(m.superseded, false)
WITH m.thread_id AS tid, count(m) AS turns, max(m.seq) AS last_seq
WHERE turns >= $min_turns
OPTIONAL MATCH (ep:Memory {user_id: $user_id, kind: 'episode', thread_id: tid})
WHERE ep.episode_scope = 'thread'
WITH tid, turns, last_seq, ep
WHERE ep IS NULL OR ep.turn_count <> turns OR ep.last_seq <> last_seq
RETURN tid AS thread_id
ORDER BY thread_id
