// Re-derive the NEXT order of a thread's turns and observations, by occurred_at then seq, so a
// turn that arrives late for an earlier time is put in its place. Rows: {thread_id, since}, the
// earliest new turn's time. Only the part of the thread from the last turn before `since` on
// is linked again (read through the (user_id, thread_id, occurred_at) index): the edge into
// that part stays right, since every new turn comes after its first turn. A new turn before
// every other relinks the whole thread.
UNWIND $rows AS row
CALL (row) {
  OPTIONAL MATCH (p:Memory {user_id: $user_id, thread_id: row.thread_id})
  WHERE p.occurred_at < row.since AND p.kind IN ['turn', 'observation']
  WITH p ORDER BY p.user_id DESC, p.thread_id DESC, p.occurred_at DESC, p.seq DESC
  LIMIT 1
  RETURN coalesce(p.occurred_at, '') AS start
}
CALL (row, start) {
  MATCH (m:Memory {user_id: $user_id, thread_id: row.thread_id})-[n:NEXT]->()
  WHERE m.occurred_at >= start
  DELETE n
}
CALL (row, start) {
  MATCH (m:Memory {user_id: $user_id, thread_id: row.thread_id})
  WHERE m.occurred_at >= start AND m.kind IN ['turn', 'observation']
  WITH m ORDER BY m.occurred_at, m.seq
  WITH collect(m) AS turns
  UNWIND range(0, size(turns) - 2) AS i
  WITH turns[i] AS a, turns[i + 1] AS b
  CREATE (a)-[:NEXT]->(b)
}
RETURN count(row) AS threads
