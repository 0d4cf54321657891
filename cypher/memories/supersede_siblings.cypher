// Rows: {record_id} of records whose `supersedes` was just applied (memories/supersede_claims).
// Two records that name one in `supersedes` both follow it, one after the other in event time
// (then arrival): the earlier is superseded by the later when it begins, as the versions of a
// state are. A correction of a statement that a later one had already replaced otherwise
// stayed current beside it for good. Turns and observations only: a document's chunks and a
// state's values have chains of their own.
UNWIND $rows AS row
MATCH (newr:Record {id: row.record_id, user_id: $user_id})
MATCH (newm:Memory)-[:DERIVED_FROM]->(newr)
WHERE newm.user_id = $user_id AND newm.kind IN ['turn', 'observation']
MATCH (oldm:Memory)-[:SUPERSEDED_BY {reason: 'writer'}]->(newm)
MATCH (oldm)-[:SUPERSEDED_BY {reason: 'writer'}]->(x:Memory)
WHERE x <> newm AND x.kind IN ['turn', 'observation']
WITH DISTINCT newm, x
WITH CASE WHEN [x.valid_from, x.seq] < [newm.valid_from, newm.seq] THEN [x, newm]
          ELSE [newm, x] END AS pair
WITH pair[0] AS earlier, pair[1] AS later
WHERE NOT EXISTS { (later)-[:SUPERSEDED_BY*1..50]->(earlier) }
// `linked` counts the links made now: a link made here makes new siblings (the later one now
// follows the earlier, beside what already followed that), so persist runs this until none
WITH earlier, later, NOT EXISTS { (earlier)-[:SUPERSEDED_BY]->(later) } AS fresh
MERGE (earlier)-[s:SUPERSEDED_BY]->(later)
  ON CREATE SET s.at = later.valid_from, s.reason = 'writer'
SET earlier.valid_to = CASE WHEN earlier.valid_to < later.valid_from THEN earlier.valid_to
                            ELSE later.valid_from END,
    earlier.superseded = true
RETURN count(CASE WHEN fresh THEN 1 END) AS linked
