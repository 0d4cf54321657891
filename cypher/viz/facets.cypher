// What the dashboard's filters offer: every kind, topic and decay class of the user's memories,
// with counts, and the span of event time (for the scrubber). Unfiltered on purpose.
MATCH (m:Memory)
WHERE m.user_id = $user_id AND ($include_archived OR NOT coalesce(m.archived, false))
WITH m.kind AS kind, m.topic_id AS topic_id, coalesce(m.decay_class, 'medium') AS decay_class,
     count(*) AS n, min(m.occurred_at) AS first, max(m.occurred_at) AS last
RETURN kind, topic_id, decay_class, n, first, last
