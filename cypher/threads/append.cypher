// Fast path: the new turns of a thread all come after its current tail. Rows: {tail_id, ids},
// ids in order; chains tail -> ids[0] -> ids[1] -> ...
UNWIND $rows AS row
WITH row, CASE WHEN row.tail_id IS NULL THEN row.ids ELSE [row.tail_id] + row.ids END AS chain
UNWIND range(0, size(chain) - 2) AS i
MATCH (a:Memory {id: chain[i], user_id: $user_id})
MATCH (b:Memory {id: chain[i + 1], user_id: $user_id})
CREATE (a)-[:NEXT]->(b)
RETURN count(*) AS linked
