// The turns each of these episodes CONTAINS already: a refresh links only the others, so its
// write (under the user's append lock) grows with the new turns, not with the thread
// (docs/DEVELOPING.md "Writes to long threads").
UNWIND $episode_ids AS id
MATCH (ep:Memory {id: id})-[:CONTAINS]->(t:Memory)
WHERE ep.user_id = $user_id
RETURN id AS episode_id, collect(t.id) AS contained
