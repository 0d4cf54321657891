// The latest (occurred_at, seq) already in each thread, to choose between append and relink.
UNWIND $thread_ids AS tid
OPTIONAL MATCH (m:Memory {user_id: $user_id, thread_id: tid})
WHERE m.kind IN ['turn', 'observation'] AND NOT m.id IN $exclude
WITH tid, m ORDER BY m.occurred_at DESC, m.seq DESC
WITH tid, head(collect(m)) AS tail
RETURN tid AS thread_id, tail.id AS tail_id, tail.occurred_at AS occurred_at, tail.seq AS seq
