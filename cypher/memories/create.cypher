// Derived memories with provenance. Each row: {props: {...}, record_ids: [...]}.
UNWIND $rows AS row
CREATE (m:Memory)
SET m = row.props
WITH m, row
UNWIND row.record_ids AS rid
MATCH (r:Record {id: rid, user_id: $user_id})
CREATE (m)-[:DERIVED_FROM]->(r)
RETURN count(*) AS linked
