// The user's working memories, live or settled (an expired one, or one promoted to a session
// episode keeps its id): a rebuild makes the same sessions' memories again (curate/working.py
// restore_sessions), which its working job, run over live sessions only, would not. Their
// status goes with them: a settled one is settled again as it was, not decided anew on access
// statistics that grew after it settled.
MATCH (m:Memory {user_id: $user_id})
WHERE m.kind = 'working' OR m.episode_scope = 'session'
RETURN m.id AS id, m.thread_id AS thread_id, m.working_status AS status,
       m.settled_at AS settled_at
