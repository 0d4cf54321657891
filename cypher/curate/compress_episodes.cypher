// Episodes absorbed into a fact keep their time, entities and a one-sentence summary; the fact
// CONSOLIDATES them. Rows: {id, fact_id, text, embedding}.
UNWIND $rows AS row
MATCH (ep:Memory {id: row.id, user_id: $user_id, kind: 'episode'})
MATCH (f:Memory {id: row.fact_id, user_id: $user_id})
SET ep.summary_full = coalesce(ep.summary_full, ep.text), ep.text = row.text,
    ep.embedding = row.embedding, ep.compressed = true, ep.compressed_into = row.fact_id,
    ep.compressed_at = $now
WITH ep, f
CALL (ep) {
  WITH ep WHERE ep.embedding IS NOT NULL  // float32, as every memory's (memories/create)
  CALL db.create.setNodeVectorProperty(ep, 'embedding', ep.embedding)
  // a new stamp for each write of it: the copies of small users' vectors (retrieve/user_vectors.py)
  SET ep.embedding_stamp = randomUUID()
}
MERGE (f)-[:CONSOLIDATES]->(ep)
RETURN count(ep) AS compressed
