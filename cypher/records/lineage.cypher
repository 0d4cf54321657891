// The supersede chain a record belongs to: the records whose own memories (turn, chunk, state,
// observation) are linked to this record's by SUPERSEDED_BY in either direction (a writer's
// `supersedes`, a newer value of the same state, a changed document), with the record-level
// edges (older record -> newer record) so the caller can order the chain.
// include: records/by_id_or_ref
OPTIONAL MATCH (m:Memory)-[:DERIVED_FROM]->(r)
  WHERE m.kind IN ['turn', 'chunk', 'state', 'observation']
// ANY SHORTEST: each reachable memory once (a breadth-first walk), however many parallel
// supersede edges (a state chain whose writer also claims `supersedes`) join the versions.
OPTIONAL MATCH ANY SHORTEST (m)-[:SUPERSEDED_BY]-{0,500}(x:Memory)
  WHERE x.user_id = $user_id AND x.kind IN ['turn', 'chunk', 'state', 'observation']
WITH r, collect(DISTINCT x) AS members
CALL (r, members) {
  UNWIND members AS x
  MATCH (x)-[:DERIVED_FROM]->(rec:Record)
  WHERE rec.user_id = $user_id
  WITH collect(DISTINCT rec) AS found
  RETURN found + [r] AS records
}
CALL (members) {
  UNWIND members AS old
  MATCH (old)-[:SUPERSEDED_BY]->(new:Memory)
  WHERE new IN members AND old.record_id <> new.record_id
  RETURN collect(DISTINCT [old.record_id, new.record_id]) AS edges
}
UNWIND records AS rec
WITH DISTINCT rec, edges
RETURN rec {.*} AS record, edges
