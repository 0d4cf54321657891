// The daily settlement of working memory whose TTL ran out: accessed items of priority medium or
// high become episodic memory (kind 'episode', scope 'session'); the rest expire (soft: kept,
// left out of default search by their past expires_at).
// A session that is its whole thread is not promoted when the thread's episode holds the same
// turns: the episode would be there twice (it expires instead, the thread episode stands).
MATCH (m:Memory {user_id: $user_id, kind: 'working'})
WHERE m.working_status = 'active' AND m.expires_at <= $now
WITH m, [(m)-[:CONTAINS]->(t:Memory) | t.id] AS mine
WITH m, m.priority IN ['medium', 'high'] AND coalesce(m.access_count, 0) > 0
        AND NOT EXISTS {
          MATCH (ep:Memory {user_id: $user_id, kind: 'episode'})
          WHERE ep.thread_id = m.thread_id AND coalesce(ep.episode_scope, 'thread') = 'thread'
            AND size(mine) > 0
            AND COUNT { (ep)-[:CONTAINS]->(t:Memory) } = size(mine)
            AND all(id IN mine WHERE EXISTS { (ep)-[:CONTAINS]->(:Memory {id: id}) })
        } AS promote
SET m.working_status = CASE WHEN promote THEN 'promoted' ELSE 'expired' END,
    m.settled_at = $now
FOREACH (_ IN CASE WHEN promote THEN [1] ELSE [] END |
  SET m.kind = 'episode', m.episode_scope = 'session', m.expires_at = null,
      m.decay_class = CASE WHEN coalesce(m.pinned, false) THEN 'none' ELSE 'medium' END)
RETURN sum(CASE WHEN promote THEN 1 ELSE 0 END) AS promoted,
       sum(CASE WHEN promote THEN 0 ELSE 1 END) AS expired
