// The user's approximate nearest memories, filtered and with the fields that score them, in one
// statement: the fields of the nodes in hand, where reading them again by id (search/hydrate)
// seeks each one in the id index (docs/DEVELOPING.md, session 43). `raw`: how many the index
// gave (fewer than $k: it ran out), `mine`: how many of them are the user's, before filters.
// $index: the shared memory_embedding, or the user's own (retrieve/own_index.py).
CALL db.index.vector.queryNodes($index, $k, $vector) YIELD node, score
WITH count(*) AS raw,
     collect(CASE WHEN node.user_id = $user_id THEN {m: node, known: 2 * score - 1} END) AS hits
CALL (hits) {
  UNWIND hits AS hit
  WITH hit.m AS m, hit.known AS known
  // include: search/hydrate_rows
}
RETURN raw, size(hits) AS mine, rows
