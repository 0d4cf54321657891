// Decay classes are curation's call: 'none' for pinned memories, else by kind ($kind_decay);
// a confirmed task is tracked, so it decays slowly.
MATCH (m:Memory {user_id: $user_id})
WITH m, CASE WHEN coalesce(m.pinned, false) THEN 'none'
             WHEN m.kind = 'task' AND coalesce(m.confirmed, false) THEN 'slow'
             ELSE coalesce($kind_decay[m.kind], 'medium') END AS wanted
WHERE m.decay_class IS NULL OR m.decay_class <> wanted
SET m.decay_class = wanted
RETURN count(m) AS changed
