// A new project summary supersedes the topic's previous one (one chain per topic, by period).
UNWIND $rows AS row
MATCH (new:Memory {id: row.id, user_id: $user_id})
MATCH (old:Memory {user_id: $user_id, kind: 'summary', topic_id: row.topic_id})
WHERE old.summary_scope = 'project' AND old.id <> new.id AND old.period < new.period
  AND NOT coalesce(old.superseded, false)
MERGE (old)-[s:SUPERSEDED_BY]->(new)
  ON CREATE SET s.at = new.valid_from, s.reason = 'summary'
SET old.superseded = true, old.valid_to = new.valid_from
RETURN count(s) AS superseded
