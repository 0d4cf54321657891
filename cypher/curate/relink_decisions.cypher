// A decision whose memory is gone follows it to the memory derived again from the same records
// (curate/memory_decision_match): after a rebuild, and for a decision an import brought before
// curation here had derived its memory (a fact, a task). A fact's id comes from the episodes it
// consolidates, and a rebuild clusters all of them at once where the live runs went week by
// week: the fact a person pinned comes back under another id. A memory pinned or unpinned
// itself keeps its own decision. A task or procedure follows only with its text known: one that
// is gone is gone. Returns the memories that decisions now name.
MATCH (d:Decision {user_id: $user_id})
WHERE size(coalesce(d.record_ids, [])) > 0 AND (d.subject = 'pin' OR d.text IS NOT NULL)
  AND NOT EXISTS { MATCH (:Memory {id: d.memory_id, user_id: $user_id}) }
CALL (d) {
  // include: curate/memory_decision_match
}
WITH d, m WHERE shared * 2 >= size(d.record_ids)
  AND NOT EXISTS { MATCH (:Decision {user_id: $user_id, memory_id: m.id, subject: d.subject}) }
// Two decisions that find the same memory in this one statement: the latest moves, the other
// waits (the check above does not see what this statement moves)
WITH m, d ORDER BY d.at DESC
WITH m, d.subject AS subject, collect(d)[0] AS d
SET d.moved_from = coalesce(d.moved_from, []) + d.memory_id, d.memory_id = m.id
RETURN collect(m.id) AS memory_ids
