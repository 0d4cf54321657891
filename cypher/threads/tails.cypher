// The latest (occurred_at, seq) already in each thread, to choose between append and relink.
// Read from the end of the (user_id, thread_id, occurred_at) index, in its order (hence the
// ORDER BY starting with user_id): a write to a thread of thousands of turns reads a few index
// entries, not the whole thread (4,000 turns: 15.9 ms a write before, docs/DEVELOPING.md).
UNWIND $thread_ids AS tid
CALL (tid) {
  OPTIONAL MATCH (m:Memory {user_id: $user_id, thread_id: tid})
  WHERE m.occurred_at IS NOT NULL AND m.kind IN ['turn', 'observation'] AND NOT m.id IN $exclude
  WITH m ORDER BY m.user_id DESC, m.thread_id DESC, m.occurred_at DESC, m.seq DESC
  LIMIT 1
  RETURN m AS tail
}
RETURN tid AS thread_id, tail.id AS tail_id, tail.occurred_at AS occurred_at, tail.seq AS seq
