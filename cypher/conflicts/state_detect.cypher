// State values that hold at the same time: two versions of one state_object (kind, key) with the
// same event time and different values, neither a writer's correction of the other. Every
// version of each key (the conflicts job: Conflicts.detect_all); a write checks only the times
// it wrote (conflicts/state_detect_at).
UNWIND $keys AS k
MATCH (a:Memory {user_id: $user_id, kind: 'state', state_kind: k.kind, state_key: k.key})
MATCH (b:Memory {user_id: $user_id, kind: 'state', state_kind: k.kind, state_key: k.key})
WHERE a.occurred_at = b.occurred_at AND a.seq < b.seq AND trim(a.text) <> trim(b.text)
// include: conflicts/state_pairs
