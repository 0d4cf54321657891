// The newest turn of a thread: its text is manager mode's probe and its arrival time the line
// after which things count as "changed since we last talked".
MATCH (m:Memory {user_id: $user_id, thread_id: $thread_id, kind: 'turn'})
WITH m ORDER BY m.recorded_at DESC, m.seq DESC LIMIT 1
RETURN m.id AS memory_id, m.text AS text, m.role AS role, m.recorded_at AS recorded_at
