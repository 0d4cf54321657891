// A live session's working memory is keyed by its first turn: a turn backfilled before it makes
// the session's memory again under another id. The active one it replaces (same thread, turns
// in common) goes, its access statistics carried over, so a session has one working memory.
UNWIND $rows AS row
MATCH (new:Memory {id: row.props.id, user_id: $user_id})
MATCH (old:Memory {user_id: $user_id, kind: 'working', thread_id: row.props.thread_id})
WHERE old.id <> new.id AND old.working_status = 'active'
  AND EXISTS { (old)-[:CONTAINS]->(t:Memory) WHERE t.id IN row.contains }
SET new.access_count = coalesce(new.access_count, 0) + coalesce(old.access_count, 0),
    new.last_accessed_at = CASE WHEN old.last_accessed_at > coalesce(new.last_accessed_at, '')
                                THEN old.last_accessed_at ELSE new.last_accessed_at END
DETACH DELETE old
RETURN count(*) AS replaced
