// The turns an episode CONTAINS that still hold (not corrected since), in order: the sentences
// a fact is summarised from.
UNWIND $ids AS eid
MATCH (ep:Memory {id: eid, user_id: $user_id})-[:CONTAINS]->(t:Memory)
WHERE NOT coalesce(t.superseded, false)
WITH eid, t ORDER BY t.occurred_at, t.seq
RETURN eid AS episode_id, t.text AS text, t.embedding AS embedding
