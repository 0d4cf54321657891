// include: records/by_id_or_ref
OPTIONAL MATCH (m:Memory)-[:DERIVED_FROM]->(r)
OPTIONAL MATCH (m)-[:SUPERSEDED_BY]->(n:Memory)-[:DERIVED_FROM]->(nr:Record)
WITH r, collect(DISTINCT m.id) AS memory_ids, collect(DISTINCT nr.id) AS superseded_by
RETURN r {.*} AS record, memory_ids, superseded_by
