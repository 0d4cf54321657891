// A rebuild: the working memories made again from their sessions' turns (active) take back the
// settlement they had (curate/settle_working: 'promoted' became a session episode, 'expired' was
// kept and left out of default search), with its time.
UNWIND $rows AS row
MATCH (m:Memory {id: row.id, user_id: $user_id, kind: 'working'})
WHERE m.working_status = 'active'
SET m.working_status = row.status, m.settled_at = row.settled_at
FOREACH (_ IN CASE WHEN row.status = 'promoted' THEN [1] ELSE [] END |
  SET m.kind = 'episode', m.episode_scope = 'session', m.expires_at = null,
      m.decay_class = CASE WHEN coalesce(m.pinned, false) THEN 'none' ELSE 'medium' END)
RETURN count(m) AS settled
