// Takes the user's append lock (the one records/lock_head takes first in every append) before a
// curation write that links memories to entities: an import's next slice locks the same entities
// in another order, and the two would deadlock; taken first, the later one waits instead.
MATCH (h:UserHead {user_id: $user_id})
SET h.curated_at = $now
RETURN count(h) AS locked
