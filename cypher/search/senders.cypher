// The people who speak in a user's memories (record senders), by name. A question that names
// one says whose words it asks about (the speaker signal), not a word the answer must contain:
// search/keyword leaves these names out.
// `e.sender` is kept by entities/mention (indexed with the user: at 100k memories this user had
// 80k entities, and walking them for their sender edges took 50-60 ms).
// Without the hint the planner walks the (user_id, key) index over all of them.
MATCH (e:Entity {user_id: $user_id, sender: true})
USING INDEX e:Entity(user_id, sender)
WHERE e.key IS NOT NULL AND e.type = 'person'
RETURN collect(DISTINCT e.name) AS names
