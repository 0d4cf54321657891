// The people who speak in a user's memories (record senders), by name. A question that names
// one says whose words it asks about (the speaker signal), not a word the answer must contain:
// search/keyword leaves these names out.
MATCH (e:Entity {user_id: $user_id})
WHERE e.key IS NOT NULL AND e.type = 'person'
  AND EXISTS { MATCH (e)<-[r:MENTIONS]-(:Memory) WHERE r.as_sender }
RETURN collect(DISTINCT e.name) AS names
