// The map's filters besides time, after a MATCH of (m:Memory) of $user_id: included by
// viz/nodes, viz/nodes_between, viz/count and viz/count_between.
  AND ($kinds IS NULL OR m.kind IN $kinds)
  AND ($decay_classes IS NULL OR coalesce(m.decay_class, 'medium') IN $decay_classes)
  AND ($topic_id IS NULL OR m.topic_id = $topic_id)
  AND ($thread_id IS NULL OR m.thread_id = $thread_id)
  AND ($include_superseded OR NOT coalesce(m.superseded, false))
  AND ($include_archived OR NOT coalesce(m.archived, false))
