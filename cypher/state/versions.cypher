// The versions of one state_object (kind, key) as known at record time $known_at (null: now),
// oldest first by event time (then arrival). A version is valid from its occurred_at until the
// next version's occurred_at: the same rule the ingest's state chain follows, recomputed here
// so that a record that arrived after $known_at cannot shorten an earlier version.
MATCH (r:Record {user_id: $user_id, kind: $kind, key: $key})
// include: state/held
WITH r ORDER BY r.occurred_at, r.seq
WITH collect(r) AS versions
UNWIND range(0, size(versions) - 1) AS i
WITH versions[i] AS r, versions[i + 1] AS next
WITH r, next.occurred_at AS valid_to
WHERE $as_of IS NULL OR (r.occurred_at <= $as_of AND (valid_to IS NULL OR valid_to > $as_of))
RETURN r.kind AS kind, r.key AS key, r.content AS value, r.id AS record_id,
       r.occurred_at AS valid_from, valid_to, r.recorded_at AS recorded_at, r.seq AS seq,
       r.source_ref AS source_ref
ORDER BY r.occurred_at, r.seq
