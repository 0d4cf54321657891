// This user's unfinished rebuild, if any (see curate/rebuild_mark).
MATCH (h:UserHead {user_id: $user_id})
WHERE h.rebuild_started_at IS NOT NULL
RETURN h.rebuild_carried AS carried
