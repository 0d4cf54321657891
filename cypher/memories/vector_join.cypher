// admin
// The user joins the shared vector index when searching them exactly stops paying: more than
// $exact_max memories, or a quarter of the store's or more (the one user of a store joins with
// their first write), counting the $incoming ones about to be written (retrieve/shared_index.py
// `due`, which search asks with the count of their memories). Their records stand for their
// memories here (`h.seq`, one turn each), so an append counts nothing: a user whose documents
// make more memories than records is joined by their next search instead. Run after
// records/lock_head (or on its own, which takes the same lock): each later write reads the flag
// under that lock and labels its memories `Vectored` (memories/owner_label); the older ones are
// labelled in the background (search/vector_backfill). Returns a row only when the user joins.
MATCH (h:UserHead {user_id: $user_id})
WHERE h.vectored IS NULL
CALL () { MATCH (n:Memory) RETURN count(n) + $incoming AS total }
WITH h, h.seq + $incoming AS mine, total
WHERE mine > $exact_max OR 4 * mine >= total
SET h.vectored = $now
RETURN mine, total
