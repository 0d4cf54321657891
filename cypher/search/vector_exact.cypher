// Exact nearest memories of one user (a scan of their memories): used when the user holds few
// enough memories that this is cheaper than asking the shared ANN index for their share.
MATCH (m:Memory)
WHERE m.user_id = $user_id AND m.embedding IS NOT NULL
WITH m, vector.similarity.cosine(m.embedding, $vector) AS score
ORDER BY score DESC
LIMIT $k
WITH collect({id: m.id, score: score}) AS hits
RETURN size(hits) AS raw, hits
