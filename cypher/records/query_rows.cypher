// What POST /records/query returns for each record `r` it keeps: the record, the memories
// derived from it, and the records whose memories superseded them. (Its statements filtered on
// the user already; this file says so itself, for whoever reads or runs it alone.)
WITH r
WHERE r.user_id = $user_id
CALL (r) {
  OPTIONAL MATCH (m:Memory)-[:DERIVED_FROM]->(r)
  OPTIONAL MATCH (m)-[:SUPERSEDED_BY]->(:Memory)-[:DERIVED_FROM]->(nr:Record)
  WHERE nr <> r
  RETURN collect(DISTINCT m.id) AS memory_ids, collect(DISTINCT nr.id) AS superseded_by
}
RETURN r {.*} AS record, memory_ids, superseded_by
