// Re-derive the NEXT order of a thread's turns and observations: by occurred_at, then seq, so a
// turn that arrives late for an earlier time is put in its place.
UNWIND $thread_ids AS tid
CALL (tid) {
  MATCH (m:Memory {user_id: $user_id, thread_id: tid})-[n:NEXT]->()
  DELETE n
}
CALL (tid) {
  MATCH (m:Memory {user_id: $user_id, thread_id: tid})
  WHERE m.kind IN ['turn', 'observation']
  WITH m ORDER BY m.occurred_at, m.seq
  WITH collect(m) AS turns
  UNWIND range(0, size(turns) - 2) AS i
  WITH turns[i] AS a, turns[i + 1] AS b
  CREATE (a)-[:NEXT]->(b)
}
RETURN count(tid) AS threads
