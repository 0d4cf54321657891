// The state_object records of $user_id in scope `r` as known at $known_at, less each value its
// writer corrected from its own date on: a record of the same (kind, key), known then, that
// names it in `supersedes` and is dated no later. That value held at no time (a correction
// dated after it is the next version, as the chain has it). Included by state/versions and
// state/kind_at, which go on with `r`.
WHERE r.type = 'state_object' AND ($known_at IS NULL OR r.recorded_at <= $known_at)
  AND NOT EXISTS {
    MATCH (c:Record {user_id: $user_id})
    WHERE c.supersedes IN [r.id, r.source_ref] AND c.id <> r.id AND c.type = 'state_object'
      AND c.kind = r.kind AND c.key = r.key AND c.occurred_at <= r.occurred_at
      AND ($known_at IS NULL OR c.recorded_at <= $known_at)
  }
