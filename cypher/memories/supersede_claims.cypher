// A writer's `supersedes` (record id or source_ref of the same user): the old record's memories
// become SUPERSEDED_BY the new record's first memory; the old interval closes at the new start.
UNWIND $rows AS row
MATCH (newr:Record {id: row.record_id, user_id: $user_id})
MATCH (old:Record {user_id: $user_id})
WHERE (old.id = row.supersedes OR old.source_ref = row.supersedes) AND old.id <> newr.id
MATCH (newm:Memory)-[:DERIVED_FROM]->(newr)
WITH old, newr, newm ORDER BY newm.chunk_index
WITH old, newr, head(collect(newm)) AS newm
MATCH (oldm:Memory)-[:DERIVED_FROM]->(old)
WHERE oldm.kind IN ['turn', 'chunk', 'state', 'observation'] AND oldm.id <> newm.id
  // A new version of a document keeps its unchanged chunks (derived from both records) and
  // has already closed the others at their places (ingest/persist.py _reconcile_document)
  AND NOT EXISTS { (oldm)-[:DERIVED_FROM]->(newr) }
  AND NOT EXISTS { (oldm)-[:SUPERSEDED_BY]->(:Memory)-[:DERIVED_FROM]->(newr) }
  // Two records naming each other: the claim applied first stands, the other would close a
  // cycle in which nothing is current.
  AND NOT EXISTS { (newm)-[:SUPERSEDED_BY*1..50]->(oldm) }
MERGE (oldm)-[s:SUPERSEDED_BY]->(newm)
  ON CREATE SET s.at = newm.valid_from, s.reason = 'writer'
// It ended when the first of its successors began: a claim dated later (a move sent after a
// correction of the same record) does not move that end back
SET oldm.valid_to = CASE WHEN oldm.valid_to < newm.valid_from THEN oldm.valid_to
                         ELSE newm.valid_from END,
    oldm.superseded = true
// A pinned memory corrected by its writer: its pin goes on to the correction, as the person's
// decision (ingest/persist.py runs curate/decide and curate/apply_decisions for these). Read
// from the decisions, not from `pinned`: during a rebuild the replayed memories are not pinned
// again until it ends, and a correction that arrived meanwhile lost the pin. A correction the
// person has decided about (unpinned) keeps their decision.
// The pin that follows keeps the person's own time: it is their decision, carried, not a new
// one (an import of a later unpin of the correction must find it older).
WITH s, oldm, newm,
     COLLECT { MATCH (x:Decision {user_id: $user_id, memory_id: oldm.id, subject: 'pin',
                                  action: 'pin'}) RETURN x.at } AS pinned_at
WITH s, newm, pinned_at,
     size(pinned_at) > 0
     AND NOT EXISTS { MATCH (:Decision {user_id: $user_id, memory_id: newm.id, subject: 'pin'}) }
       AS follows
RETURN count(s) AS superseded,
       collect(DISTINCT CASE WHEN follows THEN {id: newm.id, at: pinned_at[0]} END)
         AS pins_follow
