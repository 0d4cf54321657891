// The version of a document path that comes next after $at in event time (another record than
// $record_id), with the chunks it holds: a version dated before it (sent late) holds until that
// one began, each of its chunks superseded by the next version's chunk of the same text, else
// the one at its place. Only a version already derived counts: a rebuild replays the records
// in seq order with all of them stored, and a later-dated version that arrived after this one
// holds no chunk yet (this one was then taken for the newest and closed the current chunks).
MATCH (r:Record {user_id: $user_id, source_path: $source_path})
WHERE r.type = 'document' AND r.occurred_at > $at AND r.id <> $record_id
  AND EXISTS { MATCH (c:Memory {kind: 'chunk'})-[:DERIVED_FROM]->(r) WHERE c.user_id = $user_id }
WITH r ORDER BY r.occurred_at, r.seq LIMIT 1
MATCH (m:Memory {kind: 'chunk'})-[:DERIVED_FROM]->(r)
WHERE m.user_id = $user_id
RETURN r.occurred_at AS at, r.id AS record_id, m.id AS id, m.text AS text,
       m.chunk_index AS chunk_index
ORDER BY m.chunk_index
