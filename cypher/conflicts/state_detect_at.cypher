// conflicts/state_detect for the times a write gave its state values. Rows: {kind, key, at},
// `at` the distinct times. Pairs of earlier versions were checked when they were written, so
// only the versions at these times are read (the (user_id, state_kind, state_key, occurred_at)
// index), not every pair of the key's versions: a key of 3,000 versions took 40 ms a write.
UNWIND $keys AS k
UNWIND k.at AS at
MATCH (a:Memory {user_id: $user_id, state_kind: k.kind, state_key: k.key, occurred_at: at})
MATCH (b:Memory {user_id: $user_id, state_kind: k.kind, state_key: k.key, occurred_at: at})
WHERE a.kind = 'state' AND b.kind = 'state' AND a.seq < b.seq AND trim(a.text) <> trim(b.text)
// include: conflicts/state_pairs
