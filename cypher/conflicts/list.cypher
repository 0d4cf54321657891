// Conflicts of the user, newest first. A state conflict is resolved once a later value of the
// same (kind, key) holds, or a writer corrected either side; a relation conflict once either
// side's memory is superseded.
MATCH (a:Memory {user_id: $user_id})-[c:CONFLICTS_WITH]->(b:Memory)
WHERE b.user_id = $user_id
WITH a, b, c,
     CASE c.reason
       WHEN 'state' THEN EXISTS {
         MATCH (n:Memory {user_id: $user_id, kind: 'state', state_kind: a.state_kind,
                          state_key: a.state_key})
         WHERE n.occurred_at > b.occurred_at }
         OR EXISTS { (a)-[:SUPERSEDED_BY {reason: 'writer'}]->() }
         OR EXISTS { (b)-[:SUPERSEDED_BY {reason: 'writer'}]->() }
       ELSE EXISTS { (a)-[:SUPERSEDED_BY]->() } OR EXISTS { (b)-[:SUPERSEDED_BY]->() }
     END AS resolved
WHERE $include_resolved OR NOT resolved
RETURN c.reason AS type, c.kind AS kind, c.key AS key, c.subject AS subject,
       c.subject_name AS subject_name, c.relation AS relation, c.objects AS objects,
       c.detected_at AS detected_at, resolved,
       [x IN [a, b] | x {memory_id: x.id, .kind, .text, .occurred_at, .recorded_at,
                         record_ids: [(x)-[:DERIVED_FROM]->(r:Record) | r.id]}] AS memories
ORDER BY b.occurred_at DESC, detected_at DESC
LIMIT $limit
