// Approximate nearest memories; custody applied here, all other filters in search/hydrate.
// `raw` tells the caller whether the index had more to give (for widening the pool).
CALL db.index.vector.queryNodes('memory_embedding', $k, $vector) YIELD node, score
WITH count(*) AS raw,
     collect(CASE WHEN node.user_id = $user_id THEN {id: node.id, score: score} END) AS hits
RETURN raw, hits
