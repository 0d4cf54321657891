// Rows: {record_id} of records whose `supersedes` was just applied (memories/supersede_claims).
// A correction takes the place of what it corrects, also for what that one had replaced: Acme
// (2020) gave way to Globex (June 2021), and "Globex since March" corrects June's record, so
// Acme ended in March, not June (as of April both were current). A predecessor still holding
// when the correction begins is superseded by it then, whichever of the two claims came last.
// Turns and observations only, as memories/supersede_siblings.
UNWIND $rows AS row
MATCH (newr:Record {id: row.record_id, user_id: $user_id})
MATCH (m:Memory)-[:DERIVED_FROM]->(newr)
WHERE m.user_id = $user_id AND m.kind IN ['turn', 'observation']
// Along the whole writer chain through m, not one link either side: a correction of a
// correction (Umbrella, January, correcting Hooli, March, which corrects Globex, June, which
// replaced Acme) ends Acme in January, whichever record comes last. Each side is read as
// distinct nodes (paths through the links added here would multiply).
CALL (m) {
  MATCH (pre:Memory)-[:SUPERSEDED_BY*1..50 {reason: 'writer'}]->(m)
  RETURN DISTINCT pre
}
CALL (m) {
  MATCH (m)-[:SUPERSEDED_BY*0..50 {reason: 'writer'}]->(post:Memory)
  RETURN DISTINCT post
}
WITH DISTINCT pre, post
WHERE pre <> post AND pre.kind IN ['turn', 'observation'] AND post.kind IN ['turn', 'observation']
  AND pre.valid_from < post.valid_from
  AND (pre.valid_to IS NULL OR post.valid_from < pre.valid_to)
  AND NOT EXISTS { (post)-[:SUPERSEDED_BY*1..50]->(pre) }
MERGE (pre)-[s:SUPERSEDED_BY]->(post)
  ON CREATE SET s.at = post.valid_from, s.reason = 'writer'
// the first of its successors to begin ends it
SET pre.valid_to = CASE WHEN pre.valid_to < post.valid_from THEN pre.valid_to
                        ELSE post.valid_from END,
    pre.superseded = true
RETURN count(s) AS linked
