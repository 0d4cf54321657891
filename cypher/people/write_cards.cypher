// Upsert a user's person cards and link each to the turns its statements came from (old links
// replaced).
UNWIND $cards AS card
MERGE (p:PersonCard {user_id: $user_id, key: card.key})
  ON CREATE SET p.created_at = $now
SET p.name = card.name, p.text = card.text, p.card = card.card, p.turns = card.turns,
    p.first_seen = card.first_seen, p.last_seen = card.last_seen, p.updated_at = $now
WITH p, card
OPTIONAL MATCH (p)-[old:EVIDENCE]->(:Memory)
DELETE old
WITH DISTINCT p, card
CALL (p, card) {
  UNWIND card.memory_ids AS mid
  MATCH (m:Memory {user_id: $user_id, id: mid})
  MERGE (p)-[:EVIDENCE]->(m)
  RETURN count(m) AS linked
}
RETURN count(p) AS cards, sum(linked) AS linked
