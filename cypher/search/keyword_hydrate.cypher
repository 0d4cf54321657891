// search/keyword's Lucene query for a search whose vector request is an ANN request (its hits
// read with their rows, search/vector_hydrate): the keyword hits' rows are read here too, so
// they come back beside the ANN request instead of being sought by id once the keyword query
// has returned (docs/DEVELOPING.md, session 47). `hits`: every hit's id and Lucene score;
// `rows`: those that pass the filters, with the fields that score them (their cosine read here,
// the vector request's own hits being unknown yet).
CALL db.index.fulltext.queryNodes('memory_keyword', $lucene, {limit: $k}) YIELD node, score
WHERE node.user_id = $user_id
WITH collect({m: node, score: score}) AS hits
CALL (hits) {
  UNWIND hits AS hit
  WITH hit.m AS m, null AS known
  // include: search/hydrate_rows
}
RETURN [h IN hits | {id: h.m.id, score: h.score}] AS hits, rows
