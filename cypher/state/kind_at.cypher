// Every key of one state_object kind: the version current at event time $as_of as known at
// record time $known_at (the same rule as state/versions), one row per key that had a value.
MATCH (r:Record {user_id: $user_id, kind: $kind})
// include: state/held
WITH r ORDER BY r.key, r.occurred_at, r.seq
WITH r.key AS key, collect(r) AS versions
UNWIND range(0, size(versions) - 1) AS i
WITH versions[i] AS r, versions[i + 1] AS next
WITH r, next.occurred_at AS valid_to
WHERE r.occurred_at <= $as_of AND (valid_to IS NULL OR valid_to > $as_of)
RETURN r.kind AS kind, r.key AS key, r.content AS value, r.id AS record_id,
       r.occurred_at AS valid_from, valid_to, r.recorded_at AS recorded_at, r.seq AS seq,
       r.source_ref AS source_ref
ORDER BY key
