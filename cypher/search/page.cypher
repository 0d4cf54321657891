// The fields a shown result carries beyond those that scored it (search/hydrate), read once
// for the leaders of the first ranking (enough for the page and the window past it that
// replaces near-copies: Searcher._page). The first $facet_count of them also get their best
// sentence facet (ingest/derive.py facet_texts) against $vector: a facet closer to the query
// than the whole turn re-ranks them (Searcher._rank). One read for both saves a round trip.
// Past the first $page_count only the facet is read (`partial`): the leaders past the page and
// its margin are read for their facets, and few of them reach the page (docs/DEVELOPING.md,
// session 47).
// With $known_at, what a result shows of its supersession is what was known then too: the
// nearest later memory of its chain recorded by then (a value that arrived later for a date
// between them is skipped), not the one known now.
UNWIND range(0, size($ids) - 1) AS i
MATCH (m:Memory {id: $ids[i]})
WHERE m.user_id = $user_id
WITH i, m, CASE WHEN i < $facet_count AND m.facet_0 IS NOT NULL
                THEN [f IN [m.facet_0, m.facet_1, m.facet_2, m.facet_3] WHERE f IS NOT NULL
                      | vector.similarity.cosine(f, $vector)] END AS facets
WITH i, m, CASE WHEN facets IS NOT NULL
                THEN 2 * reduce(best = -1.0, c IN facets | CASE WHEN c > best THEN c
                                                          ELSE best END) - 1 END AS facet_cosine
WITH i, m, facet_cosine,
     CASE WHEN $known_at IS NOT NULL AND i < $page_count THEN COLLECT {
       MATCH p = (m)-[:SUPERSEDED_BY*1..50]->(n:Memory) WHERE n.recorded_at <= $known_at
       RETURN {id: n.id, at: coalesce(last(relationships(p)).at, n.valid_from)}
       ORDER BY length(p) LIMIT 1 } END AS known_next
RETURN collect(CASE WHEN i >= $page_count
                    THEN {memory_id: m.id, facet_cosine: facet_cosine, partial: true}
                    ELSE {
  memory_id: m.id, topic_id: m.topic_id, source_path: m.source_path, valid_from: m.valid_from,
  valid_to: CASE WHEN $known_at IS NULL THEN m.valid_to ELSE known_next[0].at END,
  superseded_by: CASE WHEN $known_at IS NULL THEN head([(m)-[:SUPERSEDED_BY]->(s:Memory) | s.id])
                      ELSE known_next[0].id END,
  record_ids: [(m)-[:DERIVED_FROM]->(r:Record) | r.id],
  source_refs: [(m)-[:DERIVED_FROM]->(r:Record) WHERE r.source_ref IS NOT NULL | r.source_ref],
  entity_names: [(m)-[:MENTIONS]->(e:Entity) | e.name],
  // what the text names, for the near-copy check (the same entities matched as strongly)
  entity_keys: [(m)-[r:MENTIONS]->(e:Entity) WHERE coalesce(r.in_text, true) | e.key],
  embedding: CASE WHEN $with_embedding THEN m.embedding END,
  facet_cosine: facet_cosine
} END) AS rows
