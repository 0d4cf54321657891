// The text of every current turn of the given threads, in thread order.
UNWIND $thread_ids AS tid
MATCH (m:Memory {user_id: $user_id, thread_id: tid, kind: 'turn'})
WHERE NOT coalesce(m.superseded, false)
WITH tid, m ORDER BY m.occurred_at, m.seq
RETURN tid AS thread_id, m.id AS id, m.text AS text
