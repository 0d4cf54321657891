// The end of the search/scope_* statements, given `m`, each memory inside the scope that the
// request's filters draw (through an index, or by reading the user's memories): when there are
// at most $scope_max of them, their $k nearest to the query by exact cosine, filtered and with
// the fields that score them; when there are more, nothing (`size` says so: the ANN request is
// cheaper then). The vector index cannot filter, so for a filter that keeps a few hundred of a
// 100k user's memories it had to be asked for ever more neighbours, and took 0.2-1 s
// (docs/DEVELOPING.md, session 44).
WITH m LIMIT $scope_max + 1
WITH collect(m) AS scope
CALL (scope) {
  UNWIND CASE WHEN size(scope) > $scope_max THEN [] ELSE scope END AS m
  WITH m, vector.similarity.cosine(m.embedding, $vector) AS score
  WHERE score IS NOT NULL
  ORDER BY score DESC
  LIMIT $k
  WITH m, 2 * score - 1 AS known
  // include: search/hydrate_rows
}
RETURN size(scope) AS size, rows
