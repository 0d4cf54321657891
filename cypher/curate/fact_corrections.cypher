// Facts with turns corrected since (superseded) among those of the episodes they consolidate:
// each fact's episodes, and the corrected turns' texts, for consolidation to tell whether the
// fact quotes one (curate/consolidate.py _refresh_corrected).
MATCH (f:Memory {user_id: $user_id, kind: 'fact'})-[:CONSOLIDATES]->(ep:Memory)
WHERE NOT coalesce(f.superseded, false)
  AND EXISTS { (ep)-[:CONTAINS]->(t:Memory) WHERE coalesce(t.superseded, false) }
WITH f, collect(DISTINCT ep) AS eps
RETURN f.id AS id, f.text AS text,
       [ep IN eps | ep {.id, text: coalesce(ep.summary_full, ep.text)}] AS episodes,
       [ep IN eps | [(ep)-[:CONTAINS]->(t:Memory) WHERE coalesce(t.superseded, false)
                     | t.text]] AS corrected,
       [ep IN eps | [(ep)-[:CONTAINS]->(t:Memory)-[:DERIVED_FROM]->(r:Record)
                     WHERE coalesce(t.superseded, false) | r.id]] AS corrected_records
