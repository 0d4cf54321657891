// The size of a user's layers (rebuild and job reports).
CALL () { MATCH (r:Record {user_id: $user_id}) RETURN count(r) AS records }
CALL () { MATCH (m:Memory {user_id: $user_id}) WHERE m.kind IS NOT NULL
          RETURN count(m) AS memories }
CALL () { MATCH (e:Entity {user_id: $user_id}) WHERE e.key IS NOT NULL
          RETURN count(e) AS entities }
CALL () { MATCH (m:Memory {user_id: $user_id})-[x]->() WHERE m.kind IS NOT NULL
          RETURN count(x) AS memory_edges }
CALL () { MATCH (e:Entity {user_id: $user_id})-[x]->(:Entity) WHERE e.key IS NOT NULL
          RETURN count(x) AS entity_edges }
RETURN records, memories, entities, memory_edges, entity_edges
