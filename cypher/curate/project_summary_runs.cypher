// When the user's project summaries were made (each is the summary of the 30 days to its run):
// a rebuild makes them again as of those times (curate/rebuild.py), which its own monthly run,
// as of the rebuild's clock, would not.
MATCH (m:Memory {user_id: $user_id, kind: 'summary'})
WHERE m.summary_scope = 'project'
RETURN DISTINCT m.occurred_at AS at
ORDER BY at
