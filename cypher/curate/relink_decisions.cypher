// After a rebuild: a pin whose memory is gone follows it to the memory of the same kind derived
// from the most of its records (at least half). A fact's id comes from the episodes it
// consolidates, and a rebuild clusters all of them at once where the live runs went week by
// week: the fact a person pinned comes back under another id. A memory pinned or unpinned
// itself keeps its own decision. Only pins: a task or procedure has its id from what it says,
// and one that is gone is gone (its dismissal must not fall on another task of the same turn).
MATCH (d:Decision {user_id: $user_id, subject: 'pin'})
WHERE size(coalesce(d.record_ids, [])) > 0
  AND NOT EXISTS { MATCH (:Memory {id: d.memory_id, user_id: $user_id}) }
CALL (d) {
  UNWIND d.record_ids AS rid
  MATCH (:Record {id: rid, user_id: $user_id})<-[:DERIVED_FROM]-(m:Memory {user_id: $user_id})
  WHERE m.kind = d.kind
  WITH m, count(*) AS shared ORDER BY shared DESC, m.id LIMIT 1
  RETURN m, shared
}
WITH d, m WHERE shared * 2 >= size(d.record_ids)
  AND NOT EXISTS { MATCH (:Decision {user_id: $user_id, memory_id: m.id, subject: d.subject}) }
SET d.moved_from = coalesce(d.moved_from, []) + d.memory_id, d.memory_id = m.id
RETURN count(d) AS relinked
