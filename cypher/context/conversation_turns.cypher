// The latest active turns of a host conversation, newest first in the host's order (sort keys),
// so a mid-history insert sits where the host put it and an abandoned branch is left out.
MATCH (t:Turn {user_id: $user_id, conversation_id: $thread_id})
WHERE t.active
MATCH (m:Memory {user_id: $user_id, record_id: t.record_id, kind: 'turn'})
WHERE NOT m.id IN $exclude
WITH t, m ORDER BY t.sort_key DESC LIMIT $limit
RETURN m.id AS memory_id, m.kind AS kind, m.text AS text, m.thread_id AS thread_id,
       m.topic_id AS topic_id, m.sender AS sender, m.role AS role, m.occurred_at AS occurred_at,
       m.recorded_at AS recorded_at, m.source_path AS source_path,
       coalesce(m.importance, 0.5) AS importance, [t.record_id] AS record_ids,
       coalesce(m.superseded, false) AS corrected,  // said, and corrected since
       [t.source_ref] AS source_refs
