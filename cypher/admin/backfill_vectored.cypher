// admin
// A store made before the shared vector index kept to joined users (its index is on every
// :Memory): every memory with an embedding is labelled `Vectored` and every user counts as
// joined and ready, so the index made on the label holds what the old one held.
MATCH (m:Memory)
WHERE m.embedding IS NOT NULL AND NOT m:Vectored
CALL (m) { SET m:Vectored } IN TRANSACTIONS OF 5000 ROWS
RETURN count(*) AS labelled
