// The best sentence facet of each given memory (ingest/derive.py facet_texts) against the
// query, for the few candidates a first ranking put on top: reading facets is the costly part
// of scoring, so only the candidates that can reach the page pay for it.
UNWIND $ids AS mid
MATCH (m:Memory {id: mid})
WHERE m.user_id = $user_id AND m.facet_0 IS NOT NULL
WITH m, [f IN [m.facet_0, m.facet_1, m.facet_2, m.facet_3] WHERE f IS NOT NULL
         | vector.similarity.cosine(f, $vector)] AS scores
RETURN collect({id: m.id,
                cosine: 2 * reduce(best = -1.0, c IN scores | CASE WHEN c > best THEN c
                                                              ELSE best END) - 1}) AS rows
