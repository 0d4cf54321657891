// BM25 over memory text (english analyzer: stemmed, stop words dropped). $lucene is built from
// escaped terms only, so user input is never Lucene syntax.
CALL db.index.fulltext.queryNodes('memory_text', $lucene, {limit: $k}) YIELD node, score
WHERE node.user_id = $user_id
RETURN node.id AS id, score
