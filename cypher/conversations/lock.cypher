// Opens the bookkeeping write: creates the conversation if new and takes its write lock, so two
// workers applying turns to one conversation serialise here and the later one sees the change.
MERGE (c:Conversation {user_id: $user_id, id: $id})
  ON CREATE SET c.epoch = 0, c.created_at = $now, c.digest = '', c.turn_count = 0
SET c.locked_at = $now
RETURN coalesce(c.epoch, 0) AS epoch, coalesce(c.digest, '') AS digest
