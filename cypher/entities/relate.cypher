// Rows: {source, target, type, memory_ids, first_seen, last_seen}, one per pair and type of the
// batch (ingest/persist.py), its memories in order: an import relates the same few entities
// hundreds of times, and each row locked and rewrote the edge. Evidence keeps the latest 50.
UNWIND $rows AS row
MATCH (a:Entity {user_id: $user_id, key: row.source})
MATCH (b:Entity {user_id: $user_id, key: row.target})
MERGE (a)-[r:RELATED {type: row.type}]->(b)
  ON CREATE SET r.weight = 0, r.first_seen = row.first_seen, r.last_seen = row.last_seen,
                r.evidence = []
SET r.weight = r.weight + size(row.memory_ids),
    r.first_seen = CASE WHEN row.first_seen < r.first_seen THEN row.first_seen
                        ELSE r.first_seen END,
    r.last_seen = CASE WHEN row.last_seen > r.last_seen THEN row.last_seen ELSE r.last_seen END,
    r.evidence = (r.evidence + [id IN row.memory_ids WHERE NOT id IN r.evidence])[-50..]
RETURN count(r) AS related
