// prev_source_ref -> FOLLOWS, in both directions: a new child finds its parent, and a new parent
// picks up children that arrived before it.
UNWIND $record_ids AS rid
MATCH (r:Record {id: rid, user_id: $user_id})
CALL (r) {
  MATCH (parent:Record {user_id: $user_id, source_ref: r.prev_source_ref})
  RETURN r AS child, parent
  UNION
  MATCH (child:Record {user_id: $user_id, prev_source_ref: r.source_ref})
  RETURN child, r AS parent
}
MATCH (cm:Memory)-[:DERIVED_FROM]->(child)
MATCH (pm:Memory)-[:DERIVED_FROM]->(parent)
WHERE cm.kind IN ['turn', 'observation', 'state', 'chunk'] AND pm.kind IN ['turn', 'observation', 'state', 'chunk']
  AND coalesce(cm.chunk_index, 0) = 0 AND coalesce(pm.chunk_index, 0) = 0
MERGE (cm)-[f:FOLLOWS]->(pm)
RETURN count(f) AS follows
