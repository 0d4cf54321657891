// "Before we can X, we need Y": task Y BLOCKS task X. Rows: {from, to}.
UNWIND $rows AS row
MATCH (a:Memory {id: row.from, user_id: $user_id, kind: 'task'})
MATCH (b:Memory {id: row.to, user_id: $user_id, kind: 'task'})
MERGE (a)-[:BLOCKS]->(b)
RETURN count(*) AS linked
