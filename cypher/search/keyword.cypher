// BM25 over memory text (english analyzer: stemmed, stop words dropped). $lucene is built from
// escaped terms only (retrieve/lucene.py lucene_query), scoped to the user inside Lucene so the
// limit applies to this user's memories; custody is still checked exactly here. With $with_text
// the text and sender come back, so the hits can be scored again with the user's own statistics
// (retrieve/keyword_stats.py): Lucene's come from every user's memories.
CALL db.index.fulltext.queryNodes('memory_keyword', $lucene, {limit: $k}) YIELD node, score
WHERE node.user_id = $user_id
RETURN collect({id: node.id, score: score,
                text: CASE WHEN $with_text THEN node.text END,
                sender: CASE WHEN $with_text THEN node.sender END}) AS hits
